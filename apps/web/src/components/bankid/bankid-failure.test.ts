import { BANKID_ERROR_FALLBACK, BANKID_ERROR_MESSAGES, CONSENT_MESSAGES } from '@granska/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { bankIdFailureOf } from './bankid-failure';

const answered = (httpStatus: number, message: string, extra: Record<string, unknown> = {}) =>
  new ApiError(BANKID_ERROR_FALLBACK, {
    httpStatus,
    serverMessage: message,
    envelope: { status: 'BAD_REQUEST', message, result: [], ...extra },
  });

describe('a failed BankID call, as the consent page reads it', () => {
  it.each([
    [
      'an open order',
      answered(409, BANKID_ERROR_MESSAGES['70021'], { bankIdCode: '70021' }),
      { kind: 'alreadyOpen' },
    ],
    [
      'an answer that no longer fits, whatever the message',
      answered(409, CONSENT_MESSAGES.notPossible, { bankIdCode: '70022' }),
      { kind: 'alreadyAnswered' },
    ],
    [
      'an order that ended unsigned',
      answered(400, 'Åtgärden avbröts.', { bankIdCode: '70203', hintCode: 'userCancel' }),
      { kind: 'orderEnded', hintCode: 'userCancel' },
    ],
    [
      'a signature by someone else',
      answered(400, CONSENT_MESSAGES.wrongPerson, { bankIdCode: '70203', hintCode: null }),
      { kind: 'consentRule', rule: 'wrongPerson' },
    ],
    ['an unknown link', answered(404, CONSENT_MESSAGES.notFound), { kind: 'consentRule', rule: 'notFound' }],
    ['BankID out of reach', answered(502, BANKID_ERROR_FALLBACK, { bankIdCode: 'other' }), { kind: 'other' }],
    ['a server error', answered(500, 'Ett internt fel uppstod. Försök igen senare'), { kind: 'other' }],
    ['no answer at all', new ApiError(BANKID_ERROR_FALLBACK), { kind: 'unreachable' }],
  ])('%s', (_name, error, expected) => {
    expect(bankIdFailureOf(error)).toEqual(expected);
  });
});
