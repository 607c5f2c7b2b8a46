import {
  ErrorEnvelope,
  filterWorkQueue,
  hiddenCustomerIds,
  JOB_MESSAGES,
  JOB_STATES,
  JobQueueCounts,
  type JobState,
  okEnvelope,
  WORK_QUEUES,
  type WorkQueueJob,
} from '@granska/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer, insertJobs, type JobSpec } from '../../platform/testing/factory';
import { type Staff, staffTestKit } from '../../platform/testing/staff-kit';
import { testAppForFile } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import { CONSENT_KEY_PURPOSE } from '../consent-links';
import { customers } from '../customers/customers.schema';
import { type BkConsentRow, bkConsents, bkJobs } from '../orders/orders.schema';

const testApp = testAppForFile();
let kit: ReturnType<typeof staffTestKit>;
let coordinator: Staff;
let analyst: Staff;
let spiLeader: Staff;
let customerId: string;
let hiddenId: string;

const DAY = 24 * 60 * 60_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const inDays = (days: number) => new Date(Date.now() + days * DAY);

beforeAll(async () => {
  kit = staffTestKit(testApp, 'queues');
  coordinator = await kit.staff(['Coordinator']);
  analyst = await kit.staff(['Analyst']);
  spiLeader = await kit.staff(['SPILeader']);
  customerId = await insertCustomer(testApp, { custNo: '7001', custName: 'Köbolaget Norr AB' });
  hiddenId = await insertCustomer(testApp, { custNo: '7002', custName: 'Dolda Kunden AB', hidden: true });
});

/** Every job in the database as the domain's predicates see it. */
const allJobsForDomain = async (): Promise<(WorkQueueJob & { service: string })[]> => {
  const rows = await testApp.database.db.select().from(bkJobs);
  const approvals = (await testApp.database.db.select().from(bkConsents))
    .filter((consent) => consent.consentType === 'ReportApproval')
    .sort((a, b) => a.createTime.getTime() - b.createTime.getTime() || a.id.localeCompare(b.id));
  const newestApproval = (jobId: string) => approvals.filter((consent) => consent.jobId === jobId).at(-1);
  return rows.map((row) => ({
    reportApprovalState: newestApproval(row.id)?.state ?? null,
    id: row.id,
    orderId: row.orderId,
    customerId: row.customerId,
    service: row.service,
    currState: row.currState,
    createTime: row.created.toISOString(),
    staffId: row.staffId,
    spiDetails: {
      spiLeaderId: row.spiLeaderId,
      sriPerformsInterview: row.spiDetails?.sriPerformsInterview ?? null,
    },
  }));
};

const hiddenIds = async () =>
  hiddenCustomerIds(
    (await testApp.database.db.select().from(customers)).map((row) => ({
      id: row.id,
      custNo: row.custNo,
      hiddenCustomer: row.hidden,
    })),
  );

