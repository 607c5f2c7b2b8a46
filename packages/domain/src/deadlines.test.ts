import { describe, expect, it } from 'vitest';
import {
  type DeadlineJob,
  deadlineStatus,
  isCitizenshipCheckActive,
  isOmitConsent,
  jobDeadline,
  jobOrderDate,
  SURVEYING_TIME_NOT_FOUND,
  serviceBusinessDays,
} from './deadlines';
import type { JobState } from './enums';
import { fromStockholm } from './stockholm-time';

/** ISO instant of a Stockholm wall-clock time. */
function sthlm(month: number, day: number, hour: number, minute = 0, year = 2025): string {
  return fromStockholm(year, month, day, hour, minute).toISOString();
}

function accepted(time: string) {
  return { consentType: 'JobStart' as const, state: 'CsntAccepted' as const, time, createTime: time };
}

function startedJob(service: DeadlineJob['service'], consentTime: string, extra: Partial<DeadlineJob> = {}) {
  return {
    service,
    currState: 'ANALYSING' as const,
    createTime: '2025-01-01T08:00:00Z',
    consents: [accepted(consentTime)],
    ...extra,
  } satisfies DeadlineJob;
}

const MONDAY_10 = sthlm(6, 2, 10);
const THURSDAY_10 = sthlm(6, 5, 10);
const FRIDAY_10 = sthlm(6, 6, 10);

describe('jobDeadline: business days by service', () => {
  it.each([
    ['COWORKER: 2', startedJob('COWORKER', MONDAY_10), sthlm(6, 4, 10)],
    [
      'COWORKER with former employer: 3',
      startedJob('COWORKER', MONDAY_10, { verifyFormerEmployer: true }),
      sthlm(6, 5, 10),
    ],
    ['SPECIALIST: 3 over a weekend', startedJob('SPECIALIST', THURSDAY_10), sthlm(6, 10, 10)],
    ['EXECUTIVE: 5 is a week', startedJob('EXECUTIVE', MONDAY_10), sthlm(6, 9, 10)],
    ['SCREENING without checkpoints: 1', startedJob('SCREENING', FRIDAY_10), sthlm(6, 9, 10)],
    [
      "SCREENING with only the driver's licence: 1",
      startedJob('SCREENING', FRIDAY_10, {
        screeningCheckpoints: [{ checkpoint: 'DRIVERSLICENSE', checked: true }],
      }),
      sthlm(6, 9, 10),
    ],
    [
      "SCREENING with the driver's licence and more: 2",
      startedJob('SCREENING', FRIDAY_10, {
        screeningCheckpoints: [{ checkpoint: 'DRIVERSLICENSE' }, { checkpoint: 'EDUCATION' }],
      }),
      sthlm(6, 10, 10),
    ],
    [
      'SCREENING with one other checkpoint: 2',
      startedJob('SCREENING', FRIDAY_10, {
        screeningCheckpoints: [{ checkpoint: 'SANCTIONLIST', checked: true }],
      }),
      sthlm(6, 10, 10),
    ],
    [
      'SCREENING ignores unchecked checkpoints',
      startedJob('SCREENING', FRIDAY_10, {
        screeningCheckpoints: [
          { checkpoint: 'DRIVERSLICENSE', checked: true },
          { checkpoint: 'EDUCATION', checked: false },
        ],
      }),
      sthlm(6, 9, 10),
    ],
    ['PRESCREEN: 23', startedJob('PRESCREEN', MONDAY_10), sthlm(7, 3, 10)],
    ['LFD_FOLLOWUP: 23', startedJob('LFD_FOLLOWUP', MONDAY_10), sthlm(7, 3, 10)],
    ['SECURITY_SCREENING_BASIC: 2', startedJob('SECURITY_SCREENING_BASIC', MONDAY_10), sthlm(6, 4, 10)],
    [
      'SECURITY_SCREENING_BASIC with former employer: 3',
      startedJob('SECURITY_SCREENING_BASIC', MONDAY_10, { verifyFormerEmployer: true }),
      sthlm(6, 5, 10),
    ],
    ['SECURITY_SCREENING: 3', startedJob('SECURITY_SCREENING', MONDAY_10), sthlm(6, 5, 10)],
    [
      'SECURITY_SCREENING ignores the former-employer flag',
      startedJob('SECURITY_SCREENING', MONDAY_10, { verifyFormerEmployer: true }),
      sthlm(6, 5, 10),
    ],
  ])('%s', (_name, job, expected) => {
    expect(jobDeadline(job)?.toISOString()).toBe(expected);
  });

  it.each(['COMPANY', 'BOARDMEMBER', 'BLANK', 'SECURITY_SCREENING_IMPORT', undefined] as const)(
    'a service without a rule (%s) has no deadline',
    (service) => {
      expect(jobDeadline(startedJob(service, MONDAY_10))).toBeNull();
    },
  );
});

