import { BANKID_CALL_CODES, BankIdErrorDetails, CONSENT_MESSAGES } from '@granska/domain';
import { ApiError } from '../../api/api-error';

export type ConsentRule = keyof typeof CONSENT_MESSAGES;

/**
 * Why a BankID call failed, as the page acts on it (spec §8, consent.ts): 70021 an order is already
 * open for the consent (start anew with `restart`); 70022 the answer cannot be given now (show the
 * consent as it stands); 70203 the order ended unsigned (BankID's message for `hintCode`); a consent
 * rule the server names (wrong person, unknown link, …); no answer at all (worth another poll);
 * anything else 'Anslutningen till BankID misslyckades'.
 */
export type BankIdFailure =
  | { kind: 'alreadyOpen' }
  | { kind: 'alreadyAnswered' }
  | { kind: 'orderEnded'; hintCode: string | null }
  | { kind: 'consentRule'; rule: ConsentRule }
  | { kind: 'unreachable' }
  | { kind: 'other' };

const consentRuleOf = (serverMessage: string | undefined): ConsentRule | undefined =>
  (Object.keys(CONSENT_MESSAGES) as ConsentRule[]).find((rule) => CONSENT_MESSAGES[rule] === serverMessage);

export const bankIdFailureOf = (error: unknown): BankIdFailure => {
  if (!(error instanceof ApiError)) return { kind: 'other' };
  if (error.httpStatus === undefined) return { kind: 'unreachable' };
  const rule = consentRuleOf(error.serverMessage);
  const details = BankIdErrorDetails.safeParse(error.envelope);
  const { bankIdCode, hintCode } = details.success ? details.data : { bankIdCode: undefined, hintCode: null };
  switch (bankIdCode) {
    case BANKID_CALL_CODES.sessionOpen:
      return { kind: 'alreadyOpen' };
    case BANKID_CALL_CODES.alreadyAnswered:
      return { kind: 'alreadyAnswered' };
    case BANKID_CALL_CODES.signatureFailed:
      // Signed by someone else: the server says so, rather than BankID's "try again".
      return rule ? { kind: 'consentRule', rule } : { kind: 'orderEnded', hintCode: hintCode ?? null };
    case undefined:
      return rule ? { kind: 'consentRule', rule } : { kind: 'other' };
    default:
      return { kind: 'other' };
  }
};
