import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { JOB_QUEUES, type JobQueue, type JobsQuery, SECURITY_POLICY_VERSION } from '@granska/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { type Cursor, jobPageQuery, listJobPage } from '../apps/server/src/modules/jobs/jobs.repository';
import { jobListWhere, queueContext } from '../apps/server/src/modules/jobs/jobs.service';
import { encodeNextToken } from '../apps/server/src/modules/jobs/next-token';
import { queueFilter, queueOrder } from '../apps/server/src/modules/jobs/work-queue-filters';
import { personFieldContext } from '../apps/server/src/modules/orders/order-views';
import { bkJobs } from '../apps/server/src/modules/orders/orders.schema';
import { jobScopeForStaff } from '../apps/server/src/modules/staff-access/staff-access';
import type { Caller } from '../apps/server/src/platform/http/caller';
import { accessTokenFor } from '../apps/server/src/platform/testing/factory';
import { createTestApp, type TestApp, type TestDatabase } from '../apps/server/src/platform/testing/test-app';
import { adminUrl, benchDatabase, driver, ms, percentile, sequentialLatencies } from './bench-support';

// The coordinators' work queues at volume (issue 6; bench/README.md): 200 000 jobs of 50 customers,
// GET /jobs (first page, a deep page, searches) against the same SQL run directly, in the same run.
// PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server, else embedded PGlite.

const JOBS = Number(process.env.BENCH_JOBS ?? 200_000);
const CUSTOMERS = 50;
const BATCH = 10_000;
// BENCH_QUICK=1 for a short look (plans, smoke); the figures in bench/README.md are without it.
const QUICK = !!process.env.BENCH_QUICK;
const SEQUENTIAL_RUNS = QUICK ? 30 : 200;
const WARMUP_RUNS = 20;
const CONCURRENT_CLIENTS = 50;
const CONCURRENT_REQUESTS = QUICK ? 200 : 2_000;
const adminUrlForSize = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
// The counts at a million jobs on PostgreSQL (issue 11); PGlite counts what the pages had, unless told.
const COUNT_JOBS = Math.max(
  JOBS,
  Number(process.env.BENCH_COUNT_JOBS ?? (adminUrlForSize && !QUICK ? 1_000_000 : JOBS)),
);
const GROW_BATCH = 50_000;
const COUNT_BASELINE_RUNS = QUICK ? 3 : 10;

let testApp: TestApp;
let database: TestDatabase;
let baseUrl: string;
let token: string;
let caller: Caller;

