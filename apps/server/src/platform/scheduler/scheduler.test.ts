import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteAllJobs, makeJobsDue, storedJob, storedJobs } from '../testing/scheduler-kit';
import { createTestDatabase, type TestDatabase } from '../testing/test-app';
import { newPgBoss } from './job-queue';
import {
  createScheduler,
  type JobContext,
  type JobHandler,
  PermanentJobError,
  retryDelayMs,
  type Scheduler,
  type SchedulerLogger,
  type SchedulerOptions,
} from './scheduler';
import { enqueueJob, listFailedJobs } from './scheduler.repository';

const quiet: SchedulerLogger = { info: () => {}, warn: () => {}, error: () => {} };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

let started: Scheduler[] = [];
const scheduler = (options: Partial<SchedulerOptions> & Pick<SchedulerOptions, 'handlers'>) => {
  const made = createScheduler({ database, pollIntervalMs: 1_000, log: quiet, ...options });
  started.push(made);
  return made;
};
beforeEach(() => deleteAllJobs(database.db));
afterEach(async () => {
  await Promise.all(started.map((made) => made.stop()));
  started = [];
});

const recording = (kind: string, behaviour: (context: JobContext) => Promise<void> = async () => {}) => {
  const calls: { payload: Record<string, unknown>; context: JobContext }[] = [];
  const handler: JobHandler = {
    kind,
    handle: async (payload, context) => {
      calls.push({ payload, context });
      await behaviour(context);
    },
  };
  return { calls, handler };
};

describe('retryDelayMs', () => {
  it('doubles from 5 seconds and stops at an hour', () => {
    expect(retryDelayMs(1)).toBe(5_000);
    expect(retryDelayMs(2)).toBe(10_000);
    expect(retryDelayMs(4)).toBe(40_000);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });
});

