import { describe, expect, it } from 'vitest';
import {
  CODE_MAX_ATTEMPTS,
  checkCode,
  EMAIL_CODE_TTL_MS,
  hashCode,
  newCode,
  nextCodeWindow,
  PASSWORD_RESET_WINDOW,
  SMS_CODE_TTL_MS,
} from './codes';

const NOW = Date.UTC(2026, 0, 6, 9, 0, 0);

describe('one-time codes', () => {
  it('are six digits, stored hashed, with an expiry', () => {
    const { code, hash, expiresAt } = newCode(NOW);
    expect(code).toMatch(/^\d{6}$/);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(code);
    expect(expiresAt).toBe(NOW + SMS_CODE_TTL_MS);
    expect(newCode(new Date(NOW), { ttlMs: EMAIL_CODE_TTL_MS }).expiresAt).toBe(NOW + EMAIL_CODE_TTL_MS);
  });

  it('keep leading zeros and vary', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newCode(NOW).code));
    expect(codes.size).toBeGreaterThan(190);
    for (const code of codes) expect(code).toHaveLength(6);
  });

  it('accept the right code until expiry', () => {
    const { code, hash, expiresAt } = newCode(NOW);
    const stored = { hash, expiresAt, attempts: 0 };
    expect(checkCode(stored, code, NOW)).toBe('ok');
    expect(checkCode(stored, code, expiresAt - 1)).toBe('ok');
    expect(checkCode(stored, code, expiresAt)).toBe('expired');
    expect(checkCode(stored, code, new Date(expiresAt + 1))).toBe('expired');
  });

  it('report a mismatch for a wrong or malformed attempt', () => {
    const { code, hash, expiresAt } = newCode(NOW);
    const stored = { hash, expiresAt, attempts: 0 };
    const wrong = code === '000000' ? '000001' : '000000';
    expect(checkCode(stored, wrong, NOW)).toBe('mismatch');
    expect(checkCode(stored, ` ${code}`, NOW)).toBe('mismatch');
    expect(checkCode(stored, `${code}0`, NOW)).toBe('mismatch');
    expect(checkCode(stored, Number(code), NOW)).toBe('mismatch');
    expect(checkCode(stored, null, NOW)).toBe('mismatch');
  });

  it('are exhausted after the maximum number of wrong attempts, even for the right code', () => {
    const { code, hash, expiresAt } = newCode(NOW);
    expect(checkCode({ hash, expiresAt, attempts: CODE_MAX_ATTEMPTS - 1 }, code, NOW)).toBe('ok');
    expect(checkCode({ hash, expiresAt, attempts: CODE_MAX_ATTEMPTS }, code, NOW)).toBe('exhausted');
    expect(checkCode({ hash, expiresAt, attempts: CODE_MAX_ATTEMPTS }, code, expiresAt + 1)).toBe(
      'exhausted',
    );
    expect(checkCode({ hash, expiresAt, attempts: 2 }, code, NOW, { maxAttempts: 2 })).toBe('exhausted');
  });

  it('can be keyed with a server secret', () => {
    const { code, hash, expiresAt } = newCode(NOW, { key: 'pepper' });
    expect(hash).toBe(hashCode(code, 'pepper'));
    expect(hash).not.toBe(hashCode(code));
    const stored = { hash, expiresAt, attempts: 0 };
    expect(checkCode(stored, code, NOW, { key: 'pepper' })).toBe('ok');
    expect(checkCode(stored, code, NOW)).toBe('mismatch');
  });

  it('keep the wrong tries of the window when a new code is sent, and send only a few per window', () => {
    const first = nextCodeWindow(undefined, NOW, PASSWORD_RESET_WINDOW);
    expect(first).toEqual({ windowStartedAt: NOW, sentInWindow: 1, attempts: 0 });
    if (first === 'limited') return;
    const second = nextCodeWindow({ ...first, attempts: 4 }, NOW + 1000, PASSWORD_RESET_WINDOW);
    expect(second).toEqual({ windowStartedAt: NOW, sentInWindow: 2, attempts: 4 });
    expect(nextCodeWindow({ ...first, sentInWindow: 3 }, NOW + 2000, PASSWORD_RESET_WINDOW)).toBe('limited');
    expect(
      nextCodeWindow(
        { ...first, sentInWindow: 3, attempts: 5 },
        NOW + PASSWORD_RESET_WINDOW.windowMs,
        PASSWORD_RESET_WINDOW,
      ),
    ).toEqual({ windowStartedAt: NOW + PASSWORD_RESET_WINDOW.windowMs, sentInWindow: 1, attempts: 0 });
  });
});
