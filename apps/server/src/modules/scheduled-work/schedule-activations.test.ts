import { ErrorEnvelope, JobScheduleView, OrderView, okEnvelope, ReportView } from '@granska/domain';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activationSweep, temporaryFileStorage } from '../../platform/testing/activation-sweep-kit';
import { accessTokenFor } from '../../platform/testing/factory';
import { analysingJob, reportDraft, type Staff } from '../../platform/testing/staff-kit';
import { createTestApp, type TestApp, testAppForFile } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import type { FileStorage } from '../file-storage/file-storage.port';
import { listOutbox } from '../notifications/notifications.service';
import { bkConsents, bkJobs, jobSchedules } from '../orders/orders.schema';
import { SCHEDULED_FINALIZE_FAILED_CATEGORY } from '../reports/scheduled-finalize';

const testApp = testAppForFile({ seed: true });
let orderer: Staff;
let files: FileStorage;
let tags = 0;
const world = () => ({
  testApp,
  tag: () => {
    tags += 1;
    return `act${tags}`;
  },
});

const HOUR = 60 * 60_000;
const later = (ms: number) => new Date(Date.now() + ms);

beforeAll(async () => {
  orderer = await accessTokenFor(testApp, {
    email: 'orderer@activations.example',
    custNo: '1001',
    groups: ['BKOrderer', 'BKOrdererCoworker'],
  });
  files = await temporaryFileStorage(testApp, 'granska-act-');
});

/** The activation sweep of one server process (its own deps, as main.ts builds them), clock at `now`. */
const processOf = (app: TestApp) => activationSweep(app, files);

const sweep = (now: Date) => processOf(testApp)(now);

