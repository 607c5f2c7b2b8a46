import { BankIdAuthResult, type BankIdAuthResultRequest, mainApiErrorMessage } from '@granska/domain';
import { ApiError } from '../../../api/api-error';
import type { MainApi } from '../../../api/main-api';

/**
 * POST /bankid/auth-result: where the BankID order stands (with this second's QR while pending), or the
 * consent once the signed answer took effect.
 */
export const collectBankIdSigning = async (
  api: MainApi,
  body: BankIdAuthResultRequest,
  signal: AbortSignal,
): Promise<BankIdAuthResult> => {
  const errorMessage = mainApiErrorMessage('POST', '/bankid/auth-result');
  const [result] = await api.request({
    method: 'POST',
    path: '/bankid/auth-result',
    body,
    errorMessage,
    schema: BankIdAuthResult.array(),
    signal,
  });
  if (!result) throw new ApiError(errorMessage);
  return result;
};