const uuidOf = (text: string) => {
  const hex = createHash('md5').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * Writes bench jobs and their orders from the CTEs `ctes`, which end in `shaped` (n, id, order_id,
 * customer_id, service, bucket 0–99, created): states spread over the buckets as in a live system, and
 * the analysts, deadlines and order dates the states imply. The person's name and personal number are
 * `nameEnc` and `ssnEnc`.
 */
const insertBenchJobs = (ctes: SQL, person: { nameEnc: SQL; ssnEnc: SQL }) => sql`
      with ${ctes}, stated as (
        select shaped.*, case
          when bucket < 5 then 'CREATED' when bucket < 15 then 'PENDING_CONSENT' when bucket < 30 then 'ANALYSING'
          when bucket < 33 then 'INTERVIEWING' when bucket < 36 then 'PENDING_APPROVAL' when bucket < 56 then 'APPROVED'
          when bucket < 86 then 'ARCHIVED' when bucket < 93 then 'DECLINED' else 'TIMED_OUT' end as state
        from shaped
      ), orders as (
        insert into bk_orders (id, customer_id, cust_no, service, ordered, created, modified)
        select order_id, customer_id, 'bench', service, state <> 'CREATED', created, created from stated
      )
      insert into bk_jobs (id, order_id, customer_id, service, curr_state, prev_state, name_enc, ssn_enc, email_enc,
                           phone_enc, ssn_index, created, staff_id, deadline, order_date)
      select id, order_id, customer_id, service, state, null, ${person.nameEnc}, ${person.ssnEnc}, 'v1.bench.email',
             'v1.bench.phone', md5('ssn' || n), created,
             case when state in ('ANALYSING', 'INTERVIEWING', 'PENDING_APPROVAL', 'APPROVED', 'ARCHIVED') and n % 2 = 0
                  then 'bench-analyst-' || (n % 20) end,
             case when state in ('ANALYSING', 'INTERVIEWING', 'PENDING_APPROVAL', 'APPROVED', 'ARCHIVED')
                  then created + interval '3 days' end,
             case when state <> 'CREATED' then created + interval '1 hour' end
      from stated`;

/**
 * 50 customers (one hidden), one order per job, 200 000 jobs spread over every state, two years of
 * creation times, deadlines three days after creation once work started, half the analysing jobs
 * assigned, and a JobStart consent for every sent job. Rows come from generate_series-style SQL; only
 * the name and personal number are encrypted in Node (the list decrypts them, bound to the job id).
 */
const seed = async () => {
  const { db } = database;
  const crypto = testApp.app.fieldCrypto;
  await db.execute(sql`
    insert into customers (id, cust_no, cust_name, cust_org_no, data, hidden)
    select md5('bench-customer-' || i)::uuid::text, (2000 + i)::text, 'Benchkund ' || i || ' AB', '556000-' || lpad(i::text, 4, '0'),
           '{"access":["BackgroundCheck"]}'::jsonb, i = ${CUSTOMERS}
    from generate_series(1, ${CUSTOMERS}) as i`);
  for (let start = 1; start <= JOBS; start += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, JOBS - start + 1) }, (_, index) => start + index);
    const ids = numbers.map((n) => uuidOf(`bench-job-${n}`));
    const names = ids.map((id, index) =>
      crypto.encryptField(`Person ${numbers[index]}`, personFieldContext('name', id)),
    );
    const ssns = ids.map((id, index) =>
      crypto.encryptField(
        `1980${String(1 + ((numbers[index] ?? 0) % 12)).padStart(2, '0')}15-1234`,
        personFieldContext('ssn', id),
      ),
    );
    const array = (values: readonly (string | number)[]) => `{${values.join(',')}}`;
    await db.execute(
      insertBenchJobs(
        sql`u as (
        select * from unnest(${array(numbers)}::int[], ${array(ids)}::text[], ${array(names)}::text[], ${array(ssns)}::text[])
          as u(n, id, name_enc, ssn_enc)
      ), shaped as (
        select u.*, md5('bench-order-' || u.n)::uuid::text as order_id,
               (select id from customers where cust_no = (2001 + u.n % ${CUSTOMERS})::text) as customer_id,
               (array['COWORKER','SPECIALIST','EXECUTIVE','SCREENING'])[1 + (u.n / 7) % 4] as service,
               (u.n * 7919) % 100 as bucket,
               now() - ((u.n * 3571) % (730 * 24 * 60)) * interval '1 minute' as created
        from u
      )`,
        { nameEnc: sql`name_enc`, ssnEnc: sql`ssn_enc` },
      ),
    );
  }
  await db.execute(sql`
    insert into bk_consents (id, job_id, consent_type, state, key_hash, create_time, time)
    select md5('bench-consent-' || id)::uuid::text, id, 'JobStart',
           case curr_state when 'PENDING_CONSENT' then 'CsntPendingAnswer' when 'DECLINED' then 'CsntDeclined'
                           when 'TIMED_OUT' then 'CsntTimedOut' else 'CsntAccepted' end,
           md5('bench-key-' || id), created + interval '1 hour',
           case when curr_state <> 'PENDING_CONSENT' then created + interval '2 hours' end
    from bk_jobs where curr_state <> 'CREATED'`);
  await db.execute(sql`analyze`);
};

interface Scenario {
  name: string;
  query: Pick<JobsQuery, 'queue' | 'search'>;
  cursor: Cursor | null;
}

/** The cursor that starts the page after `offset` rows of the queue (a deep page). */
const cursorAt = async (query: Scenario['query'], offset: number): Promise<Cursor> => {
  const where = await jobListWhere(
    database.db,
    testApp.app.fieldCrypto,
    caller,
    query,
    queueContext(requestOf()),
  );
  const rows = await listJobPage(database.db, {
    where,
    order: queueOrder(query.queue),
    cursor: null,
    limit: offset + 1,
  });
  const row = rows[offset];
  if (!row) throw new Error('queue shorter than the offset');
  return { sortKey: row.sortKey, id: row.job.id };
};

/** A row this far into a queue (a fraction of all jobs): deep pages scale with BENCH_JOBS. */
const deep = (fraction: number) => Math.floor(JOBS * fraction);

const requestOf = () => ({ caller, ip: null, now: new Date() });

const urlOf = (scenario: Scenario) => {
  const params = new URLSearchParams({ queue: scenario.query.queue, pageSize: '10' });
  if (scenario.query.search) params.set('search', scenario.query.search);
  if (scenario.cursor)
    params.set('nextToken', encodeNextToken(queueOrder(scenario.query.queue), scenario.cursor));
  return `${baseUrl}/api/jobs?${params}`;
};

