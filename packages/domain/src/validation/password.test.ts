import { describe, expect, it } from 'vitest';
import { BUSINESS_LIMITS } from './limits';
import { isValidPassword, isValidSmsCode, validateNewPassword } from './password';

describe('isValidPassword', () => {
  it.each([
    ['letter, digit, special', 'Sommar2024!', true],
    ['Swedish letters count as letters', 'ÅÄÖåäö1@', true],
    ['only Swedish letters as letters', 'åååå111&', true],
    ['exactly 8 characters', 'abcdef1$', true],
    ['7 characters', 'abcde1$', false],
    ['exactly 99 characters', `${'a'.repeat(97)}1?`, true],
    ['100 characters', `${'a'.repeat(98)}1?`, false],
    ['no digit', 'Sommar!!!', false],
    ['no letter', '12345678!', false],
    ['no special', 'Sommar2024', false],
    ['special outside the list', 'Sommar2024#', false],
    ['space', 'Sommar 2024!', false],
    ['other accented letter', 'Sommaré2024!', false],
    ['empty', '', false],
    ['undefined', undefined, false],
  ])('%s', (_name, value, expected) => {
    expect(isValidPassword(value)).toBe(expected);
  });
});

describe('validateNewPassword', () => {
  it.each([
    ['valid and repeated', 'Sommar2024!', 'Sommar2024!', null],
    ['invalid', 'kort', 'kort', { title: 'Ogiltigt lösenord' }],
    ['empty (required)', '', '', { title: 'Ogiltigt lösenord' }],
    ['repeat differs', 'Sommar2024!', 'Sommar2024?', { title: 'Fel', message: 'Lösenorden matchade inte' }],
    ['invalid takes precedence over mismatch', 'kort', 'annat', { title: 'Ogiltigt lösenord' }],
  ])('%s', (_name, password, repeat, expected) => {
    expect(validateNewPassword(password, repeat)).toEqual(expected);
  });
});

describe('isValidSmsCode', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    [' 12345', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (value, expected) => {
    expect(isValidSmsCode(value)).toBe(expected);
  });
});

describe('BUSINESS_LIMITS', () => {
  it('holds the §9 values', () => {
    expect(BUSINESS_LIMITS).toMatchObject({
      PASSWORD_MIN: 8,
      PASSWORD_MAX: 99,
      REFERENCES_MIN: 1,
      REFERENCES_MAX: 10,
      DEFAULT_MIN_REFERENCES: 1,
      DEFAULT_MAX_REFERENCES: 5,
      SLIDER_MIN: 1,
      SLIDER_MAX: 10,
      SMS_CODE_LENGTH: 6,
      SUCCESS_AUTO_CLOSE_MS: 1500,
      PAGE_SIZE: 10,
      MAX_PAGE_LINKS: 9,
      CREATED_JOBS_DAYS: 14,
    });
  });
});
