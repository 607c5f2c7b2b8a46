import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { REFERENCE_ORDER_GROUPS, type ReferenceOrderGroup } from '@granska/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { orderFieldContext } from '../apps/server/src/modules/reference-checks/reference-fields';
import {
  type ReferenceOrderScope,
  referenceOrderScope,
} from '../apps/server/src/modules/reference-checks/reference-orders.policy';
import {
  encryptedNamesOfNewestOrders,
  listOrderRows,
  type ReferenceOrderFilter,
} from '../apps/server/src/modules/reference-checks/reference-orders.repository';
import { NAME_SEARCH_ORDER_LIMIT } from '../apps/server/src/modules/reference-checks/reference-orders.service';
import { loadBundleParts } from '../apps/server/src/modules/reference-checks/reference-views';
import type { Caller } from '../apps/server/src/platform/http/caller';
import { accessTokenFor } from '../apps/server/src/platform/testing/factory';
import { createTestApp, type TestApp, type TestDatabase } from '../apps/server/src/platform/testing/test-app';
import { adminUrl, benchDatabase, driver, ms, percentile, sequentialLatencies } from './bench-support';

// POST /ref/order/list at volume (issue 13; bench/README.md): 100 000 reference orders of 50 customers,
// one page at a time, against the same SQL run directly in the same run. PostgreSQL when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server, else embedded PGlite.

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CUSTOMERS = 50;
const BATCH = 10_000;
// BENCH_QUICK=1 for a short look (plans, smoke); the figures in bench/README.md are without it.
const QUICK = !!process.env.BENCH_QUICK;
const SEQUENTIAL_RUNS = QUICK ? 30 : 300;
const WARMUP_RUNS = QUICK ? 5 : 20;
/** The customer whose users ask (its orders are 1/50 of all). */
const BENCH_CUSTNO = '3017';

let testApp: TestApp;
let database: TestDatabase;
let baseUrl: string;

const FIRST_NAMES = ['Anna', 'Bo', 'Cecilia', 'David', 'Eva', 'Filip', 'Greta', 'Hugo', 'Ida', 'Jonas'];
const LAST_NAMES = [
  'Andersson',
  'Berg',
  'Carlsson',
  'Dahl',
  'Ek',
  'Falk',
  'Gran',
  'Holm',
  'Isaksson',
  'Jansson',
];
const nameOf = (n: number) => `${FIRST_NAMES[n % 10]} ${LAST_NAMES[Math.floor(n / 10) % 10]} ${n}`;

/**
 * 50 customers with reference checks, a template each, 100 000 orders over two years in every state
 * (10 % drafts, 15 % ORDERED, 20 % SURVEYING, 45 % DONE, 10 % TIMEOUT), ordered by the customer's bench
 * user, two referees for every order past ORDERED. The candidate's name is a real ciphertext bound to its
 * order (the name search decrypts it); the other personal fields are placeholders nothing reads here.
 */