const endpointCall = (scenario: Scenario) => {
  const url = urlOf(scenario);
  return async () => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { result: { jobs: unknown[] }[] };
    if (response.status !== 200 || (body.result[0]?.jobs.length ?? 0) === 0) {
      throw new Error(`${scenario.name}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    }
  };
};

/** The scenario's filter, built as GET /jobs builds it for the caller. */
const whereOf = async (scenario: Scenario) =>
  jobListWhere(database.db, testApp.app.fieldCrypto, caller, scenario.query, queueContext(requestOf()));

/** The page query alone: the SQL GET /jobs runs for the page (same builder), straight on the pool. */
const baselineCall = async (scenario: Scenario) => {
  const where = await whereOf(scenario);
  const order = queueOrder(scenario.query.queue);
  return async () => {
    const rows = await listJobPage(database.db, { where, order, cursor: scenario.cursor, limit: 11 });
    if (rows.length === 0) throw new Error(`${scenario.name}: empty page`);
  };
};

/** BENCH_EXPLAIN=1 on PostgreSQL: the plan of each scenario's page query, to check the indexes. */
const explain = async (scenario: Scenario) => {
  if (!adminUrl || !process.env.BENCH_EXPLAIN) return;
  const where = await whereOf(scenario);
  const query = jobPageQuery(database.db, {
    where,
    order: queueOrder(scenario.query.queue),
    cursor: scenario.cursor,
    limit: 11,
  }).toSQL();
  const plan = await database.db.execute(
    sql.raw(`explain (analyze, costs off) ${inlineParams(query.sql, query.params)}`),
  );
  console.log(
    `\n${scenario.name}\n${(plan as { rows: Record<string, unknown>[] }).rows.map((row) => Object.values(row)[0]).join('\n')}`,
  );
};

const inlineParams = (text: string, params: readonly unknown[]) =>
  text.replace(/\$(\d+)/g, (_, index: string) => {
    const value = params[Number(index) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });

interface Figures {
  p50: number;
  p99: number;
  concurrentP50: number;
  concurrentP99: number;
  perSecond: number;
}

const measure = async (call: () => Promise<void>): Promise<Figures> => {
  const sequential = await sequentialLatencies(call, SEQUENTIAL_RUNS, WARMUP_RUNS);
  const concurrent: number[] = [];
  let issued = 0;
  const startedAll = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENT_CLIENTS }, async () => {
      while (issued < CONCURRENT_REQUESTS) {
        issued += 1;
        const started = performance.now();
        await call();
        concurrent.push(performance.now() - started);
      }
    }),
  );
  const elapsed = performance.now() - startedAll;
  concurrent.sort((a, b) => a - b);
  return {
    p50: percentile(sequential, 50),
    p99: percentile(sequential, 99),
    concurrentP50: percentile(concurrent, 50),
    concurrentP99: percentile(concurrent, 99),
    perSecond: (concurrent.length / elapsed) * 1000,
  };
};

/**
 * Grows the data to COUNT_JOBS jobs for the counts, in SQL alone (generate_series): the new jobs'
 * person fields are placeholders, which nothing decrypts after the page scenarios.
 */
const growForCounts = async () => {
  const { db } = database;
  for (let start = JOBS + 1; start <= COUNT_JOBS; start += GROW_BATCH) {
    const end = Math.min(COUNT_JOBS, start + GROW_BATCH - 1);
    await db.transaction(async (tx) => {
      // The pool's 30 s statement timeout is for requests; a batch into eight indexes may take longer.
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(
        insertBenchJobs(
          sql`shaped as (
        select n, md5('bench-job-' || n)::uuid::text as id, md5('bench-order-' || n)::uuid::text as order_id,
               md5('bench-customer-' || (1 + n % ${CUSTOMERS}))::uuid::text as customer_id,
               (array['COWORKER','SPECIALIST','EXECUTIVE','SCREENING'])[1 + (n / 7) % 4] as service,
               (n * 7919) % 100 as bucket,
               now() - ((n * 3571) % (730 * 24 * 60)) * interval '1 minute' as created
        from generate_series(${start}::bigint, ${end}::bigint) as n
      )`,
          {
            nameEnc: sql`'v1.bench.name'`,
            ssnEnc: sql`'v1.bench.ssn'`,
          },
        ),
      );
    });
  }
  await db.execute(sql`analyze`);
};

/**
 * What GET /jobs/counts ran before issue 11, kept here as the baseline: one pass over every job of the
 * caller's scope with a `count(*) filter` per queue.
 */
const countByReadingEveryJob = async (filters: Record<JobQueue, SQL>) => {
  const selection = Object.fromEntries(
    Object.entries(filters).map(([key, filter]) => [key, sql<number>`count(*) filter (where ${filter})`]),
  );
  await database.db.select(selection).from(bkJobs).where(jobScopeForStaff(caller));
};

/** GET /jobs/counts at COUNT_JOBS jobs against the one-pass count it replaced: one at a time. */
const countsFigures = async () => {
  const started = performance.now();
  if (COUNT_JOBS > JOBS) await growForCounts();
  const grown = `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const context = queueContext(requestOf());
  const filters = Object.fromEntries(
    JOB_QUEUES.map((queue) => [queue, queueFilter(queue, context)]),
  ) as Record<JobQueue, SQL>;
  const baseline = await sequentialLatencies(() => countByReadingEveryJob(filters), COUNT_BASELINE_RUNS, 2);
  const endpoint = await sequentialLatencies(
    async () => {
      const response = await fetch(`${baseUrl}/api/jobs/counts`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.status !== 200) throw new Error(`counts: ${response.status}`);
      await response.json();
    },
    SEQUENTIAL_RUNS,
    WARMUP_RUNS,
  );
  const baseP50 = percentile(baseline, 50);
  const p50 = percentile(endpoint, 50);
  return [
    `counts of every queue at ${COUNT_JOBS} jobs (one at a time; grown from ${JOBS} in ${grown})`,
    `  baseline  one pass over every job (the old query): p50 ${ms(baseP50)}, p99 ${ms(percentile(baseline, 99))}`,
    `  subject   GET /jobs/counts: p50 ${ms(p50)}, p99 ${ms(percentile(endpoint, 99))}`,
    `            = ${(baseP50 / p50).toFixed(1)}× the baseline's rate (p50)`,
  ].join('\n');
};

beforeAll(async () => {
  database = await benchDatabase();
  testApp = await createTestApp({ database });
  const started = performance.now();
  await seed();
  console.log(
    `seeded ${JOBS} jobs of ${CUSTOMERS} customers on ${driver} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  const coordinator = await accessTokenFor(testApp, {
    email: 'bench.koordinator@granska.test',
    custNo: null,
    groups: ['Coordinator'],
  });
  token = coordinator.token;
  caller = {
    userId: coordinator.userId,
    email: 'bench.koordinator@granska.test',
    groups: ['Coordinator'],
    custNo: null,
    costCenter: null,
  };
  const approved = await fetch(`${baseUrl}/api/staff/policy/approve`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ version: SECURITY_POLICY_VERSION }),
  });
  if (approved.status !== 200) throw new Error(`policy approval failed: ${approved.status}`);
}, 1_800_000);

afterAll(async () => {
  await testApp?.close();
  await database?.dispose();
}, 120_000);

describe('coordinator work queues at 200 000 jobs', () => {
  test('GET /jobs against its page query run directly: p50/p99 one at a time, rate with 50 clients', async () => {
    const scenarios: Scenario[] = [
      { name: 'ordered, first page', query: { queue: 'ordered' }, cursor: null },
      {
        name: `ordered, deep page (row ${deep(0.75)})`,
        query: { queue: 'ordered' },
        cursor: await cursorAt({ queue: 'ordered' }, deep(0.75)),
      },
      { name: 'unassigned, first page', query: { queue: 'unassigned' }, cursor: null },
      {
        name: `unassigned, deep page (row ${deep(0.05)})`,
        query: { queue: 'unassigned' },
        cursor: await cursorAt({ queue: 'unassigned' }, deep(0.05)),
      },
      {
        name: `archived, deep page (row ${deep(0.25)})`,
        query: { queue: 'archived' },
        cursor: await cursorAt({ queue: 'archived' }, deep(0.25)),
      },
      { name: 'search: customer name', query: { queue: 'ordered', search: 'Benchkund 17 ' }, cursor: null },
      {
        name: 'search: job id prefix',
        query: { queue: 'ordered', search: uuidOf('bench-job-4242').slice(0, 6) },
        cursor: null,
      },
    ];
    for (const scenario of scenarios) await explain(scenario);
    const lines = [`\nGET /api/jobs on ${driver}, ${JOBS} jobs, ${CUSTOMERS} customers (pageSize 10)`];
    for (const scenario of scenarios) {
      const baseline = await measure(await baselineCall(scenario));
      const endpoint = await measure(endpointCall(scenario));
      lines.push(
        `${scenario.name}`,
        `  baseline  page SQL:  p50 ${ms(baseline.p50)}, p99 ${ms(baseline.p99)}; ${CONCURRENT_CLIENTS} clients: ${baseline.perSecond.toFixed(0)}/s (p50 ${ms(baseline.concurrentP50)}, p99 ${ms(baseline.concurrentP99)})`,
        `  subject   GET /jobs: p50 ${ms(endpoint.p50)}, p99 ${ms(endpoint.p99)}; ${CONCURRENT_CLIENTS} clients: ${endpoint.perSecond.toFixed(0)}/s (p50 ${ms(endpoint.concurrentP50)}, p99 ${ms(endpoint.concurrentP99)})`,
        `            = ${(endpoint.perSecond / baseline.perSecond).toFixed(3)}× the baseline's rate, p50 +${ms(endpoint.p50 - baseline.p50)}, p99 ${(endpoint.p99 / baseline.p99).toFixed(2)}× the baseline's`,
      );
    }
    console.log(lines.join('\n'));
    console.log(await countsFigures());
  }, 1_800_000);
});