describe('jobDeadline: start time', () => {
  it.each([
    ['a Saturday start moves to Monday 17:00', sthlm(6, 7, 11), sthlm(6, 11, 17)],
    ['a late Sunday start moves to Monday 17:00', sthlm(6, 8, 23, 30), sthlm(6, 11, 17)],
    [
      'a start just after midnight on Saturday (Friday in UTC) is a weekend start',
      '2025-06-06T22:30:00Z',
      sthlm(6, 11, 17),
    ],
    ['a Friday evening start is not moved', sthlm(6, 6, 23, 30), sthlm(6, 10, 23, 30)],
    ['spring DST: Friday 10:00 CET + 2 → Tuesday 10:00 CEST', sthlm(3, 28, 10), '2025-04-01T08:00:00.000Z'],
    [
      'spring DST: Saturday start → Monday 17:00 CEST → Wednesday 17:00',
      sthlm(3, 29, 12),
      '2025-04-02T15:00:00.000Z',
    ],
    ['autumn DST: Friday 10:00 CEST + 2 → Tuesday 10:00 CET', sthlm(10, 24, 10), '2025-10-28T09:00:00.000Z'],
    ['autumn DST: Sunday start → Monday 17:00 CET → Wednesday', sthlm(10, 26, 9), '2025-10-29T16:00:00.000Z'],
  ])('%s', (_name, consentTime, expected) => {
    expect(jobDeadline(startedJob('COWORKER', consentTime))?.toISOString()).toBe(expected);
  });

  it('uses the creation time when consent is omitted', () => {
    const job = {
      service: 'COWORKER' as const,
      currState: 'ANALYSING' as const,
      createTime: MONDAY_10,
      consents: [],
    };
    expect(jobDeadline(job)?.toISOString()).toBe(sthlm(6, 4, 10));
  });

  it('uses the accepted job-start consent among several', () => {
    const job = startedJob('COWORKER', MONDAY_10, {
      consents: [
        { consentType: 'JobStart', state: 'CsntDeclined', time: sthlm(5, 1, 10) },
        { consentType: 'ReportApproval', state: 'CsntAccepted', time: sthlm(5, 2, 10) },
        accepted(THURSDAY_10),
      ],
    });
    expect(jobDeadline(job)?.toISOString()).toBe(sthlm(6, 9, 10));
  });

  it.each([
    ['CREATED with no consents', { service: 'COWORKER', currState: 'CREATED', createTime: MONDAY_10 }],
    [
      'CREATED with null consents',
      { service: 'COWORKER', currState: 'CREATED', createTime: MONDAY_10, consents: null },
    ],
    [
      'CREATED with no consents even with an SPI date',
      { service: 'COWORKER', currState: 'CREATED', createTime: MONDAY_10, spiDate: sthlm(6, 12, 10) },
    ],
    [
      'consent still pending',
      {
        service: 'COWORKER',
        currState: 'PENDING_CONSENT',
        createTime: MONDAY_10,
        consents: [{ consentType: 'JobStart', state: 'CsntPendingAnswer', createTime: MONDAY_10 }],
      },
    ],
    [
      'consent declined',
      {
        service: 'COWORKER',
        currState: 'DECLINED',
        consents: [{ consentType: 'JobStart', state: 'CsntDeclined', time: MONDAY_10 }],
      },
    ],
  ] satisfies [string, DeadlineJob][])('no deadline: %s', (_name, job) => {
    expect(jobDeadline(job)).toBeNull();
  });
});

