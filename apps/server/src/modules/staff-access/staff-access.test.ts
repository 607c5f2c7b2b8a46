import { JOB_MESSAGES, SERVICES, STAFF_GROUPS } from '@granska/domain';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../platform/http/caller';
import { personDataRefusal, STAFF_SERVICE_GROUPS, staffMaySeeService } from './staff-access';

const caller = (groups: string[], userId = 'me'): Caller =>
  ({ userId, email: 'x@granska.example', groups, custNo: null, costCenter: null }) as Caller;

describe('staffMaySeeService', () => {
  it('lets the staff see the background-check, protective-security and LFD services and nothing else; SPI leaders no LFD', () => {
    // Security screenings and clearances are analysed like background checks (protective-security-orders.md).
    const background = [
      'COWORKER',
      'SPECIALIST',
      'EXECUTIVE',
      'SCREENING',
      'SECURITY_SCREENING_BASIC',
      'SECURITY_SCREENING',
      'SECURITY_CLEARANCE',
    ];
    const lfd = ['PRESCREEN', 'LFD_FOLLOWUP'];
    for (const service of SERVICES) {
      for (const group of STAFF_GROUPS) {
        const expected =
          group !== 'UserAdmin' &&
          (background.includes(service) || (lfd.includes(service) && group !== 'SPILeader'));
        expect(staffMaySeeService(caller([group]), service), `${group} ${service}`).toBe(expected);
      }
    }
    expect(Object.keys(STAFF_SERVICE_GROUPS).sort()).toEqual([...background, ...lfd].sort());
  });

  it('never lets a customer group or an unknown service through', () => {
    expect(staffMaySeeService(caller(['BKOrderer', 'CustomerAdmin']), 'COWORKER')).toBe(false);
    expect(staffMaySeeService(caller(['Coordinator']), 'NOT_A_SERVICE')).toBe(false);
  });
});

describe('personDataRefusal', () => {
  const job = { service: 'COWORKER' as const, staffId: 'analyst-1', spiLeaderId: 'leader-1' };

  it('allows coordinators any job, analysts and SPI leaders only their own', () => {
    expect(personDataRefusal(caller(['Coordinator']), job)).toBeNull();
    expect(personDataRefusal(caller(['SPICoordinator']), job)).toBeNull();
    expect(personDataRefusal(caller(['Analyst'], 'analyst-1'), job)).toBeNull();
    expect(personDataRefusal(caller(['Analyst'], 'analyst-2'), job)).toBe(JOB_MESSAGES.notAssignedToYou);
    expect(personDataRefusal(caller(['SPILeader'], 'leader-1'), job)).toBeNull();
    expect(personDataRefusal(caller(['SPILeader'], 'analyst-1'), job)).toBe(JOB_MESSAGES.notAssignedToYou);
    // Being the SPI leader does not make an analyst's rights, nor the other way round.
    expect(personDataRefusal(caller(['Analyst'], 'leader-1'), job)).toBe(JOB_MESSAGES.notAssignedToYou);
  });

  it('refuses data collectors and admins here (the collected-data module decides its own)', () => {
    expect(personDataRefusal(caller(['DataCollector']), job)).toBe(JOB_MESSAGES.noPersonDataRights);
    expect(personDataRefusal(caller(['UserAdmin']), job)).toBe(JOB_MESSAGES.noPersonDataRights);
  });

  it('refuses everyone a job of a service outside the table', () => {
    expect(
      personDataRefusal(caller(['Coordinator']), { ...job, service: 'SECURITY_SCREENING_IMPORT' as never }),
    ).not.toBeNull();
  });
});
