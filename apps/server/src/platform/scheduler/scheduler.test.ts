import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-app';
import {
  createScheduler,
  type JobContext,
  type JobHandler,
  PermanentJobError,
  retryDelayMs,
  type SchedulerLogger,
} from './scheduler';
import { claimDueJobs, findJob, insertJob, markJobDone } from './scheduler.repository';
import { scheduledJobs } from './scheduler.schema';

const quiet: SchedulerLogger = { info: () => {}, warn: () => {}, error: () => {} };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());
beforeEach(async () => {
  await database.db.delete(scheduledJobs);
});

const makeDue = (id: string) =>
  database.db
    .update(scheduledJobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(eq(scheduledJobs.id, id));

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
  it('doubles from about 5 seconds and stops at an hour', () => {
    const middle = () => 0.5;
    expect(retryDelayMs(1, middle)).toBe(5_000);
    expect(retryDelayMs(2, middle)).toBe(10_000);
    expect(retryDelayMs(4, middle)).toBe(40_000);
    expect(retryDelayMs(30, middle)).toBe(3_600_000);
    expect(retryDelayMs(1, () => 0)).toBe(4_000);
    expect(retryDelayMs(1, () => 1)).toBe(6_000);
  });
});

describe('the scheduler', () => {
  it('runs a due job once with its payload and marks it done', async () => {
    const { calls, handler } = recording('test.once');
    const scheduler = createScheduler({
      db: database.db,
      handlers: [handler],
      pollIntervalMs: 1_000,
      log: quiet,
    });
    const { id } = await insertJob(database.db, { kind: 'test.once', payload: { n: 1 } });

    expect(await scheduler.runDueJobs()).toBe(1);
    expect(await scheduler.runDueJobs()).toBe(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.payload).toEqual({ n: 1 });
    expect(calls[0]?.context).toMatchObject({ jobId: id, attempt: 1, isLastAttempt: false });
    const job = await findJob(database.db, id);
    expect(job?.doneAt).toBeInstanceOf(Date);
    expect(job?.lockedUntil).toBeNull();
  });

  it('leaves jobs that are not due yet and kinds it has no handler for', async () => {
    const { calls, handler } = recording('test.later');
    const scheduler = createScheduler({
      db: database.db,
      handlers: [handler],
      pollIntervalMs: 1_000,
      log: quiet,
    });
    await insertJob(database.db, { kind: 'test.later', runAt: new Date(Date.now() + 60_000) });
    const other = await insertJob(database.db, { kind: 'test.unknown' });

    expect(await scheduler.runDueJobs()).toBe(0);
    expect(calls).toHaveLength(0);
    expect((await findJob(database.db, other.id))?.attempts).toBe(0);
  });

  it('retries a failing job later with back-off, keeping the error, and then succeeds', async () => {
    let fail = true;
    const { calls, handler } = recording('test.flaky', async () => {
      if (fail) throw new Error('upstream down');
    });
    const scheduler = createScheduler({
      db: database.db,
      handlers: [handler],
      pollIntervalMs: 1_000,
      log: quiet,
    });
    const { id } = await insertJob(database.db, { kind: 'test.flaky' });

    const before = Date.now();
    await scheduler.runDueJobs();
    const after = Date.now();
    const failed = await findJob(database.db, id);
    expect(failed).toMatchObject({ attempts: 1, doneAt: null, failedAt: null, lockedUntil: null });
    expect(failed?.lastError).toBe('Error: upstream down');
    // The first back-off is 4–6 s from the failure, which happened between `before` and `after`; the
    // bounds hold however slowly the machine ran the attempt.
    const runAt = failed?.runAt.getTime() ?? 0;
    expect(runAt - before).toBeGreaterThanOrEqual(4_000 - 5);
    expect(runAt - after).toBeLessThanOrEqual(6_000 + 5);
    expect(await scheduler.runDueJobs()).toBe(0);

    fail = false;
    await makeDue(id);
    await scheduler.runDueJobs();
    expect(calls.map((call) => call.context.attempt)).toEqual([1, 2]);
    expect(await findJob(database.db, id)).toMatchObject({ attempts: 2, lastError: null });
    expect((await findJob(database.db, id))?.doneAt).toBeInstanceOf(Date);
  });

  it('gives a job up after its last attempt, telling the handler which attempt is the last', async () => {
    const seen: boolean[] = [];
    const handler: JobHandler = {
      kind: 'test.doomed',
      maxAttempts: 2,
      handle: async (_payload, context) => {
        seen.push(context.isLastAttempt);
        throw new Error('still down');
      },
    };
    const scheduler = createScheduler({
      db: database.db,
      handlers: [handler],
      pollIntervalMs: 1_000,
      log: quiet,
    });
    const { id } = await insertJob(database.db, { kind: 'test.doomed' });
    await scheduler.runDueJobs();
    await makeDue(id);
    await scheduler.runDueJobs();
    await makeDue(id);
    expect(await scheduler.runDueJobs()).toBe(0);

    expect(seen).toEqual([false, true]);
    const job = await findJob(database.db, id);
    expect(job?.failedAt).toBeInstanceOf(Date);
    expect(job?.doneAt).toBeNull();
    expect(job?.lastError).toBe('Error: still down');
  });

  it('fails a job at once on a PermanentJobError', async () => {
    const { handler } = recording('test.permanent', async () => {
      throw new PermanentJobError('recipient refused');
    });
    const scheduler = createScheduler({
      db: database.db,
      handlers: [handler],
      pollIntervalMs: 1_000,
      log: quiet,
    });
    const { id } = await insertJob(database.db, { kind: 'test.permanent' });
    await scheduler.runDueJobs();
    const job = await findJob(database.db, id);
    expect(job?.failedAt).toBeInstanceOf(Date);
    expect(job?.lastError).toBe('PermanentJobError: recipient refused');
  });

  it('keeps one row per recurring job however many processes start, and runs it again after its interval', async () => {
    const { calls, handler } = recording('test.recurring');
    const recurring = { ...handler, everyMs: 60_000 };
    const first = createScheduler({
      db: database.db,
      handlers: [recurring],
      pollIntervalMs: 60_000,
      log: quiet,
    });
    const second = createScheduler({
      db: database.db,
      handlers: [recurring],
      pollIntervalMs: 60_000,
      log: quiet,
    });
    await Promise.all([first.start(), second.start()]);
    await Promise.all([first.stop(), second.stop()]);

    const rows = await database.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.kind, 'test.recurring'));
    expect(rows).toHaveLength(1);
    expect(calls).toHaveLength(1);
    const row = rows[0];
    expect(row?.key).toBe('test.recurring');
    expect(row?.doneAt).toBeNull();
    expect(row?.attempts).toBe(0);
    expect((row?.runAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(50_000);
  });

  it('runs each job exactly once when two processes claim at the same time', async () => {
    const runs = new Map<string, number>();
    const handler = (kind: string): JobHandler => ({
      kind,
      handle: async (payload) => {
        const n = String(payload.n);
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    });
    for (let n = 0; n < 40; n += 1) await insertJob(database.db, { kind: 'test.shared', payload: { n } });
    const processes = [0, 1].map(() =>
      createScheduler({
        db: database.db,
        handlers: [handler('test.shared')],
        pollIntervalMs: 1_000,
        batchSize: 7,
        log: quiet,
      }),
    );
    const drain = async (scheduler: (typeof processes)[number]) => {
      let total = 0;
      for (let ran = await scheduler.runDueJobs(); ran > 0; ran = await scheduler.runDueJobs()) total += ran;
      return total;
    };
    const totals = await Promise.all(processes.map(drain));

    expect(totals.reduce((sum, total) => sum + total, 0)).toBe(40);
    expect(runs.size).toBe(40);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('takes a job over when its claim has run out, and ignores the late finish of the first claim', async () => {
    const { id } = await insertJob(database.db, { kind: 'test.lease' });
    const [firstClaim] = await claimDueJobs(database.db, {
      kinds: ['test.lease'],
      limit: 1,
      leaseMs: 60_000,
    });
    expect(firstClaim?.id).toBe(id);
    expect(await claimDueJobs(database.db, { kinds: ['test.lease'], limit: 1, leaseMs: 60_000 })).toEqual([]);

    await database.db
      .update(scheduledJobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.id, id));
    const [secondClaim] = await claimDueJobs(database.db, {
      kinds: ['test.lease'],
      limit: 1,
      leaseMs: 60_000,
    });
    expect(secondClaim?.attempts).toBe(2);

    if (firstClaim) await markJobDone(database.db, firstClaim);
    expect((await findJob(database.db, id))?.doneAt).toBeNull();
    if (secondClaim) await markJobDone(database.db, secondClaim);
    expect((await findJob(database.db, id))?.doneAt).toBeInstanceOf(Date);
  });

  it('polls once started and stops cleanly', async () => {
    let resolveRun: () => void = () => {};
    const ran = new Promise<void>((resolve) => {
      resolveRun = resolve;
    });
    const { handler } = recording('test.polled', async () => resolveRun());
    const scheduler = createScheduler({
      db: database.db,
      handlers: [handler],
      pollIntervalMs: 50,
      log: quiet,
    });
    await scheduler.start();
    const { id } = await insertJob(database.db, { kind: 'test.polled' });
    await ran;
    await scheduler.stop();
    await expect.poll(async () => (await findJob(database.db, id))?.doneAt).toBeInstanceOf(Date);
  });

  it('refuses two handlers for one kind', () => {
    const { handler } = recording('test.twice');
    expect(() =>
      createScheduler({ db: database.db, handlers: [handler, handler], pollIntervalMs: 1_000, log: quiet }),
    ).toThrow(/two job handlers/);
  });
});