describe('jobDeadline: security clearance', () => {
  function surveying(entries: { time: string; state: JobState }[], currState: JobState = 'JOB_SURVEYING') {
    return {
      service: 'SECURITY_CLEARANCE' as const,
      currState,
      createTime: sthlm(5, 1, 9),
      jobStateLog: entries,
    };
  }

  it.each([
    ['10 calendar days on a weekday', [{ time: MONDAY_10, state: 'JOB_SURVEYING' }], sthlm(6, 12, 10)],
    [
      'a Saturday result moves to Monday 17:00',
      [{ time: sthlm(6, 4, 10), state: 'JOB_SURVEYING' }],
      sthlm(6, 16, 17),
    ],
    [
      'a Sunday result moves to Monday 17:00',
      [{ time: THURSDAY_10, state: 'JOB_SURVEYING' }],
      sthlm(6, 16, 17),
    ],
    [
      'across spring DST: Sunday result → Monday 17:00 CEST',
      [{ time: sthlm(3, 20, 10), state: 'JOB_SURVEYING' }],
      '2025-03-31T15:00:00.000Z',
    ],
    [
      'across autumn DST keeps the wall time',
      [{ time: sthlm(10, 20, 10), state: 'JOB_SURVEYING' }],
      '2025-10-30T09:00:00.000Z',
    ],
    [
      'the latest surveying entry counts',
      [
        { time: sthlm(5, 1, 10), state: 'JOB_SURVEYING' },
        { time: sthlm(5, 5, 10), state: 'ANALYSING' },
        { time: MONDAY_10, state: 'JOB_SURVEYING' },
      ],
      sthlm(6, 12, 10),
    ],
  ] satisfies [string, { time: string; state: JobState }[], string][])('%s', (_name, entries, expected) => {
    expect(jobDeadline(surveying(entries))?.toISOString()).toBe(expected);
  });

  it('has no deadline outside JOB_SURVEYING, even with consents', () => {
    const job = {
      ...surveying([{ time: MONDAY_10, state: 'JOB_SURVEYING' }], 'ANALYSING'),
      consents: [accepted(MONDAY_10)],
    };
    expect(jobDeadline(job)).toBeNull();
  });

  it('ignores SPI dates', () => {
    const job = {
      ...surveying([{ time: MONDAY_10, state: 'JOB_SURVEYING' }]),
      spiDetails: { date: sthlm(6, 5, 10) },
    };
    expect(jobDeadline(job)?.toISOString()).toBe(sthlm(6, 12, 10));
  });

  it.each([
    ['no state log', undefined],
    ['no surveying entry', [{ time: MONDAY_10, state: 'CREATED' as const }]],
    ['a surveying entry without time', [{ state: 'JOB_SURVEYING' as const }]],
  ])('throws when the surveying time is missing: %s', (_name, jobStateLog) => {
    const job = { service: 'SECURITY_CLEARANCE' as const, currState: 'JOB_SURVEYING' as const, jobStateLog };
    expect(() => jobDeadline(job)).toThrowError(SURVEYING_TIME_NOT_FOUND);
    expect(SURVEYING_TIME_NOT_FOUND).toBe('Surveying time not found in jobStateLog.');
  });
});

