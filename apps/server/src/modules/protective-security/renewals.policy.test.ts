import type { PsSecurityClassView } from '@granska/domain';
import { describe, expect, it } from 'vitest';
import { bySoonestDue, clearedAt, isFallingDue, renewalOf, renewalsOfPerson } from './renewals.policy';

const placement = (
  history: [PsSecurityClassView['status'], string][],
  securityClass: PsSecurityClassView['securityClass'] = '2',
): PsSecurityClassView => ({
  securityClass,
  status: history.at(-1)?.[0] ?? 'PENDING',
  statusHistory: history.map(([status, dateCreated]) => ({ status, dateCreated })),
});

// 10:00 in Stockholm on 1 December 2026 (winter time, UTC+1).
const NOW = new Date('2026-12-01T09:00:00Z');

describe('the renewal rule', () => {
  it('counts the interval from the newest CLEARED entry of a placement that stands CLEARED', () => {
    const renewed = placement([
      ['PENDING', '2019-05-01T08:00:00Z'],
      ['CLEARED', '2019-06-01T08:00:00Z'],
      ['PENDING', '2024-05-20T08:00:00Z'],
      ['CLEARED', '2024-06-10T08:00:00Z'],
    ]);
    expect(clearedAt(renewed)?.toISOString()).toBe('2024-06-10T08:00:00.000Z');
    expect(renewalOf(renewed, 60, NOW)).toEqual({
      securityClass: '2',
      cleared: '2024-06-10',
      due: '2029-06-10',
      daysLeft: expect.any(Number),
    });
  });

  it('has no renewal for a placement pending, not cleared or ended, even with a CLEARED entry before', () => {
    for (const status of ['PENDING', 'NOT_CLEARED', 'ENDED'] as const) {
      const notStanding = placement([
        ['CLEARED', '2021-01-10T08:00:00Z'],
        [status, '2022-01-10T08:00:00Z'],
      ]);
      expect(clearedAt(notStanding)).toBeNull();
      expect(renewalOf(notStanding, 60, NOW)).toBeNull();
    }
  });

  it('counts Stockholm calendar days: a clearance late in the evening belongs to its Stockholm day', () => {
    // 23:30 UTC on 14 January is 00:30 on 15 January in Stockholm.
    const late = placement([['CLEARED', '2022-01-14T23:30:00Z']]);
    expect(renewalOf(late, 60, NOW)).toMatchObject({ cleared: '2022-01-15', due: '2027-01-15' });
  });

  it('makes a day the due month lacks its last day', () => {
    const leapDay = placement([['CLEARED', '2024-02-29T10:00:00Z']]);
    expect(renewalOf(leapDay, 12, NOW)).toMatchObject({ due: '2025-02-28' });
    expect(renewalOf(leapDay, 48, NOW)).toMatchObject({ due: '2028-02-29' });
  });

  it('counts the days left from today: 0 on the due day, negative once overdue, the window inclusive', () => {
    const dueIn = (isoCleared: string) => renewalOf(placement([['CLEARED', isoCleared]]), 60, NOW);
    expect(dueIn('2021-12-01T12:00:00Z')).toMatchObject({ due: '2026-12-01', daysLeft: 0 });
    expect(dueIn('2021-11-21T12:00:00Z')).toMatchObject({ due: '2026-11-21', daysLeft: -10 });
    expect(dueIn('2022-01-30T12:00:00Z')).toMatchObject({ due: '2027-01-30', daysLeft: 60 });
    expect(dueIn('2022-01-31T12:00:00Z')).toMatchObject({ due: '2027-01-31', daysLeft: 61 });

    const falling = (isoCleared: string) => isFallingDue(dueIn(isoCleared) ?? expect.fail('no renewal'));
    expect(falling('2021-11-21T12:00:00Z')).toBe(true);
    expect(falling('2022-01-30T12:00:00Z')).toBe(true);
    expect(falling('2022-01-31T12:00:00Z')).toBe(false);
  });

  it('counts across the change to summer time without losing a day', () => {
    const cleared = placement([['CLEARED', '2021-03-28T10:00:00Z']]);
    expect(renewalOf(cleared, 60, new Date('2026-03-27T23:30:00Z'))).toMatchObject({
      due: '2026-03-28',
      daysLeft: 0,
    });
  });

  it("gives an active person's cleared placements in class order, and none for a person who has left", () => {
    const classes = [
      placement([['CLEARED', '2023-01-01T10:00:00Z']], '3'),
      placement([['PENDING', '2023-01-01T10:00:00Z']], '2'),
      placement([['CLEARED', '2022-01-01T10:00:00Z']], '1'),
    ];
    expect(
      renewalsOfPerson({ status: 'ACTIVE', securityClasses: classes }, 60, NOW).map(
        (renewal) => renewal.securityClass,
      ),
    ).toEqual(['1', '3']);
    expect(renewalsOfPerson({ status: 'ENDED', securityClasses: classes }, 60, NOW)).toEqual([]);
  });

  it('orders soonest first, then by person and class', () => {
    const row = (personId: string, due: string, securityClass: '1' | '2' | '3' = '2') => ({
      personId,
      securityClass,
      due,
      cleared: '2020-01-01',
      daysLeft: 0,
    });
    const rows = [row('b', '2027-01-02'), row('a', '2027-01-02', '3'), row('a', '2027-01-02', '1')];
    rows.push(row('c', '2026-12-24'));
    expect(
      rows.sort(bySoonestDue((each) => each.personId)).map((each) => `${each.personId}${each.securityClass}`),
    ).toEqual(['c2', 'a1', 'a3', 'b2']);
  });
});
