import { describe, expect, it } from 'vitest';
import {
  addStockholmDays,
  addStockholmMonths,
  atStockholmTime,
  fromStockholm,
  isStockholmWeekend,
  parseInstant,
  stockholmWeekday,
  toStockholm,
} from './stockholm-time';

describe('fromStockholm', () => {
  it.each([
    ['winter time is UTC+1', [2025, 1, 15, 17, 0], '2025-01-15T16:00:00.000Z'],
    ['summer time is UTC+2', [2025, 7, 15, 17, 0], '2025-07-15T15:00:00.000Z'],
    ['day overflow rolls into the next month', [2025, 1, 32, 8, 0], '2025-02-01T07:00:00.000Z'],
    ['the day of the spring change, after it', [2025, 3, 30, 17, 0], '2025-03-30T15:00:00.000Z'],
    ['the day of the autumn change, after it', [2025, 10, 26, 17, 0], '2025-10-26T16:00:00.000Z'],
    ['a time skipped in spring resolves forward', [2025, 3, 30, 2, 30], '2025-03-30T01:30:00.000Z'],
  ] as const)('%s', (_name, [y, m, d, h, min], expected) => {
    expect(fromStockholm(y, m, d, h, min).toISOString()).toBe(expected);
  });
});

describe('toStockholm', () => {
  it('reads the wall clock and weekday in Stockholm, not UTC', () => {
    const local = toStockholm(new Date('2025-03-29T23:30:00Z'));
    expect(local).toMatchObject({ year: 2025, month: 3, day: 30, hour: 0, minute: 30, weekday: 0 });
  });
});

describe('addStockholmDays', () => {
  it.each([
    ['keeps 17:00 across the spring change', '2025-03-28T16:00:00Z', 3, '2025-03-31T15:00:00.000Z'],
    ['keeps 17:00 across the autumn change', '2025-10-24T15:00:00Z', 3, '2025-10-27T16:00:00.000Z'],
    ['goes backwards', '2025-03-31T15:00:00Z', -3, '2025-03-28T16:00:00.000Z'],
  ])('%s', (_name, from, days, expected) => {
    expect(addStockholmDays(new Date(from), days).toISOString()).toBe(expected);
  });
});

describe('addStockholmMonths', () => {
  it.each([
    ['keeps 08:00 from winter into summer time', '2025-01-15T07:00:00Z', 6, '2025-07-15T06:00:00.000Z'],
    ['the last day of a shorter month', '2025-08-31T06:00:00Z', 6, '2026-02-28T07:00:00.000Z'],
    ['into a leap February', '2027-08-31T06:00:00Z', 6, '2028-02-29T07:00:00.000Z'],
    ['over the new year', '2025-11-30T07:00:00Z', 12, '2026-11-30T07:00:00.000Z'],
  ])('%s', (_name, from, months, expected) => {
    expect(addStockholmMonths(new Date(from), months).toISOString()).toBe(expected);
  });
});

describe('weekday helpers', () => {
  it('uses the Stockholm day at midnight boundaries', () => {
    const fridayNightUtcSaturdayStockholm = new Date('2025-06-06T22:30:00Z');
    expect(stockholmWeekday(fridayNightUtcSaturdayStockholm)).toBe(6);
    expect(isStockholmWeekend(fridayNightUtcSaturdayStockholm)).toBe(true);
    expect(isStockholmWeekend(new Date('2025-06-06T21:30:00Z'))).toBe(false);
  });

  it('atStockholmTime sets the local time on the same local day', () => {
    expect(atStockholmTime(new Date('2025-06-06T22:30:00Z'), 17).toISOString()).toBe(
      '2025-06-07T15:00:00.000Z',
    );
  });
});

describe('parseInstant', () => {
  it.each([
    ['ISO timestamp', '2025-05-02T10:00:00Z', 0, '2025-05-02T10:00:00.000Z'],
    ['date only is a Stockholm day at the given hour', '2025-05-02', 17, '2025-05-02T15:00:00.000Z'],
    ['date only in winter', '2025-01-02', 0, '2025-01-01T23:00:00.000Z'],
  ])('%s', (_name, value, hour, expected) => {
    expect(parseInstant(value, hour)?.toISOString()).toBe(expected);
  });

  it.each([undefined, null, '', 'not a date'])('returns null for %s', (value) => {
    expect(parseInstant(value)).toBeNull();
  });
});