const seed = async (ordererOf: ReadonlyMap<string, string>) => {
  const { db } = database;
  const crypto = testApp.app.fieldCrypto;
  await db.execute(sql`
    insert into rt_surveys (id, customer_id, class_type, title, description, questions)
    select md5('bench-survey-' || c.cust_no)::uuid::text, c.id, 'SurveyTemplate', 'Mall ' || c.cust_no, 'Bench',
           '[{"type":"OPTIONS","question":"Hur?","options":["Bra","Dåligt"]},{"type":"SLIDER","question":"Betyg?"}]'::jsonb
    from customers c where c.cust_no like '30%'`);
  const ordererJson = JSON.stringify(Object.fromEntries(ordererOf));
  for (let start = 1; start <= ORDERS; start += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, ORDERS - start + 1) }, (_, index) => start + index);
    const ids = numbers.map(
      (n) => `bench-order-${String(n).padStart(7, '0')}-${randomBytes(4).toString('hex')}`,
    );
    const names = ids.map((id, index) =>
      crypto.encryptField(nameOf(numbers[index] ?? 0), orderFieldContext(id, 'candidate_name')),
    );
    const array = (values: readonly (string | number)[]) =>
      `{${values.map((value) => `"${value}"`).join(',')}}`;
    await db.execute(sql`
      with u as (
        select * from unnest(${array(numbers)}::int[], ${array(ids)}::text[], ${array(names)}::text[]) as u(n, id, name_enc)
      ), shaped as (
        select u.*, (3001 + u.n % ${CUSTOMERS})::text as cust_no, ((u.n / 50) * 7919 + u.n) % 100 as bucket,
               now() - ((u.n * 3571) % (730 * 24 * 60)) * interval '1 minute' as created
        from u
      ), stated as (
        select shaped.*, c.id as customer_id, case
          when bucket < 10 then 'CREATED' when bucket < 25 then 'ORDERED' when bucket < 45 then 'SURVEYING'
          when bucket < 90 then 'DONE' else 'TIMEOUT' end as state
        from shaped join customers c on c.cust_no = shaped.cust_no
      )
      insert into rt_orders (id, customer_id, orderer_user_id, recipients, survey_id, state, state_log, ordered,
                             archived, company, position, min_references, max_references, candidate_name_enc,
                             candidate_email_enc, candidate_phone_enc, candidate_email_index, candidate_phone_index,
                             created, modified)
      select id, customer_id, ${ordererJson}::jsonb ->> cust_no, '[]'::jsonb, md5('bench-survey-' || cust_no)::uuid::text,
             state,
             jsonb_build_array(jsonb_build_object('time', created, 'state', 'CREATED')) ||
               case when state <> 'CREATED' then jsonb_build_array(jsonb_build_object('time', created, 'state', 'ORDERED'))
                    else '[]'::jsonb end,
             case when state <> 'CREATED' then created end,
             case when state = 'DONE' and n % 3 = 0 then created + interval '10 days' end,
             'Benchbolaget AB', (array['Ekonom','Säljare','Lagerchef','Utvecklare','Projektledare'])[1 + (n / 50) % 5],
             1, 3, name_enc, 'v1.bench.email', 'v1.bench.phone', md5('email' || n), md5('phone' || n), created, created
      from stated`);
  }
  await db.execute(sql`
    insert into rt_references (id, order_id, customer_id, state, state_log, name_enc, relationship_enc, email_enc,
                               phone_enc, email_index, phone_index, ip_index, created)
    select md5(o.id || '-' || r)::uuid::text, o.id, o.customer_id,
           case when o.state = 'SURVEYING' then 'PENDING' when r = 1 then 'DONE' else 'DECLINED' end,
           '[]'::jsonb, 'v1.bench.name', 'v1.bench.rel', 'v1.bench.email', 'v1.bench.phone',
           md5('ref-email' || o.id || r), md5('ref-phone' || ((hashtext(o.id) & 65535) * 2 + r)),
           md5('ip' || (hashtext(o.id) & 255)), o.created + interval '1 day'
    from rt_orders o cross join generate_series(1, 2) as r
    where o.state in ('SURVEYING', 'DONE', 'TIMEOUT')`);
  await db.execute(sql`analyze`);
};

interface Scenario {
  name: string;
  token: string;
  caller: Caller;
  group: ReferenceOrderGroup;
  search?: string;
  page: number;
}

/** The page's SQL as the endpoint runs it (same repository calls), straight on the pool. */
const baselineCall = (scenario: Scenario, customerId: string) => async () => {
  const { db } = database;
  const scope: ReferenceOrderScope = referenceOrderScope(scenario.caller, customerId);
  let filter: ReferenceOrderFilter = { scope, states: REFERENCE_ORDER_GROUPS[scenario.group] };
  if (scenario.search) {
    // The name search's read (without decrypting: that is the endpoint's work in Node).
    await encryptedNamesOfNewestOrders(db, filter, NAME_SEARCH_ORDER_LIMIT);
    const wanted = scenario.search.toLocaleLowerCase('sv');
    filter = { ...filter, text: { idPrefix: wanted, substring: scenario.search, orderIds: [] } };
  }
  const { rows } = await listOrderRows(db, { filter, limit: 10, offset: scenario.page * 10 });
  await loadBundleParts(db, rows);
};