describe('work queues agree with the domain predicates (work-queues.ts)', () => {
  let unmappedJob: string;

  beforeAll(async () => {
    const specs: JobSpec[] = [];
    for (const state of JOB_STATES) {
      for (const staffId of [null, '', '0', analyst.userId]) {
        for (const spiLeaderId of [null, spiLeader.userId]) {
          specs.push({
            customerId,
            currState: state,
            staffId,
            spiLeaderId,
            deadline: inDays(specs.length % 5),
          });
        }
      }
    }
    specs.push(
      { customerId, currState: 'CREATED', created: ago(13) },
      { customerId, currState: 'CREATED', created: ago(15) },
      { customerId: hiddenId, currState: 'CREATED', created: ago(1) },
      { customerId: hiddenId, currState: 'ANALYSING' },
      // LFD checks are worked as background checks are.
      { customerId, currState: 'ANALYSING', service: 'PRESCREEN', deadline: inDays(2) },
      { customerId, currState: 'ANALYSING', service: 'LFD_FOLLOWUP', staffId: analyst.userId },
    );
    // Screenings whose interview the customer holds (no SPI leader needed) beside ones our leader holds.
    for (const sriPerformsInterview of [false, true]) {
      for (const currState of ['ANALYSING', 'INTERVIEWING'] as const) {
        specs.push({
          customerId,
          currState,
          service: 'SECURITY_SCREENING',
          spiDetails: {
            spiType: 'DIGITAL',
            sriPerformsInterview,
            date: null,
            comment: null,
            refCheckId: null,
          },
        });
      }
    }
    await insertJobs(testApp, specs);
    // Report approvals: timed out (in the queue), timed out then asked again, declined, still pending.
    const approvalRounds: BkConsentRow['state'][][] = [
      ['CsntTimedOut'],
      ['CsntTimedOut', 'CsntPendingAnswer'],
      ['CsntDeclined'],
      ['CsntPendingAnswer'],
      ['CsntPendingAnswer', 'CsntTimedOut'],
    ];
    const waiting = await insertJobs(
      testApp,
      approvalRounds.map(() => ({ customerId, currState: 'PENDING_APPROVAL' as const })),
    );
    for (const [index, rounds] of approvalRounds.entries()) {
      for (const [round, state] of rounds.entries()) {
        await testApp.database.db.insert(bkConsents).values({
          jobId: waiting[index] as string,
          consentType: 'ReportApproval',
          state,
          keyHash: `queue-test-${index}-${round}`,
          createTime: ago(10 - round),
        });
      }
    }
    [unmappedJob = ''] = await insertJobs(testApp, [
      { customerId, currState: 'ANALYSING', service: 'BLANK' as never, staffId: analyst.userId },
    ]);
  });

  it.each(WORK_QUEUES)('%s: the coordinator’s pages hold exactly the domain’s members', async (queue) => {
    const listed = await kit.wholeQueue(coordinator.token, { queue, pageSize: 7 });
    const context = { now: new Date(), hiddenCustomerIds: await hiddenIds() };
    // Staff see only services in their table: the BLANK job is in no list of theirs.
    const expected = filterWorkQueue(await allJobsForDomain(), queue, context)
      .filter((job) => (job.service as string) !== 'BLANK')
      .map((job) => job.id);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...expected].sort());
    expect(expected.length).toBeGreaterThan(0);
  });

  it('counts every queue as its list', async () => {
    const response = await kit.call('GET', '/jobs/counts', coordinator.token);
    expect(response.statusCode, response.body).toBe(200);
    const counts = okEnvelope(JobQueueCounts).parse(response.json()).result[0] as JobQueueCounts;
    for (const queue of WORK_QUEUES) {
      expect(counts[queue], queue).toBe(
        (await kit.wholeQueue(coordinator.token, { queue, pageSize: 100 })).length,
      );
    }
  });

  it('keeps counting every queue as its list while jobs move, get an analyst, lose one and go away', async () => {
    const { db } = testApp.database;
    const [moved = '', assigned = '', unassigned = '', removed = ''] = await insertJobs(testApp, [
      { customerId, currState: 'ANALYSING' },
      { customerId, currState: 'ANALYSING' },
      { customerId, currState: 'ANALYSING', staffId: ' 0 ' },
      { customerId, currState: 'PENDING_CONSENT' },
    ]);
    await db.update(bkJobs).set({ currState: 'ARCHIVED' }).where(eq(bkJobs.id, moved));
    await db.update(bkJobs).set({ staffId: coordinator.userId }).where(eq(bkJobs.id, assigned));
    await db.update(bkJobs).set({ staffId: coordinator.userId }).where(eq(bkJobs.id, unassigned));
    await db.update(bkJobs).set({ staffId: '' }).where(eq(bkJobs.id, unassigned));
    await db.delete(bkJobs).where(eq(bkJobs.id, removed));
    const response = await kit.call('GET', '/jobs/counts', coordinator.token);
    const counts = okEnvelope(JobQueueCounts).parse(response.json()).result[0] as JobQueueCounts;
    for (const queue of [...WORK_QUEUES, 'mine' as const]) {
      expect(counts[queue], queue).toBe(
        (await kit.wholeQueue(coordinator.token, { queue, pageSize: 100 })).length,
      );
    }
    expect(counts.mine).toBe(1);
  });

  it('gives analysts and SPI leaders only their own jobs, and no other queue', async () => {
    const mine = await kit.wholeQueue(analyst.token, { queue: 'mine', pageSize: 50 });
    const rows = await testApp.database.db.select().from(bkJobs);
    const assigned = rows.filter(
      (row) => row.staffId === analyst.userId && (row.service as string) !== 'BLANK',
    );
    expect([...mine].sort()).toEqual(assigned.map((row) => row.id).sort());
    expect(mine).not.toContain(unmappedJob);

    const led = await kit.wholeQueue(spiLeader.token, { queue: 'mine' });
    expect([...led].sort()).toEqual(
      rows
        .filter((row) => row.spiLeaderId === spiLeader.userId)
        .map((row) => row.id)
        .sort(),
    );

    for (const queue of ['ordered', 'unassigned']) {
      const refused = await kit.call('GET', `/jobs?queue=${queue}`, analyst.token);
      expect(refused.statusCode).toBe(403);
      expect(ErrorEnvelope.parse(refused.json()).message).toBe(JOB_MESSAGES.queueNotAllowed);
    }
    const counts = await kit.call('GET', '/jobs/counts', analyst.token);
    expect(Object.keys(counts.json().result[0])).toEqual(['mine']);
  });

  it('answers 404 for a job of a service no staff group works, even to a coordinator', async () => {
    const response = await kit.call('POST', '/job/populate', coordinator.token, { id: unmappedJob });
    expect(response.statusCode).toBe(404);
    expect(ErrorEnvelope.parse(response.json()).message).toBe(JOB_MESSAGES.notFound);
  });
});