const call = (method: 'POST' | 'DELETE', url: string, options: { token: string; body?: unknown }) =>
  testApp.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${options.token}` },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });

let persons = 0;
const draftOrder = async () => {
  persons += 1;
  const response = await call('POST', '/order', {
    token: orderer.token,
    body: {
      service: 'COWORKER',
      send: false,
      jobs: [
        {
          name: `Person ${persons}`,
          SSN: '19121212-1212',
          email: `person${persons}@aktivering.example`,
          phone: '+46701234567',
        },
      ],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return okEnvelope(OrderView).parse(response.json()).result[0] as OrderView;
};

/** Draft orders of one person each, scheduled at the given times; answers their job ids. */
const scheduledOrders = async (times: readonly Date[]) => {
  const jobIds: string[] = [];
  for (const time of times) {
    const draft = await draftOrder();
    const response = await call('POST', `/orders/${draft.id}/scheduled-order`, {
      token: orderer.token,
      body: { activationTime: time.toISOString() },
    });
    expect(response.statusCode, response.body).toBe(200);
    jobIds.push(draft.jobs[0]?.id ?? '');
  }
  return jobIds;
};

/** Per job: its state, its JobStart consents and the states its schedules went through. */
const outcomes = async (jobIds: string[]) => {
  const { db } = testApp.database;
  const jobs = await db.select().from(bkJobs).where(inArray(bkJobs.id, jobIds));
  const consents = await db.select().from(bkConsents).where(inArray(bkConsents.jobId, jobIds));
  const schedules = await db.select().from(jobSchedules).where(inArray(jobSchedules.jobId, jobIds));
  return jobIds.map((id) => ({
    state: jobs.find((job) => job.id === id)?.currState,
    consents: consents.filter((consent) => consent.jobId === id).length,
    scheduleLog: schedules
      .filter((row) => row.jobId === id)
      .flatMap((row) => row.log.map((entry) => entry.state)),
  }));
};

const onceActivated = { state: 'PENDING_CONSENT', consents: 1, scheduleLog: ['PENDING', 'ACTIVATED'] };

describe('activation is once per schedule', () => {
  it('two processes sweeping at once activate each schedule once', async () => {
    const jobIds = await scheduledOrders([later(HOUR), later(HOUR), later(HOUR), later(HOUR)]);
    const now = later(2 * HOUR);
    const second = await createTestApp({ database: testApp.database });
    try {
      const [a, b] = await Promise.all([processOf(testApp)(now), processOf(second)(now)]);
      expect(a.activated + b.activated).toBe(4);
      expect(a.failed + b.failed).toBe(0);
    } finally {
      await second.close();
    }
    expect(await outcomes(jobIds)).toEqual(jobIds.map(() => onceActivated));
  });

  it('a restart between scheduling and the time: the new process activates it, once', async () => {
    const [jobId = ''] = await scheduledOrders([later(HOUR)]);
    const restarted = await createTestApp({ database: testApp.database });
    try {
      expect((await processOf(restarted)(later(2 * HOUR))).activated).toBe(1);
      expect((await processOf(restarted)(later(3 * HOUR))).activated).toBe(0);
      expect((await sweep(later(3 * HOUR))).activated).toBe(0);
    } finally {
      await restarted.close();
    }
    expect(await outcomes([jobId])).toEqual([onceActivated]);
  });

  it('a clock moved past several activation times activates each once, dated the sweep', async () => {
    const jobIds = await scheduledOrders([later(HOUR), later(2 * HOUR), later(3 * HOUR)]);
    const moved = later(5 * HOUR);
    expect((await sweep(moved)).activated).toBe(3);
    expect((await sweep(moved)).activated).toBe(0);
    expect((await sweep(later(6 * HOUR))).activated).toBe(0);
    expect(await outcomes(jobIds)).toEqual(jobIds.map(() => onceActivated));
    const consents = await testApp.database.db
      .select()
      .from(bkConsents)
      .where(inArray(bkConsents.jobId, jobIds));
    expect(consents.map((consent) => consent.createTime.toISOString())).toEqual(
      jobIds.map(() => moved.toISOString()),
    );
  });
});

describe('POST /api/report/{id}/scheduled-finalize', () => {
  const reportOf = async (jobId: string, token: string) => {
    const response = await call('POST', '/report/populate', { token, body: { jobId } });
    expect(response.statusCode, response.body).toBe(200);
    return okEnvelope(ReportView).parse(response.json()).result[0] as ReportView;
  };
  const scheduleFinalize = (jobId: string, token: string, activationTime: string) =>
    call('POST', `/report/${jobId}/scheduled-finalize`, { token, body: { activationTime } });

  it('the job is SCHEDULED until the time, then finalized by the server as the analyst', async () => {
    const { jobId, analyst, post } = await analysingJob(world());
    await post('/report', analyst.token, { jobId, language: 'sv', content: reportDraft });
    expect((await reportOf(jobId, analyst.token)).canScheduleFinalize).toBe(true);
    const when = later(HOUR);
    const response = await scheduleFinalize(jobId, analyst.token, when.toISOString());
    expect(response.statusCode, response.body).toBe(200);
    const scheduled = okEnvelope(JobScheduleView).parse(response.json()).result[0];
    expect(scheduled).toMatchObject({ scheduleType: 'SCHEDULE_FINALIZED', state: 'PENDING' });

    const waiting = await reportOf(jobId, analyst.token);
    expect(waiting).toMatchObject({
      jobState: 'SCHEDULED',
      canEdit: false,
      canFinalize: false,
      state: 'DRAFT',
    });
    expect(waiting.scheduledFinalize?.activationTime).toBe(when.toISOString());

    expect((await sweep(later(HOUR / 2))).activated).toBe(0);
    expect((await sweep(later(2 * HOUR))).activated).toBe(1);
    const finalized = await reportOf(jobId, analyst.token);
    expect(finalized).toMatchObject({ state: 'FINAL', finalizedBy: analyst.userId, scheduledFinalize: null });
    expect(finalized.jobState).toBe('PENDING_APPROVAL');
    const audit = await listAudit(testApp.database.db, { entity: 'report' });
    expect(
      audit.find((entry) => entry.action === 'report.finalize' && entry.details?.jobId === jobId)?.actorId,
    ).toBe(analyst.userId);
    expect((await sweep(later(3 * HOUR))).activated).toBe(0);
  });

  it("refuses a past time with the call's message, a report without a draft, and callers without the right", async () => {
    const { jobId, analyst, post } = await analysingJob(world());
    const when = later(HOUR).toISOString();
    expect((await scheduleFinalize(jobId, analyst.token, when)).statusCode).toBe(409);
    await post('/report', analyst.token, { jobId, language: 'sv', content: reportDraft });
    const past = await scheduleFinalize(jobId, analyst.token, later(-HOUR).toISOString());
    expect(past.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(past.json()).message).toBe('Schemalagt färdigställande kunde inte sparas');
    expect((await scheduleFinalize(jobId, orderer.token, when)).statusCode).toBe(403);
    const other = await analysingJob(world());
    expect((await scheduleFinalize(jobId, other.analyst.token, when)).statusCode).toBe(403);
    expect((await reportOf(jobId, analyst.token)).jobState).toBe('ANALYSING');
  });

  it('cancelling returns the job to analysis; its time then finalizes nothing', async () => {
    const { jobId, analyst, post } = await analysingJob(world());
    await post('/report', analyst.token, { jobId, language: 'sv', content: reportDraft });
    expect((await scheduleFinalize(jobId, analyst.token, later(HOUR).toISOString())).statusCode).toBe(200);
    const cancel = () => call('DELETE', `/report/${jobId}/scheduled-finalize`, { token: analyst.token });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
    expect(await sweep(later(2 * HOUR))).toMatchObject({ activated: 0 });
    expect(await reportOf(jobId, analyst.token)).toMatchObject({
      jobState: 'ANALYSING',
      state: 'DRAFT',
      canEdit: true,
    });
  });

  it('a check failing at the time leaves the job as it was and e-mails the analyst', async () => {
    const { jobId, analyst, coordinator, post } = await analysingJob(world());
    await post('/report', analyst.token, { jobId, language: 'sv', content: reportDraft });
    expect((await scheduleFinalize(jobId, analyst.token, later(HOUR).toISOString())).statusCode).toBe(200);
    // Meanwhile the job went to another analyst: the one who scheduled it may no longer finalize it.
    await testApp.database.db.update(bkJobs).set({ staffId: coordinator.userId }).where(eq(bkJobs.id, jobId));

    expect(await sweep(later(2 * HOUR))).toMatchObject({ activated: 0, refused: 1 });
    const [job] = await testApp.database.db.select().from(bkJobs).where(eq(bkJobs.id, jobId));
    expect(job?.currState).toBe('ANALYSING');
    const [schedule] = await testApp.database.db
      .select()
      .from(jobSchedules)
      .where(eq(jobSchedules.jobId, jobId));
    expect(schedule?.state).toBe('FAILED');
    const mails = await listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
      limit: 5,
      category: SCHEDULED_FINALIZE_FAILED_CATEGORY,
    });
    expect(mails.filter((mail) => mail.body?.includes(jobId))).toHaveLength(1);
    expect((await sweep(later(3 * HOUR))).refused).toBe(0);
  });
});
