import { describe, expect, it } from 'vitest';
import {
  luhnCheckDigit,
  luhnChecksumPasses,
  normalizePersonalNumber,
  validatePersonalNumber,
} from './personal-number';

const INVALID = 'Personnummer ogiltigt';
const NOW = new Date('2025-06-15T12:00:00Z');

// Independent check-digit computation so the table can hold any date.
function withCheckDigit(first12: string): string {
  const digits = first12.slice(2).replace('-', '');
  let sum = 0;
  for (let index = 0; index < 9; index++) {
    const product = Number(digits[index]) * (index % 2 === 0 ? 2 : 1);
    sum += Math.floor(product / 10) + (product % 10);
  }
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

describe('validatePersonalNumber', () => {
  it.each([
    ['the well-known test number', '19121212-1212'],
    ['another valid number', '19811218-9876'],
    ['the first allowed year', withCheckDigit('19000101-123')],
    ['last year relative to now', withCheckDigit('20241231-123')],
    ['February 29 in a leap year', withCheckDigit('19960229-123')],
    ['February 29 in a non-leap year is allowed by the spec', withCheckDigit('19970229-123')],
    ['day 31 in a 31-day month', withCheckDigit('19850131-123')],
  ])('accepts %s', (_name, value) => {
    expect(validatePersonalNumber(value, NOW)).toBeNull();
  });

  it.each([
    ['bad Luhn checksum', '19121212-1213'],
    ['ten-digit form', '121212-1212'],
    ['no hyphen', '191212121212'],
    ['hyphen in the wrong place', '1912121-21212'],
    ['plus instead of hyphen', '19121212+1212'],
    ['letters', '1912121A-1212'],
    ['too long', '19121212-12120'],
    ['year before 1900', withCheckDigit('18991231-123')],
    ['this year', withCheckDigit('20250101-123')],
    ['month 0', withCheckDigit('19850001-123')],
    ['month 13', withCheckDigit('19851301-123')],
    ['day 0', withCheckDigit('19850100-123')],
    ['April 31', withCheckDigit('19850431-123')],
    ['February 30', withCheckDigit('19960230-123')],
    ['empty', ''],
    ['undefined', undefined],
    ['null', null],
  ])('rejects %s', (_name, value) => {
    expect(validatePersonalNumber(value, NOW)).toBe(INVALID);
  });

  it('moves the latest allowed year with now', () => {
    const value = withCheckDigit('20250101-123');
    expect(validatePersonalNumber(value, NOW)).toBe(INVALID);
    expect(validatePersonalNumber(value, new Date('2026-01-01T00:00:00Z'))).toBeNull();
  });

  it('judges the year by the Stockholm date of now', () => {
    const value = withCheckDigit('20250101-123');
    // 23:30 UTC on New Year's Eve is already 2026 in Stockholm.
    expect(validatePersonalNumber(value, new Date('2025-12-31T23:30:00Z'))).toBeNull();
    expect(validatePersonalNumber(value, new Date('2025-12-31T22:30:00Z'))).toBe(INVALID);
  });

  it('defaults now to the current date', () => {
    expect(validatePersonalNumber('19121212-1212')).toBeNull();
    const thisYear = new Date().getFullYear();
    expect(validatePersonalNumber(withCheckDigit(`${thisYear + 1}0101-123`))).toBe(INVALID);
  });
});

describe('luhnChecksumPasses', () => {
  it.each([
    ['1212121212', true],
    ['1212121213', false],
    ['8112189876', true],
    ['', false],
  ])('%s → %s', (digits, expected) => {
    expect(luhnChecksumPasses(digits)).toBe(expected);
  });
});

describe('normalizePersonalNumber: what people type, in the 13-character form', () => {
  const now = new Date('2026-11-26T12:00:00Z');

  it.each([
    ['199001012385', '19900101-2385'],
    ['19900101 2385', '19900101-2385'],
    ['19900101-2385', '19900101-2385'],
    ['  19900101-2385 ', '19900101-2385'],
    ['9001012385', '19900101-2385'],
    ['900101-2385', '19900101-2385'],
    ['0101012385', '20010101-2385'],
    ['261126-2385', '20261126-2385'],
    ['261127-2385', '19261127-2385'],
    ['900101+2385', '18900101-2385'],
  ])('%s → %s', (typed, expected) => {
    expect(normalizePersonalNumber(typed, now)).toBe(expected);
  });

  it('leaves what it cannot read for the rule to refuse, and the rule stays the spec’s', () => {
    expect(normalizePersonalNumber('19900101-238', now)).toBe('19900101-238');
    expect(normalizePersonalNumber('abc', now)).toBe('abc');
    expect(validatePersonalNumber(normalizePersonalNumber('199001012385', now), now)).toBeNull();
    expect(validatePersonalNumber('199001012385', now)).toBe('Personnummer ogiltigt');
  });
});

describe('luhnCheckDigit', () => {
  it.each([
    ['121212121', 2],
    ['900101123', 9],
    ['850412001', 8],
  ])('completes %s with %i', (nine, digit) => {
    expect(luhnCheckDigit(nine)).toBe(digit);
    expect(luhnChecksumPasses(`${nine}${digit}`)).toBe(true);
  });
});
