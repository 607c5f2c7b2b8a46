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

/**
 * How many codes of one purpose a user may be sent, and how many wrong tries they get, in one window.
 * A new code does not restart the window, so asking for codes again and again gives no more guesses.
 */
export interface CodeWindowPolicy {
  windowMs: number;
  maxSends: number;
}

/** Reset e-mails: at most 3 an hour, and 5 wrong codes an hour in all. */
export const PASSWORD_RESET_WINDOW: CodeWindowPolicy = { windowMs: 60 * 60 * 1000, maxSends: 3 };
/** Log-in SMS: at most 5 in 15 minutes, and 5 wrong codes in all. */
export const SMS_CODE_WINDOW: CodeWindowPolicy = { windowMs: 15 * 60 * 1000, maxSends: 5 };

export interface CodeWindow {
  /** Epoch ms. */
  windowStartedAt: number;
  sentInWindow: number;
  /** Wrong tries in the window, across the codes sent in it. */
  attempts: number;
}

/** The window after sending one more code, or 'limited' when the window's sends are used up. */
export const nextCodeWindow = (
  current: CodeWindow | undefined,
  now: Date | number,
  policy: CodeWindowPolicy,
): CodeWindow | 'limited' => {
  const at = new Date(now).getTime();
  if (!current || at - current.windowStartedAt >= policy.windowMs) {
    return { windowStartedAt: at, sentInWindow: 1, attempts: 0 };
  }
  if (current.sentInWindow >= policy.maxSends) return 'limited';
  return { ...current, sentInWindow: current.sentInWindow + 1 };
};

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
