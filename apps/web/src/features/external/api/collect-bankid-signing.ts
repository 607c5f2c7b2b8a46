import {
  type BankIdAuthResult,
  type BankIdAuthResultRequest,
  bankIdAuthResultEndpoint,
} from '@granska/domain';
import { firstResult, type MainApi } from '../../../api/main-api';

/**
 * POST /bankid/auth-result: where the BankID order stands (with this second's QR while pending), or the
 * consent once the signed answer took effect.
 */
export const collectBankIdSigning = async (
  api: MainApi,
  body: BankIdAuthResultRequest,
  signal: AbortSignal,
): Promise<BankIdAuthResult> =>
  firstResult(await api.call(bankIdAuthResultEndpoint, { body, signal }), bankIdAuthResultEndpoint);
