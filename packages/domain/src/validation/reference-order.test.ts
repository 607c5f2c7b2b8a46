import { describe, expect, it } from 'vitest';
import { normalizePolicyUrl, validateReferenceOrder, validateSettings } from './reference-order';

const validOrder = {
  company: 'Exempel AB',
  position: 'Ekonomichef',
  minReferences: 1,
  maxReferences: 5,
  surveyId: 'survey-1',
  customerRecipients: ['chef@example.se'],
  candidateInfo: { name: 'Anna Andersson', email: 'anna@example.se', phone: '+46701234567' },
};

describe('validateReferenceOrder', () => {
  it.each([
    ['valid', {}, null],
    ['company missing', { company: '' }, 'Bolagsnamn saknas'],
    ['position (the service) missing', { position: undefined }, 'Tjänst saknas'],
    ['min 0 (zero counts as missing)', { minReferences: 0 }, 'Min antal referenser ogiltigt'],
    ['min negative', { minReferences: -1 }, 'Min antal referenser ogiltigt'],
    ['min absent', { minReferences: undefined }, 'Min antal referenser ogiltigt'],
    ['max 11', { maxReferences: 11 }, 'Max antal referenser ogiltigt'],
    ['max absent', { maxReferences: null }, 'Max antal referenser ogiltigt'],
    ['max 10 is allowed', { minReferences: 10, maxReferences: 10 }, null],
    ['min equal to max', { minReferences: 3, maxReferences: 3 }, null],
    ['min greater than max', { minReferences: 4, maxReferences: 3 }, 'Min/max antal referenser ogiltigt'],
    ['survey missing', { surveyId: '' }, 'Frågebatteri saknas'],
    ['recipients empty', { customerRecipients: [] }, 'Mottagare saknas'],
    ['recipients absent', { customerRecipients: undefined }, 'Mottagare saknas'],
    ['candidate name missing', { candidateInfo: { ...validOrder.candidateInfo, name: '' } }, 'Namn saknas'],
    [
      'candidate phone missing',
      { candidateInfo: { ...validOrder.candidateInfo, phone: '' } },
      'Telefonnummer ogiltigt',
    ],
    ['candidate absent', { candidateInfo: undefined }, 'Namn saknas'],
    ['company reported before position', { company: '', position: '' }, 'Bolagsnamn saknas'],
    ['counts reported before survey', { maxReferences: 20, surveyId: '' }, 'Max antal referenser ogiltigt'],
    ['survey reported before recipients', { surveyId: '0', customerRecipients: [] }, 'Frågebatteri saknas'],
    [
      'recipients reported before candidate',
      { customerRecipients: [], candidateInfo: undefined },
      'Mottagare saknas',
    ],
  ])('%s', (_name, change, expected) => {
    expect(validateReferenceOrder({ ...validOrder, ...change })).toBe(expected);
  });
});

describe('validateSettings', () => {
  const valid = {
    defaultMinReferences: 1,
    defaultMaxReferences: 5,
    bankIdVerification: true,
    noVerification: false,
  };

  it.each([
    ['valid with BankID', {}, null],
    ['valid with no verification only', { bankIdVerification: false, noVerification: true }, null],
    ['min 0', { defaultMinReferences: 0 }, 'Min antal referenser ogiltigt'],
    ['max 11', { defaultMaxReferences: 11 }, 'Max antal referenser ogiltigt'],
    ['min greater than max', { defaultMinReferences: 6 }, 'Min/max antal referenser ogiltigt'],
    [
      'neither verification method',
      { bankIdVerification: false, noVerification: false },
      'Välj minst en verifieringsmetod',
    ],
    [
      'verification flags absent',
      { bankIdVerification: undefined, noVerification: undefined },
      'Välj minst en verifieringsmetod',
    ],
    [
      'count rules come first',
      { defaultMinReferences: 0, bankIdVerification: false },
      'Min antal referenser ogiltigt',
    ],
  ])('%s', (_name, change, expected) => {
    expect(validateSettings({ ...valid, ...change })).toBe(expected);
  });
});

describe('normalizePolicyUrl', () => {
  it.each([
    ['example.se/policy', 'https://example.se/policy'],
    ['www.example.se', 'https://www.example.se'],
    ['https://example.se', 'https://example.se'],
    ['http://example.se', 'http://example.se'],
    ['HTTPS://EXAMPLE.SE', 'HTTPS://EXAMPLE.SE'],
    ['  example.se  ', 'https://example.se'],
    ['', ''],
    [undefined, ''],
  ])('%s → %s', (value, expected) => {
    expect(normalizePolicyUrl(value)).toBe(expected);
  });
});
