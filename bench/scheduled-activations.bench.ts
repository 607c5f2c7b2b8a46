import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ScheduleActivation } from '../apps/server/src/modules/orders';
import { activateDueSchedules } from '../apps/server/src/modules/scheduled-work/schedule-activations';
import type { Database } from '../apps/server/src/platform/db/database';
import type { TestDatabase } from '../apps/server/src/platform/testing/test-app';
import { benchDatabase, driver } from './bench-support';

// Scheduled work at volume (issue 14; bench/README.md): 100 000 due schedules drained by two sweeps at
// once (two scheduler instances on one database), against the bare claim-and-update SQL drained the
// same way in the same run. Counts every activation per schedule: a second one would be a double.
// PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server, else embedded PGlite.

const SCHEDULES = Number(process.env.BENCH_SCHEDULES ?? 100_000);
/** The baseline drains a fifth as many (the rate is what is compared). */
const BASELINE_SCHEDULES = Math.max(1, Math.floor(SCHEDULES / 5));
const DRAINERS = 2;
const BATCH = 200;

let database: TestDatabase;

/**
 * Schedules of a prefix, each with its job in SCHEDULED_ORDER and an order of the bench customer, due
 * from `offset` on (a millisecond apart). The engine's are due an hour ahead, so the baseline, which
 * runs first on the database's clock, sees only its own; the engine's sweeps run with the clock moved.
 */
const seed = async (prefix: string, count: number, offset: string) => {
  const { db } = database;
  for (let start = 0; start < count; start += 20_000) {
    const end = Math.min(count, start + 20_000) - 1;
    await db.execute(sql`
      insert into bk_orders (id, customer_id, cust_no, service, ordered)
      select ${prefix}::text || '-order-' || n, 'bench-customer', '9001', 'COWORKER', false
      from generate_series(${start}::int, ${end}::int) as n`);
    await db.execute(sql`
      insert into bk_jobs (id, order_id, customer_id, service, curr_state, prev_state, name_enc, ssn_enc,
                           email_enc, phone_enc, ssn_index)
      select ${prefix}::text || '-job-' || n, ${prefix}::text || '-order-' || n, 'bench-customer', 'COWORKER',
             'SCHEDULED_ORDER', 'CREATED', 'v1.bench', 'v1.bench', 'v1.bench', 'v1.bench', md5(n::text)
      from generate_series(${start}::int, ${end}::int) as n`);
    await db.execute(sql`
      insert into job_schedules (id, job_id, order_id, schedule_type, state, activation_time, log)
      select ${prefix}::text || '-schedule-' || n, ${prefix}::text || '-job-' || n, ${prefix}::text || '-order-' || n,
             'SCHEDULE_CREATED', 'PENDING', now() + ${offset}::interval + n * interval '1 millisecond',
             '[{"state":"PENDING"}]'::jsonb
      from generate_series(${start}::int, ${end}::int) as n`);
  }
  await db.execute(sql`analyze`);
};

/** How many times each schedule took effect (a schedule counted twice is a double activation). */
const tally = () => {
  const counts = new Map<string, number>();
  return {
    add: (id: string) => counts.set(id, (counts.get(id) ?? 0) + 1),
    total: () => [...counts.values()].reduce((sum, count) => sum + count, 0),
    doubles: () => [...counts.values()].filter((count) => count > 1).length,
  };
};

/** The job's part of an activation: SCHEDULED_ORDER → CREATED (the baseline does the same in its statement). */
const startJob = (db: Database | Parameters<Parameters<Database['transaction']>[0]>[0], jobId: string) =>
  db.execute(
    sql`update bk_jobs set curr_state = 'CREATED', prev_state = 'SCHEDULED_ORDER' where id = ${jobId} and curr_state = 'SCHEDULED_ORDER'`,
  );

/** The engine: activateDueSchedules with a SCHEDULE_CREATED activation that only starts the job. */
const engineDrainer = (seen: ReturnType<typeof tally>) => {
  const activation: ScheduleActivation = {
    scheduleType: 'SCHEDULE_CREATED',
    contextOf: async (_db, _schedule, now) => ({ system: true, now }),
    activate: async (tx, schedule) => {
      await startJob(tx, schedule.jobId);
      seen.add(schedule.id);
      return [];
    },
    refused: async () => [],
  };
  const later = new Date(Date.now() + 3 * 60 * 60_000);
  return () => activateDueSchedules({ db: database.db, activations: [activation], now: () => later });
};

