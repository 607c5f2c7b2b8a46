import { type BankIdAuthQueuedRequest, BankIdStarted, mainApiErrorMessage } from '@granska/domain';
import { ApiError } from '../../../api/api-error';
import type { MainApi } from '../../../api/main-api';

/** POST /bankid/auth-queued: starts the BankID signature of an answer; the first QR and the same-device link. */
export const startBankIdSigning = async (
  api: MainApi,
  body: BankIdAuthQueuedRequest,
): Promise<BankIdStarted> => {
  const errorMessage = mainApiErrorMessage('POST', '/bankid/auth-queued');
  const [started] = await api.request({
    method: 'POST',
    path: '/bankid/auth-queued',
    body,
    errorMessage,
    schema: BankIdStarted.array(),
  });
  if (!started) throw new ApiError(errorMessage);
  return started;
};
