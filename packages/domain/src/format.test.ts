import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime, isMissing } from './format';

describe('formatAmount', () => {
  it.each([
    [1234567, '1 234 567'],
    [0, '0'],
    [-0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1 000'],
    [12345, '12 345'],
    [100000, '100 000'],
    [-1234, '-1 234'],
    [-999, '-999'],
    [1234.5, '1 234,50'],
    [1234.567, '1 234,57'],
    [0.05, '0,05'],
    [-0.004, '0'],
    [-1234.5, '-1 234,50'],
    [999.999, '1 000'],
    [1.001, '1'],
    ['1234567', '1 234 567'],
    [' 2500 ', '2 500'],
    ['1 234', '1 234'],
    ['1234,5', '1 234,50'],
    ['abc', ''],
    ['', ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
    [null, ''],
    [undefined, ''],
  ])('%s → %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });

  it('separates thousands with a normal space', () => {
    expect(formatAmount(1234567)).not.toMatch(/[\u00a0\u202f]/);
  });
});

describe('isMissing', () => {
  it.each([
    [0, true],
    ['0', true],
    [' 0 ', true],
    ['', true],
    ['   ', true],
    [null, true],
    [undefined, true],
    [Number.NaN, true],
    [[], true],
    [1, false],
    [-1, false],
    ['00', false],
    ['0.0', false],
    ['a', false],
    [false, false],
    [{}, false],
    [['x'], false],
  ])('%j missing: %s', (value, expected) => {
    expect(isMissing(value)).toBe(expected);
  });
});

describe('formatDate and formatDateTime', () => {
  it.each([
    ['2026-01-06T09:05:07Z', '2026-01-06', '2026-01-06 10:05'],
    ['2026-07-01T22:30:00Z', '2026-07-02', '2026-07-02 00:30'],
    ['2026-03-29T00:59:00Z', '2026-03-29', '2026-03-29 01:59'],
    ['2026-03-29T01:00:00Z', '2026-03-29', '2026-03-29 03:00'],
    ['2026-12-31', '2026-12-31', '2026-12-31 00:00'],
    ['not a date', '', ''],
    ['', '', ''],
    [null, '', ''],
  ])('%s → %s / %s', (value, date, dateTime) => {
    expect(formatDate(value)).toBe(date);
    expect(formatDateTime(value)).toBe(dateTime);
  });
});