describe('the scheduler on pg-boss', () => {
  it('runs a due job once with its payload and marks it done', async () => {
    const { calls, handler } = recording('test.once');
    const jobs = scheduler({ handlers: [handler] });
    const { id } = await enqueueJob(database.db, { kind: 'test.once', payload: { n: 1 } });

    expect(await jobs.runDueJobs()).toBe(1);
    expect(await jobs.runDueJobs()).toBe(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.payload).toEqual({ n: 1 });
    expect(calls[0]?.context).toMatchObject({ jobId: id, attempt: 1, maxAttempts: 10, isLastAttempt: false });
    expect((await storedJob(database.db, id))?.state).toBe('completed');
  });

  it('leaves jobs delayed by months and kinds it has no handler for', async () => {
    const { calls, handler } = recording('test.later');
    const jobs = scheduler({ handlers: [handler] });
    const inFourMonths = new Date(Date.now() + 120 * 86_400_000);
    const later = await enqueueJob(database.db, { kind: 'test.later', runAt: inFourMonths });
    const other = await enqueueJob(database.db, { kind: 'test.unknown' });

    expect(await jobs.runDueJobs()).toBe(0);
    expect(calls).toHaveLength(0);
    expect(await storedJob(database.db, later.id)).toMatchObject({
      state: 'created',
      startAfter: inFourMonths,
    });
    expect((await storedJob(database.db, other.id))?.state).toBe('created');

    await makeJobsDue(database.db, 'test.later');
    expect(await jobs.runDueJobs()).toBe(1);
  });

  it('queues nothing when the transaction that enqueued rolls back', async () => {
    const { calls, handler } = recording('test.rolled-back');
    const jobs = scheduler({ handlers: [handler] });
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'test.rolled-back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    expect(await jobs.runDueJobs()).toBe(0);
    expect(calls).toHaveLength(0);
    expect(await storedJobs(database.db, 'test.rolled-back')).toEqual([]);
  });

  it('retries a failing job later with back-off, keeping the error, and then succeeds', async () => {
    let fail = true;
    const { calls, handler } = recording('test.flaky', async () => {
      if (fail) throw new Error('upstream down');
    });
    const jobs = scheduler({ handlers: [handler] });
    const { id } = await enqueueJob(database.db, { kind: 'test.flaky' });

    const before = Date.now();
    await jobs.runDueJobs();
    const after = Date.now();
    const failed = await storedJob(database.db, id);
    expect(failed).toMatchObject({ state: 'retry', error: 'Error: upstream down' });
    // pg-boss waits 5–10 s after the first failure (jitter), which happened between `before` and `after`;
    // the bounds hold however slowly the machine ran the attempt (1 s slack for the clocks).
    const startAfter = failed?.startAfter.getTime() ?? 0;
    expect(startAfter - before).toBeGreaterThanOrEqual(5_000 - 1_000);
    expect(startAfter - after).toBeLessThanOrEqual(10_000 + 1_000);
    expect(await jobs.runDueJobs()).toBe(0);

    fail = false;
    await makeJobsDue(database.db);
    await jobs.runDueJobs();
    expect(calls.map((call) => call.context.attempt)).toEqual([1, 2]);
    expect((await storedJob(database.db, id))?.state).toBe('completed');
  });

  it('gives a job up after its last attempt, telling the handler which attempt is the last', async () => {
    const seen: boolean[] = [];
    const handler: JobHandler = {
      kind: 'test.doomed',
      handle: async (_payload, context) => {
        seen.push(context.isLastAttempt);
        throw new Error('still down');
      },
    };
    const jobs = scheduler({ handlers: [handler] });
    const { id } = await enqueueJob(database.db, { kind: 'test.doomed', maxAttempts: 2 });
    await jobs.runDueJobs();
    await makeJobsDue(database.db);
    await jobs.runDueJobs();
    await makeJobsDue(database.db);
    expect(await jobs.runDueJobs()).toBe(0);

    expect(seen).toEqual([false, true]);
    expect(await storedJob(database.db, id)).toMatchObject({ state: 'failed', error: 'Error: still down' });
    const { items } = await listFailedJobs(database.db, { page: 1, size: 10 });
    expect(items).toEqual([
      expect.objectContaining({ id, kind: 'test.doomed', error: 'Error: still down', attempts: 2 }),
    ]);
    expect(items[0]?.failedAt).toBeInstanceOf(Date);
  });

  it('fails a job at once on a PermanentJobError', async () => {
    const { handler } = recording('test.permanent', async () => {
      throw new PermanentJobError('recipient refused');
    });
    const jobs = scheduler({ handlers: [handler] });
    const { id } = await enqueueJob(database.db, { kind: 'test.permanent' });
    await jobs.runDueJobs();
    expect(await storedJob(database.db, id)).toMatchObject({
      state: 'failed',
      error: 'PermanentJobError: recipient refused',
    });
  });

  it('keeps one waiting run of a recurring job however many processes start, and queues the next after its interval', async () => {
    const { calls, handler } = recording('test.recurring');
    const recurring = { ...handler, everyMs: 60_000 };
    const first = scheduler({ handlers: [recurring], pollIntervalMs: 60_000 });
    const second = scheduler({ handlers: [recurring], pollIntervalMs: 60_000 });
    await Promise.all([first.start(), second.start()]);
    await Promise.all([first.stop(), second.stop()]);

    expect(calls).toHaveLength(1);
    const runs = await storedJobs(database.db, 'test.recurring');
    expect(runs.map((run) => run.state).sort()).toEqual(['completed', 'created']);
    const next = runs.find((run) => run.state === 'created');
    expect((next?.startAfter.getTime() ?? 0) - Date.now()).toBeGreaterThan(50_000);
  });

  it('runs each job exactly once when two processes fetch at the same time', async () => {
    const runs = new Map<string, number>();
    const handler: JobHandler = {
      kind: 'test.shared',
      handle: async (payload) => {
        const n = String(payload.n);
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    for (let n = 0; n < 40; n += 1) await enqueueJob(database.db, { kind: 'test.shared', payload: { n } });
    const processes = [0, 1].map(() => scheduler({ handlers: [handler], batchSize: 7 }));
    const drain = async (process: Scheduler) => {
      let total = 0;
      for (let ran = await process.runDueJobs(); ran > 0; ran = await process.runDueJobs()) total += ran;
      return total;
    };
    const totals = await Promise.all(processes.map(drain));

    expect(totals.reduce((sum, total) => sum + total, 0)).toBe(40);
    expect(runs.size).toBe(40);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('runs a job again when the worker that claimed it died, and ignores that worker’s late finish', async () => {
    const { id } = await enqueueJob(database.db, { kind: 'test.abandoned' });
    const dead = newPgBoss(database.jobQueueDb, database.driver, { migrate: false, supervise: false });
    await dead.start();
    const [claimed] = await dead.fetch('test.abandoned');
    expect(claimed?.id).toBe(id);
    // Its claim (5 minutes) runs out; pg-boss's upkeep puts the job back.
    await database.db.execute(
      sql`update pgboss.job set started_on = now() - interval '1 hour' where id = ${id}`,
    );
    await dead.supervise('test.abandoned');

    const { calls, handler } = recording('test.abandoned');
    const jobs = scheduler({ handlers: [handler] });
    await makeJobsDue(database.db);
    expect(await jobs.runDueJobs()).toBe(1);
    expect(calls[0]?.context.attempt).toBe(2);

    await dead.fail('test.abandoned', { id, retryCount: 0 }, { error: 'late' });
    expect((await storedJob(database.db, id))?.state).toBe('completed');
    await dead.stop({ close: false, graceful: false });
  });

  it('polls once started and stops cleanly', async () => {
    let resolveRun: () => void = () => {};
    const ran = new Promise<void>((resolve) => {
      resolveRun = resolve;
    });
    const { handler } = recording('test.polled', async () => resolveRun());
    const jobs = scheduler({ handlers: [handler], pollIntervalMs: 50 });
    await jobs.start();
    const { id } = await enqueueJob(database.db, { kind: 'test.polled' });
    await ran;
    await jobs.stop();
    await expect.poll(async () => (await storedJob(database.db, id))?.state).toBe('completed');
  });

  it('refuses two handlers for one kind', () => {
    const { handler } = recording('test.twice');
    expect(() => scheduler({ handlers: [handler, handler] })).toThrow(/two job handlers/);
  });
});
