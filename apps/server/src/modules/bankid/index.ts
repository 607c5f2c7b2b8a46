// What other modules use of bankid (docs/decisions/module-boundaries.md).
export type { BankIdCompletion, BankIdService } from './bankid.service';
export { BankIdError } from './bankid-client';