const endpointCall = (scenario: Scenario) => async () => {
  const response = await fetch(`${baseUrl}/ref/order/list`, {
    method: 'POST',
    headers: { authorization: `Bearer ${scenario.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      group: scenario.group,
      page: scenario.page,
      size: 10,
      ...(scenario.search ? { search: scenario.search } : {}),
    }),
  });
  const body = (await response.json()) as { statusCode: number; result: unknown[] };
  if (response.status !== 200 || body.result.length === 0) {
    throw new Error(`${scenario.name}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  }
};

const latencies = (call: () => Promise<void>): Promise<number[]> =>
  sequentialLatencies(call, SEQUENTIAL_RUNS, WARMUP_RUNS);

/** BENCH_EXPLAIN=1 on PostgreSQL: the plan of the page query, to check the indexes. */
const explain = async (scenario: Scenario, customerId: string) => {
  if (!adminUrl || !process.env.BENCH_EXPLAIN) return;
  const scope = referenceOrderScope(scenario.caller, customerId);
  const states = REFERENCE_ORDER_GROUPS[scenario.group].map((state) => `'${state}'`).join(',');
  const mine = scope.all ? '' : ` and orderer_user_id = '${scope.userId}'`;
  const plan = await database.db.execute(
    sql.raw(
      `explain (analyze, costs off) select * from rt_orders where customer_id = '${customerId}' and state in (${states})${mine} order by created desc, id desc limit 10 offset ${scenario.page * 10}`,
    ),
  );
  console.log(
    `\n${scenario.name}\n${(plan as { rows: Record<string, unknown>[] }).rows.map((row) => Object.values(row)[0]).join('\n')}`,
  );
};

let scenarios: Scenario[] = [];
let benchCustomerId = '';

beforeAll(async () => {
  database = await benchDatabase();
  testApp = await createTestApp({ database });
  const started = performance.now();
  await database.db.execute(sql`
    insert into customers (id, cust_no, cust_name, cust_org_no, data)
    select md5('bench-rt-customer-' || i)::uuid::text, (3000 + i)::text, 'Referenskund ' || i || ' AB',
           '556100-' || lpad(i::text, 4, '0'), '{"access":["ReferenceCheck"]}'::jsonb
    from generate_series(1, ${CUSTOMERS}) as i`);
  const orderers = new Map<string, string>();
  let benchOrderer: { token: string; userId: string } | undefined;
  for (let i = 1; i <= CUSTOMERS; i += 1) {
    const custNo = String(3000 + i);
    const user = await accessTokenFor(testApp, {
      email: `bench.orderer.${custNo}@rekrytering.example`,
      custNo,
      groups: ['ServiceReferenceCheck', 'RTOrderer'],
    });
    orderers.set(custNo, user.userId);
    if (custNo === BENCH_CUSTNO) benchOrderer = user;
  }
  await seed(orderers);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`seeded ${ORDERS} reference orders of ${CUSTOMERS} customers on ${driver} in ${seconds} s`);
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  const groups = [
    'ServiceReferenceCheck',
    'RTOrderer',
    'RTRecipient',
    'RTDelete',
    'RTDownloadReport',
  ] as const;
  const allOfCustomer = await accessTokenFor(testApp, {
    email: 'bench.alla@rekrytering.example',
    custNo: BENCH_CUSTNO,
    groups: [...groups],
  });
  const callerOf = (userId: string, callerGroups: readonly string[]): Caller => ({
    userId,
    email: 'bench@rekrytering.example',
    groups: callerGroups as Caller['groups'],
    custNo: BENCH_CUSTNO,
    costCenter: null,
  });
  const all = { token: allOfCustomer.token, caller: callerOf(allOfCustomer.userId, groups) };
  if (!benchOrderer) throw new Error('no bench orderer');
  const orderer = {
    token: benchOrderer.token,
    caller: callerOf(benchOrderer.userId, ['ServiceReferenceCheck', 'RTOrderer']),
  };
  const [customer] = (
    (await database.db.execute(sql`select id from customers where cust_no = ${BENCH_CUSTNO}`)) as {
      rows: { id: string }[];
    }
  ).rows;
  benchCustomerId = customer?.id ?? '';
  const perCustomer = ORDERS / CUSTOMERS;
  scenarios = [
    { name: 'pending, first page (RTDelete: every order)', ...all, group: 'pending', page: 0 },
    { name: 'done, first page (RTDelete)', ...all, group: 'done', page: 0 },
    {
      name: `done, deep page (row ${Math.floor(perCustomer * 0.4)})`,
      ...all,
      group: 'done',
      page: Math.floor((perCustomer * 0.4) / 10),
    },
    { name: 'saved, first page (RTOrderer: its own)', ...orderer, group: 'saved', page: 0 },
    { name: 'done, search: position', ...all, group: 'done', search: 'lagerch', page: 0 },
    { name: 'done, search: candidate name', ...all, group: 'done', search: 'Greta Berg', page: 0 },
  ];
}, 1_800_000);

afterAll(async () => {
  await testApp?.close();
  await database?.dispose();
}, 120_000);

describe('reference orders at 100 000 orders', () => {
  test('POST /ref/order/list against its SQL run directly: p50/p99 one page at a time', async () => {
    for (const scenario of scenarios) await explain(scenario, benchCustomerId);
    const lines = [
      `\nPOST /ref/order/list on ${driver}, ${ORDERS} orders, ${CUSTOMERS} customers (size 10, one at a time)`,
    ];
    for (const scenario of scenarios) {
      const baseline = await latencies(baselineCall(scenario, benchCustomerId));
      const endpoint = await latencies(endpointCall(scenario));
      const [b50, b99, e50, e99] = [
        percentile(baseline, 50),
        percentile(baseline, 99),
        percentile(endpoint, 50),
        percentile(endpoint, 99),
      ];
      lines.push(
        scenario.name,
        `  baseline  the page's SQL: p50 ${ms(b50)}, p99 ${ms(b99)}`,
        `  subject   POST /ref/order/list: p50 ${ms(e50)}, p99 ${ms(e99)}`,
        `            = p99 ${(e99 / b99).toFixed(2)}× the baseline's (p50 ${(e50 / b50).toFixed(2)}×), +${ms(e99 - b99)} at p99`,
      );
    }
    console.log(lines.join('\n'));
  }, 1_800_000);
});
