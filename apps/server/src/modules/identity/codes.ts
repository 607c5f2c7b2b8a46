import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** SMS log-in codes: a hosted pool's are valid 3 minutes. */
export const SMS_CODE_TTL_MS = 3 * 60 * 1000;
/** Forgotten-password e-mail codes: a hosted pool's are valid 1 hour. */
export const EMAIL_CODE_TTL_MS = 60 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

const CODE_PATTERN = /^\d{6}$/;

export interface StoredCode {
  hash: string;
  /** Epoch ms. */
  expiresAt: number;
  /** Wrong attempts so far. */
  attempts: number;
}

export type CodeCheck = 'ok' | 'mismatch' | 'expired' | 'exhausted';

export interface CodeOptions {
  ttlMs?: number;
  /**
   * A server-side secret: a million possible codes make an unkeyed hash trivial to reverse, so with a
   * key a database dump does not reveal live codes.
   */
  key?: string | Buffer;
}

export const hashCode = (code: string, key?: string | Buffer): string =>
  key === undefined
    ? createHash('sha256').update(code, 'utf8').digest('hex')
    : createHmac('sha256', key).update(code, 'utf8').digest('hex');

/** A fresh 6-digit code; send `code`, store `hash`, `expiresAt` and `attempts: 0`. */
export const newCode = (now: Date | number, { ttlMs = SMS_CODE_TTL_MS, key }: CodeOptions = {}) => {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  return { code, hash: hashCode(code, key), expiresAt: new Date(now).getTime() + ttlMs };
};

/**
 * Checks an attempt. On 'mismatch' store attempts + 1; on 'ok' delete the code (single use). A code is
 * 'exhausted' once `maxAttempts` wrong attempts were made, even if the next one would be right.
 */
export const checkCode = (
  stored: StoredCode,
  attempt: unknown,
  now: Date | number,
  { maxAttempts = CODE_MAX_ATTEMPTS, key }: { maxAttempts?: number; key?: string | Buffer } = {},
): CodeCheck => {
  if (stored.attempts >= maxAttempts) return 'exhausted';
  if (new Date(now).getTime() >= stored.expiresAt) return 'expired';
  if (typeof attempt !== 'string' || !CODE_PATTERN.test(attempt)) return 'mismatch';
  const expected = Buffer.from(stored.hash, 'hex');
  const given = Buffer.from(hashCode(attempt, key), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given) ? 'ok' : 'mismatch';
};