describe('jobDeadline: SPI', () => {
  it.each([
    ['booked Thursday → Tuesday', { spiDetails: { date: sthlm(6, 12, 10) } }, sthlm(6, 10, 10)],
    ['booked Monday → Saturday → Friday', { spiDetails: { date: sthlm(6, 16, 10) } }, sthlm(6, 13, 10)],
    ['booked Tuesday → Sunday → Friday', { spiDetails: { date: sthlm(6, 17, 10) } }, sthlm(6, 13, 10)],
    ['booked date only → 17:00', { spiDetails: { date: '2025-06-12' } }, sthlm(6, 10, 17)],
    [
      'booked Tuesday across spring DST',
      { spiDetails: { date: sthlm(4, 1, 10) } },
      '2025-03-28T09:00:00.000Z',
    ],
    [
      'a booked SPI wins over the customer date',
      { spiDetails: { date: sthlm(6, 12, 10) }, spiDate: sthlm(6, 20, 10) },
      sthlm(6, 10, 10),
    ],
    ['customer date Thursday → Wednesday', { spiDate: sthlm(6, 12, 10) }, sthlm(6, 11, 10)],
    ['customer date Monday → Sunday → Friday', { spiDate: sthlm(6, 16, 10) }, sthlm(6, 13, 10)],
    ['customer date Sunday → Saturday → Friday', { spiDate: sthlm(6, 15, 10) }, sthlm(6, 13, 10)],
    ['customer date only → 17:00 the day before', { spiDate: '2025-06-12' }, sthlm(6, 11, 17)],
    [
      'empty SPI fields fall back to business days',
      { spiDate: '', spiDetails: { date: null } },
      sthlm(6, 4, 10),
    ],
  ] satisfies [string, Partial<DeadlineJob>, string][])('%s', (_name, extra, expected) => {
    expect(jobDeadline(startedJob('COWORKER', MONDAY_10, extra))?.toISOString()).toBe(expected);
  });

  it.each([
    ['Monday → Thursday 17:00', sthlm(6, 9, 10), sthlm(6, 12, 17)],
    ['Tuesday → Friday 17:00', sthlm(6, 10, 10), sthlm(6, 13, 17)],
    ['Wednesday → Saturday → Tuesday 17:00', sthlm(6, 11, 10), sthlm(6, 17, 17)],
    ['Thursday → Sunday → Tuesday 17:00', sthlm(6, 12, 10), sthlm(6, 17, 17)],
    ['Friday → Monday → Tuesday 17:00', sthlm(6, 13, 10), sthlm(6, 17, 17)],
    ['Saturday → Tuesday 17:00', sthlm(6, 14, 10), sthlm(6, 17, 17)],
    ['Sunday → Wednesday 17:00', sthlm(6, 15, 10), sthlm(6, 18, 17)],
    ['Thursday across spring DST → Tuesday 17:00 CEST', sthlm(3, 27, 10), '2025-04-01T15:00:00.000Z'],
    ['Thursday across autumn DST → Tuesday 17:00 CET', sthlm(10, 23, 10), '2025-10-28T16:00:00.000Z'],
  ])('customer-facing booked SPI: %s', (_name, booked, expected) => {
    const job = startedJob('COWORKER', MONDAY_10, { spiDetails: { date: booked } });
    expect(jobDeadline(job, { customerFacing: true })?.toISOString()).toBe(expected);
  });

  it.each([
    ['booked late Friday evening → Monday → Tuesday 17:00', sthlm(6, 13, 21), sthlm(6, 17, 17)],
    ['booked Tuesday 08:00 → Friday 17:00', sthlm(6, 10, 8), sthlm(6, 13, 17)],
    ['booked date only (Wednesday) → Saturday → Tuesday 17:00', '2025-06-11', sthlm(6, 17, 17)],
  ])('customer-facing booked SPI: %s', (_name, booked, expected) => {
    const job = startedJob('SECURITY_SCREENING', MONDAY_10, { spiDetails: { date: booked } });
    expect(jobDeadline(job, { customerFacing: true })?.toISOString()).toBe(expected);
  });

  it('customer-facing: a booked SPI wins over the customer-given date', () => {
    const job = startedJob('SECURITY_SCREENING', MONDAY_10, {
      spiDate: sthlm(6, 20, 17),
      spiDetails: { date: sthlm(6, 9, 10) },
    });
    expect(jobDeadline(job, { customerFacing: true })?.toISOString()).toBe(sthlm(6, 12, 17));
  });

  it('customer-facing without a booked SPI is the internal deadline', () => {
    const job = startedJob('COWORKER', MONDAY_10, { spiDate: sthlm(6, 12, 10) });
    expect(jobDeadline(job, { customerFacing: true })?.toISOString()).toBe(sthlm(6, 11, 10));
    expect(jobDeadline(startedJob('COWORKER', MONDAY_10), { customerFacing: true })?.toISOString()).toBe(
      sthlm(6, 4, 10),
    );
  });
});

describe('deadlineStatus', () => {
  const deadline = new Date(sthlm(6, 11, 17));

  it.each([
    ['two days before', sthlm(6, 9, 17), null],
    ['just under a day before', sthlm(6, 10, 16, 59), null],
    ['exactly a day before', sthlm(6, 10, 17), 'close'],
    ['an hour before', sthlm(6, 11, 16), 'close'],
    ['at the deadline', sthlm(6, 11, 17), 'close'],
  ])('%s → %s', (_name, now, expected) => {
    expect(deadlineStatus(deadline, new Date(now))).toBe(expected);
  });

  it('is passed a millisecond after the deadline', () => {
    expect(deadlineStatus(deadline, new Date(deadline.getTime() + 1))).toBe('passed');
  });

  it('has no status without a deadline', () => {
    expect(deadlineStatus(null, new Date())).toBeNull();
    expect(deadlineStatus(undefined, new Date())).toBeNull();
  });

  it('counts one Stockholm calendar day, not 24 hours, across the autumn change', () => {
    // Sunday 26 October 12:00 CET; the day before at 12:00 is still CEST (10:00Z), 25 hours earlier.
    const autumn = new Date(sthlm(10, 26, 12));
    expect(deadlineStatus(autumn, new Date('2025-10-25T09:59:00Z'))).toBeNull();
    expect(deadlineStatus(autumn, new Date('2025-10-25T10:00:00Z'))).toBe('close');
  });

  it('counts one Stockholm calendar day across the spring change (23 hours)', () => {
    const spring = new Date(sthlm(3, 30, 12));
    expect(deadlineStatus(spring, new Date('2025-03-29T10:30:00Z'))).toBeNull();
    expect(deadlineStatus(spring, new Date('2025-03-29T11:00:00Z'))).toBe('close');
  });
});

