import { describe, expect, it } from 'vitest';
import { Flag, IsoTimestamp, Setting } from './common';

describe('IsoTimestamp', () => {
  it.each([
    ['2026-01-06T09:05:07Z', true],
    ['2026-01-06T09:05:07.123+01:00', true],
    ['2026-01-06', true],
    ['', true],
    ['yesterday', false],
    ['2026-13-45', false],
  ])('%s valid: %s', (value, expected) => {
    expect(IsoTimestamp.safeParse(value).success).toBe(expected);
  });

  it('refuses epoch numbers: the wire carries ISO strings', () => {
    expect(IsoTimestamp.safeParse(1767690307000).success).toBe(false);
  });
});

describe('Flag and Setting', () => {
  it.each([
    [Flag, true, true],
    [Flag, 3, true],
    [Flag, 'yes', false],
    [Setting, false, true],
    [Setting, 'OPTIONAL', true],
    [Setting, 1, false],
  ])('%#: %j valid: %s', (schema, value, expected) => {
    expect(schema.safeParse(value).success).toBe(expected);
  });
});
