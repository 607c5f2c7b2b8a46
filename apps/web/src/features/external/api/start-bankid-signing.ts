import { type BankIdAuthQueuedRequest, type BankIdStarted, bankIdAuthQueuedEndpoint } from '@granska/domain';
import { firstResult, type MainApi } from '../../../api/main-api';

/** POST /bankid/auth-queued: starts the BankID signature of an answer; the first QR and the same-device link. */
export const startBankIdSigning = async (
  api: MainApi,
  body: BankIdAuthQueuedRequest,
): Promise<BankIdStarted> =>
  firstResult(await api.call(bankIdAuthQueuedEndpoint, { body }), bankIdAuthQueuedEndpoint);
