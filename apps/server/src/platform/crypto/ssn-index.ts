import type { FieldCrypto } from './field-crypto';

/**
 * Blind-index purpose of a personal number (look-ups by personal number without decrypting). The jobs
 * and the SÄK register share it, so one person's number indexes the same in both.
 */
export const SSN_INDEX_PURPOSE = 'bk_jobs.ssn';

/** The personal number's blind index. */
export const ssnIndex = (crypto: FieldCrypto, ssn: string): string =>
  crypto.blindIndex(SSN_INDEX_PURPOSE, ssn);
