import { describe, expect, it } from 'vitest';
import { CODE_MAX_ATTEMPTS, checkCode, EMAIL_CODE_TTL_MS, hashCode, newCode, SMS_CODE_TTL_MS } from './codes';

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
});