describe('keyset paging', () => {
  it('walks jobs with equal deadlines and without deadlines with no duplicates or gaps', async () => {
    const pagingCustomer = await insertCustomer(testApp, { custNo: '7003', custName: 'Sidbolaget AB' });
    const same = inDays(30);
    const ids = await insertJobs(testApp, [
      ...Array.from({ length: 13 }, () => ({
        customerId: pagingCustomer,
        currState: 'IN_PROGRESS' as JobState,
        deadline: same,
      })),
      ...Array.from({ length: 6 }, () => ({
        customerId: pagingCustomer,
        currState: 'IN_PROGRESS' as JobState,
        deadline: null,
      })),
      { customerId: pagingCustomer, currState: 'IN_PROGRESS', deadline: inDays(29) },
    ]);
    const walked = await kit.wholeQueue(coordinator.token, {
      queue: 'ordered',
      search: 'Sidbolaget',
      pageSize: 4,
    });
    const earliest = ids.at(-1);
    const withSameDeadline = ids.slice(0, 13).sort();
    const withoutDeadline = ids.slice(13, 19).sort();
    expect(walked).toEqual([earliest, ...withSameDeadline, ...withoutDeadline]);
  });

  it('pages the created queue newest first, also within one creation instant', async () => {
    const draftCustomer = await insertCustomer(testApp, { custNo: '7004', custName: 'Utkastbolaget AB' });
    const instant = ago(2);
    const ids = await insertJobs(testApp, [
      ...Array.from({ length: 5 }, () => ({
        customerId: draftCustomer,
        currState: 'CREATED' as JobState,
        created: instant,
      })),
      { customerId: draftCustomer, currState: 'CREATED', created: ago(1) },
    ]);
    const walked = await kit.wholeQueue(coordinator.token, {
      queue: 'created',
      search: 'Utkastbolaget',
      pageSize: 2,
    });
    expect(walked).toEqual([ids[5], ...ids.slice(0, 5).sort().reverse()]);
  });

  it('refuses a damaged token and a token of another queue’s order with 400', async () => {
    const first = await kit.page(coordinator.token, { queue: 'created', pageSize: 1 });
    expect(first.nextToken).not.toBeNull();
    for (const query of [
      `queue=ordered&nextToken=${first.nextToken}`,
      'queue=ordered&nextToken=bm90LWpzb24',
      'queue=ordered&nextToken=%24%24',
      'queue=ordered&pageSize=0',
      'queue=ordered&pageSize=101',
      'queue=nonsense',
    ]) {
      const response = await kit.call('GET', `/jobs?${query}`, coordinator.token);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('the list: masked personal numbers, search, audit', () => {
  let searchCustomer: string;
  let jobIds: string[];

  beforeAll(async () => {
    searchCustomer = await insertCustomer(testApp, { custNo: '7005', custName: 'Sökbara Säkerhet AB' });
    jobIds = await insertJobs(testApp, [
      { customerId: searchCustomer, currState: 'ANALYSING', name: 'Greta Gåtfull', ssn: '19800101-2383' },
      { customerId: searchCustomer, currState: 'PENDING_CONSENT', name: 'Olle Okänd', ssn: '19750505-1234' },
    ]);
  });

  it('shows names and masked personal numbers, never the last four digits', async () => {
    const response = await kit.call(
      'GET',
      `/jobs?queue=ordered&search=${encodeURIComponent('sökbara')}`,
      coordinator.token,
    );
    expect(response.statusCode).toBe(200);
    const { jobs } = response.json().result[0] as {
      jobs: { id: string; personName: string; maskedSSN: string }[];
    };
    expect(jobs.map((job) => job.id).sort()).toEqual([...jobIds].sort());
    expect(jobs.find((job) => job.id === jobIds[0])).toMatchObject({
      personName: 'Greta Gåtfull',
      maskedSSN: '19800101-XXXX',
      customerName: 'Sökbara Säkerhet AB',
    });
    expect(response.body).not.toContain('2383');
    expect(response.body).not.toContain('1234');
    expect(response.body).not.toContain('kandidat.example');
  });

  it('finds by job id prefix, order id prefix (any case), customer name and a whole consent key', async () => {
    const [first = '', second = ''] = jobIds;
    const ids = async (search: string) =>
      (await kit.page(coordinator.token, { queue: 'ordered', search, pageSize: 100 })).jobs.map(
        (job) => job.id,
      );
    expect(await ids(first.slice(0, 8).toUpperCase())).toEqual([first]);
    const [job] = await testApp.database.db.select().from(bkJobs).where(eq(bkJobs.id, second));
    expect(await ids(job?.orderId.slice(0, 6) ?? 'x')).toContain(second);
    expect(await ids('SÄKERHET')).toHaveLength(2);
    expect(await ids(first.slice(3, 12))).toEqual([]);

    const key = 'Ab3_kd9-Zx81LmQ0pWv7T2rYs5Nc4Hj6Uq1Oe8Ig0Fb';
    await testApp.database.db.insert(bkConsents).values({
      jobId: second,
      consentType: 'JobStart',
      state: 'CsntPendingAnswer',
      keyHash: testApp.app.fieldCrypto.blindIndex(CONSENT_KEY_PURPOSE, key),
    });
    expect(await ids(key)).toEqual([second]);
    expect(await ids(key.slice(0, 20))).toEqual([]);
  });

  it('audits each page with the ids shown, never the search text', async () => {
    await kit.page(coordinator.token, { queue: 'ordered', search: 'Sökbara' });
    const [row] = (
      await listAudit(testApp.database.db, { action: 'job.list', actorId: coordinator.userId, limit: 1000 })
    ).slice(-1);
    expect(row?.details).toEqual({ jobIds: expect.arrayContaining(jobIds) });
    expect(JSON.stringify(row)).not.toContain('Sökbara');
  });

  it('refuses lists until the security policy is approved', async () => {
    const fresh = await kit.user(['Coordinator']);
    const refused = await kit.call('GET', '/jobs?queue=ordered', fresh.token);
    expect(refused.statusCode).toBe(403);
    expect(ErrorEnvelope.parse(refused.json()).message).toBe(JOB_MESSAGES.policyNotApproved);
    // Counts carry no person data.
    expect((await kit.call('GET', '/jobs/counts', fresh.token)).statusCode).toBe(200);
  });
});
