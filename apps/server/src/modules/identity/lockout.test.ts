import { describe, expect, it } from 'vitest';
import {
  emptyLockout,
  LOCKOUT_MAX_MS,
  type LockoutRecord,
  lockDurationMs,
  lockoutState,
  registerFailure,
  registerSuccess,
} from './lockout';

const T0 = Date.UTC(2026, 0, 6, 9, 0, 0);
const MINUTE = 60_000;

const failTimes = (count: number, start = T0, record: LockoutRecord = emptyLockout()) => {
  let current = record;
  let at = start;
  for (let i = 0; i < count; i++) {
    current = registerFailure(current, at);
    at = Math.max(at + 1, current.lockedUntil ?? 0);
  }
  return { record: current, at };
};

describe('lockout', () => {
  it('allows four failures without a lock', () => {
    const { record } = failTimes(4);
    expect(record.failures).toBe(4);
    expect(lockoutState(record, T0 + 4)).toEqual({ locked: false, retryAfterMs: 0, failures: 4 });
  });

  it('locks for 1 s after the fifth failure', () => {
    const { record } = failTimes(5);
    const lastFailure = record.lastFailureAt ?? 0;
    expect(lockoutState(record, lastFailure)).toEqual({ locked: true, retryAfterMs: 1000, failures: 5 });
    expect(lockoutState(record, lastFailure + 999).locked).toBe(true);
    expect(lockoutState(record, lastFailure + 1000).locked).toBe(false);
  });

  it('doubles with each further failure up to 15 minutes', () => {
    expect([4, 5, 6, 7, 8, 14].map(lockDurationMs)).toEqual([0, 1000, 2000, 4000, 8000, 512_000]);
    expect(lockDurationMs(15)).toBe(LOCKOUT_MAX_MS);
    expect(lockDurationMs(100)).toBe(LOCKOUT_MAX_MS);
    const { record } = failTimes(8);
    expect((record.lockedUntil ?? 0) - (record.lastFailureAt ?? 0)).toBe(8000);
  });

  it('forgets failures 15 quiet minutes after the lock ended', () => {
    const { record } = failTimes(7);
    const quietFrom = record.lockedUntil ?? 0;
    expect(lockoutState(record, quietFrom + 15 * MINUTE - 1).failures).toBe(7);
    expect(lockoutState(record, quietFrom + 15 * MINUTE)).toEqual({
      locked: false,
      retryAfterMs: 0,
      failures: 0,
    });
    expect(registerFailure(record, quietFrom + 15 * MINUTE)).toEqual({
      failures: 1,
      lastFailureAt: quietFrom + 15 * MINUTE,
      lockedUntil: null,
    });
  });

  it('keeps counting when the longest lock ends, so the next failure locks for the longest again', () => {
    const { record } = failTimes(15);
    const lockEnd = record.lockedUntil ?? 0;
    expect(lockEnd - (record.lastFailureAt ?? 0)).toBe(LOCKOUT_MAX_MS);
    expect(lockoutState(record, lockEnd)).toEqual({ locked: false, retryAfterMs: 0, failures: 15 });
    const next = registerFailure(record, lockEnd);
    expect(next.failures).toBe(16);
    expect((next.lockedUntil ?? 0) - lockEnd).toBe(LOCKOUT_MAX_MS);
  });

  it('resets on success', () => {
    const { record } = failTimes(6);
    expect(registerSuccess(record)).toEqual(emptyLockout());
    expect(lockoutState(registerSuccess(record), T0)).toEqual({
      locked: false,
      retryAfterMs: 0,
      failures: 0,
    });
  });

  it('treats an empty record as unlocked', () => {
    expect(lockoutState(emptyLockout(), T0)).toEqual({ locked: false, retryAfterMs: 0, failures: 0 });
    expect(lockoutState(emptyLockout(), new Date(T0))).toEqual({
      locked: false,
      retryAfterMs: 0,
      failures: 0,
    });
  });
});
