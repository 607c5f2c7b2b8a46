// What other modules use of bankid (docs/decisions/module-boundaries.md).
export type { BankIdCompletion, BankIdService } from './bankid.service';
export {
  bankIdConflict,
  bankIdSignatureFailed,
  bankIdUnavailable,
  type CollectedStep,
  callBankId,
  collectOrderStep,
  endUserIpOf,
  isForgottenByBankId,
  startClaimedSigning,
} from './bankid-call-errors';
export { BankIdError } from './bankid-client';
