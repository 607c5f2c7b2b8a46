import type { JobWithMetadata, PgBoss } from 'pg-boss';
import type { DatabaseConnection } from '../db/database';
import { jobOptions, newPgBoss, retryDelayMs } from './job-queue';
import { hasPendingJob, makeLastAttempt } from './scheduler.repository';

export { retryDelayMs } from './job-queue';

export interface JobContext {
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** True when a failure now gives the job up (recurring jobs never give up). */
  isLastAttempt: boolean;
  /** The earliest the next attempt runs if this one fails and is not the last. */
  retryInMs: number;
}

/**
 * A kind of scheduled work. Handlers run at least once per job and may run twice (a process can die
 * after the work and before recording it), so they must be idempotent. How often a job is tried is
 * decided where it is queued (`enqueueJob`'s `maxAttempts`).
 */
export interface JobHandler {
  kind: string;
  handle(payload: Record<string, unknown>, context: JobContext): Promise<void>;
  /** Recurring: one job of the kind runs every `everyMs`, in one process at a time. */
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
  database: Pick<DatabaseConnection, 'db' | 'driver' | 'jobQueueDb'>;
  handlers: readonly JobHandler[];
  pollIntervalMs: number;
  log: SchedulerLogger;
  /** Jobs fetched per kind and round. Default 10. */
  batchSize?: number;
}

export interface Scheduler {
  /**
   * Queues each recurring kind's next run unless one is waiting, and starts polling, with pg-boss's
   * upkeep (expired claims, old jobs).
   */
  start(): Promise<void>;
  /** Stops polling, waits for the round under way, and stops pg-boss. */
  stop(): Promise<void>;
  /** One round: fetches the due jobs of every kind and runs them; returns how many ran. Tests call it directly. */
  runDueJobs(): Promise<number>;
}

const LAST_ERROR_MAX = 1_000;

const describeError = (error: unknown): string =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, LAST_ERROR_MAX);

type Job = JobWithMetadata<Record<string, unknown>>;

export const createScheduler = (options: SchedulerOptions): Scheduler => {
  const { database, log } = options;
  const handlers = new Map(options.handlers.map((handler) => [handler.kind, handler]));
  if (handlers.size !== options.handlers.length) throw new Error('two job handlers for one kind');
  const batchSize = options.batchSize ?? 10;

  // Made on first use: by start() with pg-boss's upkeep, by runDueJobs() alone (tests) without it.
  let opening: Promise<PgBoss> | undefined;
  const open = (supervise: boolean): Promise<PgBoss> => {
    opening ??= (async () => {
      const boss = newPgBoss(database.jobQueueDb, database.driver, { migrate: false, supervise });
      boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
      await boss.start();
      for (const handler of handlers.values()) {
        // 'stately' keeps one waiting job per key: the one next run of a recurring kind.
        await boss.createQueue(handler.kind, {
          policy: handler.everyMs === undefined ? 'standard' : 'stately',
        });
      }
      return boss;
    })();
    return opening;
  };

  const queueNextRun = (boss: PgBoss, handler: JobHandler, afterMs: number) =>
    boss.send(
      handler.kind,
      {},
      {
        ...jobOptions(1),
        singletonKey: handler.kind,
        startAfter: Math.ceil(afterMs / 1000),
      },
    );

  const runJob = async (boss: PgBoss, handler: JobHandler, job: Job): Promise<void> => {
    const recurring = handler.everyMs !== undefined;
    // The next run is queued before this one works, so a process dying mid-run cannot end the series;
    // the 'stately' queue keeps it to one.
    if (recurring) await queueNextRun(boss, handler, handler.everyMs ?? 0);
    const attempt = job.retryCount + 1;
    const context: JobContext = {
      jobId: job.id,
      attempt,
      maxAttempts: job.retryLimit + 1,
      isLastAttempt: !recurring && job.retryCount >= job.retryLimit,
      retryInMs: retryDelayMs(attempt),
    };
    const claim = { id: job.id, retryCount: job.retryCount };
    try {
      await handler.handle(job.data, context);
    } catch (error) {
      const permanent = error instanceof PermanentJobError;
      // Only ids and the error's class: messages from mail servers and gateways can name the recipient.
      const fields = { jobId: job.id, kind: job.name, attempt, errorName: (error as Error)?.name };
      if (recurring) log.warn(fields, 'recurring job failed; runs again at its next interval');
      else if (permanent || context.isLastAttempt) log.error(fields, 'job failed for good');
      else log.warn({ ...fields, retryInMs: context.retryInMs }, 'job failed; will retry');
      if (permanent) await makeLastAttempt(database.db, claim);
      await boss.fail(job.name, claim, { error: describeError(error) });
      return;
    }
    await boss.complete(job.name, claim);
  };

  const runDueJobs = async (): Promise<number> => {
    const boss = await open(false);
    const claimed = await Promise.all(
      [...handlers.values()].map(async (handler) => ({
        handler,
        jobs: await boss.fetch<Record<string, unknown>>(handler.kind, { batchSize, includeMetadata: true }),
      })),
    );
    await Promise.all(
      claimed.flatMap(({ handler, jobs }) =>
        jobs.map((job) =>
          runJob(boss, handler, job).catch((error: unknown) => {
            // Recording the outcome failed (database gone); the claim runs out and the job runs again.
            log.error({ jobId: job.id, kind: job.name, err: error }, 'could not record job outcome');
          }),
        ),
      ),
    );
    return claimed.reduce((sum, { jobs }) => sum + jobs.length, 0);
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
      const boss = await open(true);
      for (const handler of handlers.values()) {
        // A run under way in another process queues the next one itself; a run queued now beside it
        // would take the place of that next run and come early.
        if (handler.everyMs !== undefined && !(await hasPendingJob(database.db, handler.kind))) {
          await queueNextRun(boss, handler, 0);
        }
      }
      if (!stopped) return;
      stopped = false;
      tick();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      if (opening) await (await opening).stop({ close: false, graceful: true });
    },
  };
};