describe('isOmitConsent', () => {
  it.each([
    ['ANALYSING', [], true],
    ['INTERVIEWING', undefined, true],
    ['APPROVED', null, true],
    ['ARCHIVED', [], true],
    ['ANALYSING with a consent', [accepted(MONDAY_10)], false],
    ['CREATED', [], false],
    ['PENDING_CONSENT', [], false],
    ['PENDING_APPROVAL', [], false],
    ['JOB_SURVEYING', [], false],
  ] as const)('%s', (name, consents, expected) => {
    const currState = name.split(' ')[0] as JobState;
    expect(isOmitConsent({ currState, consents })).toBe(expected);
  });
});

describe('jobOrderDate', () => {
  it.each([
    [
      'consent omitted → creation time',
      { currState: 'ANALYSING', createTime: MONDAY_10, consents: [] },
      MONDAY_10,
    ],
    [
      'security clearance → creation time even with consents',
      {
        service: 'SECURITY_CLEARANCE',
        currState: 'PENDING_CONSENT',
        createTime: MONDAY_10,
        consents: [accepted(FRIDAY_10)],
      },
      MONDAY_10,
    ],
    [
      'job-start consent time',
      { service: 'COWORKER', currState: 'ANALYSING', createTime: MONDAY_10, consents: [accepted(FRIDAY_10)] },
      FRIDAY_10,
    ],
    [
      'a pending job-start consent gives its time',
      {
        currState: 'PENDING_CONSENT',
        createTime: MONDAY_10,
        consents: [{ consentType: 'JobStart', state: 'CsntPendingAnswer', createTime: THURSDAY_10 }],
      },
      THURSDAY_10,
    ],
    [
      'no consents in PENDING_CONSENT → epoch',
      { currState: 'PENDING_CONSENT', createTime: MONDAY_10 },
      '1970-01-01T00:00:00.000Z',
    ],
    [
      'no job-start consent → epoch',
      {
        currState: 'APPROVED',
        createTime: MONDAY_10,
        consents: [{ consentType: 'ReportApproval', time: FRIDAY_10 }],
      },
      '1970-01-01T00:00:00.000Z',
    ],
  ] satisfies [string, DeadlineJob, string][])('%s', (_name, job, expected) => {
    expect(jobOrderDate(job).toISOString()).toBe(expected);
  });
});

describe('serviceBusinessDays', () => {
  it('reports the table values', () => {
    expect(serviceBusinessDays({ service: 'EXECUTIVE' })).toBe(5);
    expect(serviceBusinessDays({ service: 'SECURITY_CLEARANCE' })).toBeNull();
  });
});

describe('isCitizenshipCheckActive', () => {
  it.each([
    ['COWORKER', 'STARTED', true],
    ['SPECIALIST', 'IN_PROGRESS', true],
    ['EXECUTIVE', 'DONE', true],
    ['SECURITY_SCREENING_BASIC', 'STARTED', true],
    ['SECURITY_SCREENING', 'DONE', true],
    ['COWORKER', 'DO_NOT_CHECK', false],
    ['COWORKER', undefined, false],
    ['SCREENING', 'STARTED', false],
    ['SECURITY_CLEARANCE', 'STARTED', false],
    ['PRESCREEN', 'DONE', false],
    [undefined, 'STARTED', false],
  ] as const)('%s with %s → %s', (service, citizenshipState, expected) => {
    expect(isCitizenshipCheckActive({ service, citizenshipState })).toBe(expected);
  });

  it('reads the service from a collected-data record (jobType)', () => {
    expect(isCitizenshipCheckActive({ jobType: 'COWORKER', citizenshipState: 'STARTED' })).toBe(true);
    expect(isCitizenshipCheckActive({ jobType: 'COMPANY', citizenshipState: 'STARTED' })).toBe(false);
  });
});
