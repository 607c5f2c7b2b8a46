import { describe, expect, it } from 'vitest';
import { BillingRequest, isCalendarDate } from './billing';

const messagesOf = (input: unknown) => {
  const parsed = BillingRequest.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('BillingRequest', () => {
  it('takes two calendar days and a customer id; one day is a period', () => {
    expect(
      BillingRequest.parse({ startDate: '2026-01-01', endDate: '2026-01-31', customerID: ' c1 ' }),
    ).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      customerID: 'c1',
    });
    expect(messagesOf({ startDate: '2026-03-05', endDate: '2026-03-05', customerID: 'c1' })).toEqual([]);
  });

  it('refuses an end before the start, on endDate', () => {
    expect(messagesOf({ startDate: '2026-02-01', endDate: '2026-01-31', customerID: 'c1' })).toEqual([
      ['endDate', 'Slutdatum är före startdatum'],
    ]);
  });

  it('refuses missing, malformed and impossible dates with Swedish messages', () => {
    expect(messagesOf({ endDate: '2026-01-31', customerID: 'c1' })).toEqual([
      ['startDate', 'Ogiltigt startdatum'],
    ]);
    expect(messagesOf({ startDate: '2026-01-01', endDate: '2026-02-30', customerID: 'c1' })).toEqual([
      ['endDate', 'Ogiltigt slutdatum'],
    ]);
    expect(messagesOf({ startDate: '1/1/2026', endDate: '2026-01-31', customerID: 'c1' })).toEqual([
      ['startDate', 'Ogiltigt startdatum'],
    ]);
    expect(messagesOf({ startDate: '2026-01-01', endDate: '2026-01-31', customerID: '' })).toHaveLength(1);
  });
});

describe('isCalendarDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-12-31', true],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['2026-01-01T00:00:00Z', false],
    ['1899-12-31', false],
  ])('%s → %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});
