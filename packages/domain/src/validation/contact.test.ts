import { describe, expect, it } from 'vitest';
import {
  emailFormatRefusal,
  isValidEmail,
  isValidPhone,
  validateCandidate,
  validateReferencePerson,
} from './contact';

describe('isValidEmail', () => {
  it.each([
    ['plain', 'anna@example.se', true],
    ['dots, plus and apostrophe', "anna.o'brien+hr@mail.example.se", true],
    ['Swedish letters', 'åsa@företag.se', true],
    ['subdomain and digits', 'x1@a-b.c2.example', true],
    ['the review’s "str"', 'str', false],
    ['no domain', 'anna@', false],
    ['no local part', '@example.se', false],
    ['domain without a dot', 'anna@localhost', false],
    ['two @', 'anna@b@example.se', false],
    ['space', 'anna andersson@example.se', false],
    ['a list of two', 'a@example.se,b@example.se', false],
    ['a display name', 'Anna <anna@example.se>', false],
    ['empty domain label', 'anna@example..se', false],
    ['domain ends with a dot', 'anna@example.', false],
    ['local part ends with a dot', 'anna.@example.se', false],
    ['two dots in the local part', 'an..na@example.se', false],
    ['255 characters', `${'a'.repeat(244)}@example.se`, false],
    ['empty', '', false],
    ['undefined', undefined, false],
  ])('%s: %s → %s', (_name, value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });

  it('refuses a given malformed address with the message; blank is for the missing rule', () => {
    expect(emailFormatRefusal('str')).toBe('Ogiltig e-postadress');
    expect(emailFormatRefusal('  anna@example.se  ')).toBeNull();
    expect(emailFormatRefusal('')).toBeNull();
    expect(emailFormatRefusal(undefined)).toBeNull();
  });
});

describe('isValidPhone', () => {
  it.each([
    ['Swedish mobile', '+46701234567', true],
    ['each listed prefix: +49', '+491512345678', true],
    ['+47', '+4791234567', true],
    ['+45', '+4520123456', true],
    ['+44', '+447911123456', true],
    ['+35 (e.g. Finland +358)', '+358401234567', true],
    ['+421', '+421912345678', true],
    ['+31', '+31612345678', true],
    ['shortest: 9 characters', '+46123456', true],
    ['longest: 17 characters', '+4612345678901234', true],
    ['8 characters', '+4612345', false],
    ['18 characters', '+46123456789012345', false],
    ['zero after the prefix (national trunk zero)', '+460701234567', false],
    ['unlisted prefix +1', '+12025550123', false],
    ['unlisted prefix +33', '+33612345678', false],
    ['no plus', '0046701234567', false],
    ['local format', '0701234567', false],
    ['spaces', '+46 70 123 45 67', false],
    ['hyphen', '+46-701234567', false],
    ['letter', '+4670123456a', false],
    ['second plus', '+46+701234567', false],
    ['empty', '', false],
    ['undefined', undefined, false],
  ])('%s: %s → %s', (_name, value, expected) => {
    expect(isValidPhone(value)).toBe(expected);
  });
});

describe('validateCandidate', () => {
  const valid = { name: 'Anna Andersson', email: 'anna@example.se', phone: '+46701234567' };

  it.each([
    ['valid', valid, null],
    ['name missing', { ...valid, name: '' }, 'Namn saknas'],
    ['name of spaces', { ...valid, name: '   ' }, 'Namn saknas'],
    ["name '0'", { ...valid, name: '0' }, 'Namn saknas'],
    ['email missing', { ...valid, email: undefined }, 'Email saknas'],
    ['email malformed', { ...valid, email: 'str' }, 'Ogiltig e-postadress'],
    ['email malformed reported before phone', { ...valid, email: 'str', phone: '' }, 'Ogiltig e-postadress'],
    ['phone missing', { ...valid, phone: '' }, 'Telefonnummer ogiltigt'],
    ['phone null', { ...valid, phone: null }, 'Telefonnummer ogiltigt'],
    ['name reported before email', { name: '', email: '', phone: '' }, 'Namn saknas'],
    ['email reported before phone', { ...valid, email: '', phone: '' }, 'Email saknas'],
    ['no candidate at all', undefined, 'Namn saknas'],
  ])('%s', (_name, candidate, expected) => {
    expect(validateCandidate(candidate)).toBe(expected);
  });
});

describe('validateReferencePerson', () => {
  const valid = {
    name: 'Bo Berg',
    relationship: 'Chef',
    email: 'bo@example.se',
    phone: '+46701234567',
  };

  it.each([
    ['valid', valid, null],
    ['name missing', { ...valid, name: '' }, 'Namn saknas'],
    ['relationship missing', { ...valid, relationship: '' }, 'Relation saknas'],
    ['email missing', { ...valid, email: '' }, 'Email saknas'],
    ['email malformed', { ...valid, email: 'bo@' }, 'Ogiltig e-postadress'],
    ['phone missing', { ...valid, phone: '' }, 'Telefonnummer ogiltigt'],
    ['phone malformed', { ...valid, phone: '0701234567' }, 'Telefonnummer ogiltigt'],
    ['all missing reports name first', {}, 'Namn saknas'],
    ['relationship reported before email', { ...valid, relationship: '0', email: '' }, 'Relation saknas'],
    ['email reported before phone', { ...valid, email: '', phone: 'x' }, 'Email saknas'],
  ])('%s', (_name, reference, expected) => {
    expect(validateReferencePerson(reference)).toBe(expected);
  });
});