/**
 * The baseline: the same walk, the claim and the job's change as one bare SQL statement per schedule
 * (what any activation must do at least), nothing else.
 */
const bareDrainer = (seen: ReturnType<typeof tally>) => async () => {
  const { db } = database;
  let after = { time: '-infinity', id: '' };
  for (;;) {
    const due = (
      (await db.execute(sql`
        select id, activation_time::text as time from job_schedules
        where state = 'PENDING' and activation_time <= now()
          and (activation_time, id) > (${after.time}::timestamptz, ${after.id})
        order by activation_time, id limit ${BATCH}`)) as { rows: { id: string; time: string }[] }
    ).rows;
    const last = due.at(-1);
    if (!last) return;
    after = last;
    for (const { id } of due) {
      // The claim and the job's change in one statement, so one transaction and one round trip.
      const started = (
        (await db.execute(sql`
          with claimed as (
            update job_schedules set state = 'ACTIVATED', closed_at = now()
            where id = (select id from job_schedules where id = ${id} for update skip locked)
              and state = 'PENDING' and activation_time <= now()
            returning job_id)
          update bk_jobs set curr_state = 'CREATED', prev_state = 'SCHEDULED_ORDER'
          from claimed where bk_jobs.id = claimed.job_id and bk_jobs.curr_state = 'SCHEDULED_ORDER'
          returning bk_jobs.id`)) as { rows: { id: string }[] }
      ).rows;
      if (started.length > 0) seen.add(id);
    }
  }
};

const drain = async (drainers: (() => Promise<unknown>)[]) => {
  const started = performance.now();
  await Promise.all(drainers.map((run) => run()));
  return (performance.now() - started) / 1000;
};

beforeAll(async () => {
  database = await benchDatabase();
  await database.db.execute(sql`
    insert into customers (id, cust_no, cust_name, cust_org_no, data)
    values ('bench-customer', '9001', 'Schemakunden AB', '556100-9001', '{"access":["BackgroundCheck"]}'::jsonb)`);
  const started = performance.now();
  await seed('base', BASELINE_SCHEDULES, '-1 hour');
  await seed('engine', SCHEDULES, '1 hour');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`seeded ${SCHEDULES} + ${BASELINE_SCHEDULES} due schedules on ${driver} in ${seconds} s`);
});

afterAll(() => database?.dispose());

test(`${SCHEDULES} due activations drained by ${DRAINERS} sweeps`, { timeout: 3_600_000 }, async () => {
  const bare = tally();
  const bareSeconds = await drain(Array.from({ length: DRAINERS }, () => bareDrainer(bare)));
  const engine = tally();
  const engineSeconds = await drain(Array.from({ length: DRAINERS }, () => engineDrainer(engine)));

  const bareRate = bare.total() / bareSeconds;
  const engineRate = engine.total() / engineSeconds;
  const left = (
    (await database.db.execute(
      sql`select count(*)::int as left from job_schedules where state = 'PENDING'`,
    )) as { rows: { left: number }[] }
  ).rows[0]?.left;
  console.log(
    [
      `scheduled activations on ${driver}, ${DRAINERS} sweeps at once`,
      `  baseline  bare claim-and-update SQL: ${bare.total()} in ${bareSeconds.toFixed(1)} s = ${bareRate.toFixed(0)}/s, ${bare.doubles()} double`,
      `  subject   activateDueSchedules:      ${engine.total()} in ${engineSeconds.toFixed(1)} s = ${engineRate.toFixed(0)}/s, ${engine.doubles()} double`,
      `            = ${(engineRate / bareRate).toFixed(2)}× the baseline's rate; ${left} left waiting`,
    ].join('\n'),
  );
  expect(engine.total()).toBe(SCHEDULES);
  expect(bare.total()).toBe(BASELINE_SCHEDULES);
  expect(engine.doubles() + bare.doubles()).toBe(0);
  expect(left).toBe(0);
});
