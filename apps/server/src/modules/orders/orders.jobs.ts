import type { Database } from '../../platform/db/database';
import type { JobHandler } from '../../platform/scheduler/scheduler';
import { deleteIdempotencyKeysBefore } from './orders.repository';

export const CLEAR_IDEMPOTENCY_KEYS = 'orders.clear-idempotency-keys';

/** How long POST /order's Idempotency-Key answers a repeat with the first order. */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60_000;

/** Deletes idempotency keys older than a day, hourly. Idempotent: a second run finds nothing older. */
export const clearIdempotencyKeysJob = (db: Database, now: () => Date = () => new Date()): JobHandler => ({
  kind: CLEAR_IDEMPOTENCY_KEYS,
  everyMs: 60 * 60_000,
  handle: async () => {
    await deleteIdempotencyKeysBefore(db, new Date(now().getTime() - IDEMPOTENCY_KEY_RETENTION_MS));
  },
});

/** Every job of the orders module, for the scheduler that main.ts starts. */
export const ordersJobs = (db: Database): JobHandler[] => [clearIdempotencyKeysJob(db)];
