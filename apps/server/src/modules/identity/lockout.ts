/** Failed log-ins tolerated before the first temporary lock. */
export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_BASE_MS = 1000;
export const LOCKOUT_MAX_MS = 15 * 60 * 1000;
/** This long without a failure, counted from the end of the last lock, forgets the failures. */
export const LOCKOUT_RESET_MS = 15 * 60 * 1000;

export interface LockoutRecord {
  /** Consecutive failed log-ins. */
  failures: number;
  /** Epoch ms of the last failure. */
  lastFailureAt: number | null;
  /** Epoch ms until which log-in is refused. */
  lockedUntil: number | null;
}

export interface LockoutState {
  locked: boolean;
  /** ms until the lock lifts; 0 when not locked. */
  retryAfterMs: number;
  /** Consecutive failures still counting. */
  failures: number;
}

export const emptyLockout = (): LockoutRecord => ({ failures: 0, lastFailureAt: null, lockedUntil: null });

const ms = (now: Date | number) => new Date(now).getTime();

// Counted from the end of the lock: counted from the last failure, the longest lock (15 min) would end
// exactly when the failures are forgotten, and every lock after it would start again at 1 s.
const isQuiet = (record: LockoutRecord, now: number) =>
  record.lastFailureAt === null ||
  now - Math.max(record.lastFailureAt, record.lockedUntil ?? 0) >= LOCKOUT_RESET_MS;

/** Lock length after the nth consecutive failure: 0 below the threshold, then 1 s doubling up to 15 min. */
export const lockDurationMs = (failures: number): number =>
  failures < LOCKOUT_THRESHOLD
    ? 0
    : Math.min(LOCKOUT_BASE_MS * 2 ** Math.min(failures - LOCKOUT_THRESHOLD, 30), LOCKOUT_MAX_MS);

/**
 * Check before verifying a password: while locked, answer TooManyRequestsException without verifying or
 * counting the attempt (a hosted pool ignores attempts during a lock).
 */
export const lockoutState = (record: LockoutRecord, now: Date | number): LockoutState => {
  const at = ms(now);
  if (isQuiet(record, at)) return { locked: false, retryAfterMs: 0, failures: 0 };
  const retryAfterMs = record.lockedUntil === null ? 0 : Math.max(0, record.lockedUntil - at);
  return { locked: retryAfterMs > 0, retryAfterMs, failures: record.failures };
};

export const registerFailure = (record: LockoutRecord, now: Date | number): LockoutRecord => {
  const at = ms(now);
  const failures = (isQuiet(record, at) ? 0 : record.failures) + 1;
  const duration = lockDurationMs(failures);
  return { failures, lastFailureAt: at, lockedUntil: duration > 0 ? at + duration : null };
};

export const registerSuccess = (_record: LockoutRecord): LockoutRecord => emptyLockout();
