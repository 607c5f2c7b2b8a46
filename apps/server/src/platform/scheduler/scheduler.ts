import type { Database } from '../db/database';
import {
  claimDueJobs,
  ensureKeyedJob,
  markJobDone,
  markJobFailed,
  rescheduleJob,
  retryJobLater,
} from './scheduler.repository';
import type { ScheduledJobRow } from './scheduler.schema';

export interface JobContext {
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** True when a failure now gives the job up (recurring jobs never give up). */
  isLastAttempt: boolean;
  /** Milliseconds until the next attempt if this one fails and is not the last. */
  retryInMs: number;
}

/**
 * A kind of scheduled work. Handlers run at least once per job and may run twice (a process can die
 * after the work and before recording it), so they must be idempotent.
 */
export interface JobHandler {
  kind: string;
  handle(payload: Record<string, unknown>, context: JobContext): Promise<void>;
  /** Default 10. */
  maxAttempts?: number;
  /** Recurring: one row keyed by the kind runs every `everyMs`, in one process at a time. */
  everyMs?: number;
}

/** Thrown by a handler when trying again cannot help (a refused recipient, a malformed payload). */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

export interface SchedulerLogger {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

export interface SchedulerOptions {
  db: Database;
  handlers: readonly JobHandler[];
  pollIntervalMs: number;
  log: SchedulerLogger;
  /** How long a claim holds before another process may take the job over. Default 5 minutes. */
  leaseMs?: number;
  /** Jobs claimed per round. Default 10. */
  batchSize?: number;
}

export interface Scheduler {
  /** Ensures the recurring jobs exist and starts polling. */
  start(): Promise<void>;
  /** Stops polling and waits for the round under way. */
  stop(): Promise<void>;
  /** One round: claims the due jobs and runs them; returns how many ran. Tests call it directly. */
  runDueJobs(): Promise<number>;
}

const DEFAULT_MAX_ATTEMPTS = 10;
const RETRY_BASE_MS = 5_000;
const RETRY_CAP_MS = 60 * 60_000;
const LAST_ERROR_MAX = 1_000;

/** Exponential back-off with jitter: about 5 s, 10 s, 20 s … capped at an hour. */
export const retryDelayMs = (attempt: number, random: () => number = Math.random): number => {
  const exponential = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
};

const describeError = (error: unknown): string =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, LAST_ERROR_MAX);

export const createScheduler = (options: SchedulerOptions): Scheduler => {
  const { db, log } = options;
  const handlers = new Map(options.handlers.map((handler) => [handler.kind, handler]));
  if (handlers.size !== options.handlers.length) throw new Error('two job handlers for one kind');
  const kinds = [...handlers.keys()];
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 10;

  const runJob = async (job: ScheduledJobRow): Promise<void> => {
    const handler = handlers.get(job.kind);
    if (!handler) return;
    const maxAttempts = handler.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const recurring = handler.everyMs !== undefined;
    const retryInMs = retryDelayMs(job.attempts);
    const context: JobContext = {
      jobId: job.id,
      attempt: job.attempts,
      maxAttempts,
      isLastAttempt: !recurring && job.attempts >= maxAttempts,
      retryInMs,
    };
    try {
      await handler.handle(job.payload, context);
    } catch (error) {
      const permanent = error instanceof PermanentJobError;
      // Only ids and the error's class: messages from mail servers and gateways can name the recipient.
      const fields = {
        jobId: job.id,
        kind: job.kind,
        attempt: job.attempts,
        errorName: (error as Error)?.name,
      };
      if (recurring) {
        log.warn(fields, 'recurring job failed; runs again at its next interval');
        await rescheduleJob(db, job, handler.everyMs ?? 0, describeError(error));
      } else if (permanent || context.isLastAttempt) {
        log.error(fields, 'job failed for good');
        await markJobFailed(db, job, describeError(error));
      } else {
        log.warn({ ...fields, retryInMs }, 'job failed; will retry');
        await retryJobLater(db, job, retryInMs, describeError(error));
      }
      return;
    }
    if (recurring) await rescheduleJob(db, job, handler.everyMs ?? 0, null);
    else await markJobDone(db, job);
  };

  const runDueJobs = async (): Promise<number> => {
    const jobs = await claimDueJobs(db, { kinds, limit: batchSize, leaseMs });
    await Promise.all(
      jobs.map((job) =>
        runJob(job).catch((error: unknown) => {
          // Recording the outcome failed (database gone); the lease runs out and the job runs again.
          log.error({ jobId: job.id, kind: job.kind, err: error }, 'could not record job outcome');
        }),
      ),
    );
    return jobs.length;
  };

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  const loop = async (): Promise<void> => {
    let ran = 0;
    try {
      ran = await runDueJobs();
    } catch (error) {
      log.error({ err: error }, 'scheduler round failed');
    }
    if (stopped) return;
    // A full batch means more may be waiting: go again at once instead of after the interval.
    timer = setTimeout(tick, ran >= batchSize ? 0 : options.pollIntervalMs);
  };

  const tick = () => {
    running = loop();
  };

  return {
    runDueJobs,
    start: async () => {
      for (const handler of handlers.values()) {
        if (handler.everyMs !== undefined) await ensureKeyedJob(db, handler.kind, handler.kind);
      }
      if (!stopped) return;
      stopped = false;
      tick();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
};
