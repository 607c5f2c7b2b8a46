import { ErrorEnvelope, LfdOrdersPage, OrderView, okEnvelope } from '@granska/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activationSweep, temporaryFileStorage } from '../../platform/testing/activation-sweep-kit';
import type { TestUser } from '../../platform/testing/factory';
import { storedJobs } from '../../platform/testing/scheduler-kit';
import { testAppForFile } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import { CONSENT_REQUEST_CATEGORY } from '../consent-links';
import type { FileStorage } from '../file-storage/file-storage.port';
import { listOutbox } from '../notifications/notifications.service';
import { followUpActivationTime, SCHEDULE_LFD_FOLLOW_UP, scheduleLfdFollowUp } from './lfd-follow-ups';
import { LFD_FOLLOW_UP_CANCELLED_CATEGORY } from './lfd-messages';
import { findJobRow } from './orders.repository';
import { jobSchedules } from './orders.schema';
import { ordersTestKit } from './orders.test-support';

/** LFD follow-ups (docs/decisions/lfd.md): scheduled at report approval, approved, cancelled, activated. */
const testApp = testAppForFile({ seed: true });
const kit = ordersTestKit(testApp, 'lfdfollow');
let users: Record<
  'orderer' | 'scheduleReader' | 'approver' | 'canceller' | 'listOnly' | 'standardOrderer' | 'otherCustomer',
  TestUser
>;
let files: FileStorage;

const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  // Customer 1004: follow-ups every 6 months, checking EMPLOYER, approved one by one (no standard).
  users = {
    orderer: await kit.user('orderer', '1004', ['ServiceLfd', 'LfdOrderer']),
    scheduleReader: await kit.user('scheduled', '1004', ['ServiceLfd', 'LfdScheduled']),
    approver: await kit.user('approver', '1004', [
      'ServiceLfd',
      'LfdScheduled',
      'LfdArchived',
      'LfdApproveFollowUp',
    ]),
    canceller: await kit.user('canceller', '1004', [
      'ServiceLfd',
      'LfdScheduled',
      'LfdArchived',
      'LfdCancelActivation',
    ]),
    listOnly: await kit.user('listonly', '1004', ['ServiceLfd', 'LfdScheduled', 'LfdArchived']),
    // Customer 1001: every 12 months, standard follow-ups (approved from the start).
    standardOrderer: await kit.user('standard', '1001', ['ServiceLfd', 'LfdOrderer', 'LfdScheduled']),
    otherCustomer: await kit.user('other', '1001', [
      'ServiceLfd',
      'LfdScheduled',
      'LfdApproveFollowUp',
      'LfdCancelActivation',
    ]),
  };
  files = await temporaryFileStorage(testApp, 'granska-lfdfollow-');
});

const deps = () => ({
  db: testApp.database.db,
  crypto: testApp.app.fieldCrypto,
  publicUrl: testApp.config.publicUrl,
  consentTimeoutDays: testApp.config.consentTimeoutDays,
  appEnv: testApp.config.appEnv,
});

/** One sweep of the activations as the scheduler runs them, with the clock at `now`. */
const sweep = (now: Date) => activationSweep(testApp, files)(now);

const populate = async (id: string, token = users.orderer.token) => {
  const response = await kit.call('POST', '/order/populate', { token, body: { id } });
  expect(response.statusCode, response.body).toBe(200);
  return okEnvelope(OrderView).parse(response.json()).result[0] as OrderView;
};

const scheduledList = async (token = users.scheduleReader.token) => {
  const response = await kit.call('GET', '/order/lfdscheduled', { token });
  expect(response.statusCode, response.body).toBe(200);
  return LfdOrdersPage.parse(response.json()).result;
};

/** A sent prescreen whose report was approved at `approvedAt`, and the follow-up scheduled after it. */
const prescreenWithFollowUp = (
  approvedAt: Date,
  { token = users.orderer.token, email }: { token?: string; email: string },
) => kit.prescreenWithFollowUp(token, approvedAt, { email });

const approveReport = (jobId: string, now: Date) => kit.approveReport(jobId, now);

const mailsTo = (recipient: string, category: string) =>
  listOutbox(testApp.database.db, testApp.app.fieldCrypto, { limit: 10, recipient, category });

const approve = (orderId: string, approved: boolean, token = users.approver.token) =>
  kit.call('PUT', `/order/lfd/${orderId}/follow-up-approval`, { token, body: { approved } });

const cancel = (orderId: string, token = users.canceller.token) =>
  kit.call('DELETE', `/order/lfd/${orderId}/follow-up`, { token });

describe('followUpActivationTime', () => {
  it('counts calendar months in Stockholm and starts at 08:00', () => {
    const approved = new Date('2026-08-31T14:30:00Z');
    expect(followUpActivationTime(approved, 6).toISOString()).toBe('2027-02-28T07:00:00.000Z');
  });

  it('counts a test installation’s month in days, to the millisecond', () => {
    const approved = new Date('2026-08-31T14:30:00Z');
    expect(followUpActivationTime(approved, 6, 0.0001).getTime() - approved.getTime()).toBe(
      Math.round(6 * 0.0001 * DAY),
    );
  });
});

describe('scheduling the follow-up when an LFD report is approved', () => {
  it('queues the scheduling with the approval and schedules one follow-up of the same person', async () => {
    const approvedAt = new Date('2026-03-10T13:00:00Z');
    const email = 'forsta.uppfoljning@kandidat.example';
    const { prescreen, jobId, followUpOrderId, followUpJobId } = await prescreenWithFollowUp(approvedAt, {
      email,
    });
    const queued = await storedJobs(testApp.database.db, SCHEDULE_LFD_FOLLOW_UP);
    expect(queued.map((job) => job.payload)).toContainEqual({ jobId });

    const order = await populate(followUpOrderId);
    const [job] = order.jobs;
    expect(order).toMatchObject({ service: 'LFD_FOLLOWUP', ordered: false });
    expect(job).toMatchObject({
      id: followUpJobId,
      service: 'LFD_FOLLOWUP',
      currState: 'SCHEDULED',
      name: prescreen.jobs[0]?.name,
      email,
      SSN: prescreen.jobs[0]?.SSN,
      consents: [],
    });
    expect(job?.lfdDetails).toMatchObject({
      parentOrderId: prescreen.id,
      sequenceNumber: 2,
      followUp: true,
      followUpLfdCheckPoints: ['EMPLOYER'],
      followUpApproved: false,
      activationTime: '2026-09-10T06:00:00.000Z',
    });
    expect(job?.lfdDetails?.ScheduleID).toEqual(expect.any(String));

    const row = (await scheduledList()).find((each) => each.orderId === followUpOrderId);
    expect(row).toMatchObject({
      sequenceNumber: 2,
      currState: 'SCHEDULED',
      activationTime: '2026-09-10T06:00:00.000Z',
      followUpApproved: false,
    });
    expect(await mailsTo(email, CONSENT_REQUEST_CATEGORY)).toHaveLength(1);

    // Scheduled work may run twice: the second finds the follow-up and does nothing.
    expect(await scheduleLfdFollowUp(deps(), jobId, approvedAt)).toBe('none');
    const audit = await listAudit(testApp.database.db, { entity: 'order', entityId: followUpOrderId });
    expect(audit.filter((entry) => entry.action === 'order.followUp.schedule')).toHaveLength(1);
  });

  it('is approved from the start for a customer with standard follow-ups (followUpLfdStandard), after its interval', async () => {
    const approvedAt = new Date('2026-03-10T13:00:00Z');
    const { followUpOrderId } = await prescreenWithFollowUp(approvedAt, {
      token: users.standardOrderer.token,
      email: 'standard.uppfoljning@kandidat.example',
    });
    const job = (await populate(followUpOrderId, users.standardOrderer.token)).jobs[0];
    expect(job?.lfdDetails).toMatchObject({
      followUpApproved: true,
      followUpLfdCheckPoints: ['EMPLOYER', 'SANCTIONLIST'],
      activationTime: '2027-03-10T07:00:00.000Z',
    });
  });

  it('schedules nothing for a background check', async () => {
    const bkOrderer = await kit.user('bk', '1001', ['BKOrderer', 'BKOrdererCoworker']);
    const order = await kit.create({ token: bkOrderer.token }, kit.orderBody({ send: true }));
    const jobId = order.jobs[0]?.id as string;
    await approveReport(jobId, new Date());
    expect(await scheduleLfdFollowUp(deps(), jobId, new Date())).toBe('none');
    expect(
      (await storedJobs(testApp.database.db, SCHEDULE_LFD_FOLLOW_UP)).map((job) => job.payload),
    ).not.toContainEqual({ jobId });
  });
});

describe('PUT /api/order/lfd/{id}/follow-up-approval (LfdApproveFollowUp)', () => {
  it('approves and denies a waiting follow-up; the list shows it', async () => {
    const { followUpOrderId } = await prescreenWithFollowUp(new Date(), {
      email: 'godkann@kandidat.example',
    });
    const approved = await approve(followUpOrderId, true);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(
      okEnvelope(OrderView).parse(approved.json()).result[0]?.jobs[0]?.lfdDetails?.followUpApproved,
    ).toBe(true);
    expect((await scheduledList()).find((row) => row.orderId === followUpOrderId)?.followUpApproved).toBe(
      true,
    );

    expect((await approve(followUpOrderId, false)).statusCode).toBe(200);
    expect((await populate(followUpOrderId)).jobs[0]?.lfdDetails?.followUpApproved).toBe(false);
    const audit = await listAudit(testApp.database.db, { entity: 'order', entityId: followUpOrderId });
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['order.followUp.approve', 'order.followUp.deny']),
    );
  });

  it('needs LfdApproveFollowUp (403), the own customer (404), a follow-up (404) and a boolean (400)', async () => {
    const { prescreen, followUpOrderId } = await prescreenWithFollowUp(new Date(), {
      email: 'ratt@kandidat.example',
    });
    expect((await approve(followUpOrderId, true, users.listOnly.token)).statusCode).toBe(403);
    expect((await approve(followUpOrderId, true, users.otherCustomer.token)).statusCode).toBe(404);
    expect((await approve(prescreen.id, true)).statusCode).toBe(404);
    const bad = await kit.call('PUT', `/order/lfd/${followUpOrderId}/follow-up-approval`, {
      token: users.approver.token,
      body: { approved: 'ja' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await populate(followUpOrderId)).jobs[0]?.lfdDetails?.followUpApproved).toBe(false);
  });
});

describe('DELETE /api/order/lfd/{id}/follow-up (LfdCancelActivation)', () => {
  it('archives the follow-up without running it and tells the person by e-mail', async () => {
    const email = 'avbruten@kandidat.example';
    const { followUpOrderId, followUpJobId } = await prescreenWithFollowUp(new Date(), { email });
    expect((await approve(followUpOrderId, true)).statusCode).toBe(200);
    expect((await cancel(followUpOrderId, users.approver.token)).statusCode).toBe(403);
    expect((await cancel(followUpOrderId, users.otherCustomer.token)).statusCode).toBe(404);

    const cancelled = await cancel(followUpOrderId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await populate(followUpOrderId)).jobs[0]?.currState).toBe('ARCHIVED');
    const [mail] = await mailsTo(email, LFD_FOLLOW_UP_CANCELLED_CATEGORY);
    expect(mail?.subject).toBe('Granska: Uppföljningen blir inte av / The follow-up will not take place');
    expect(mail?.body).toContain('Rekrytera Mera AB');

    const again = await cancel(followUpOrderId);
    expect(again.statusCode).toBe(409);
    expect(ErrorEnvelope.parse(again.json()).message).toBe('Uppföljningen är inte schemalagd');

    // Its time passes: nothing runs.
    await sweep(new Date(Date.now() + 400 * DAY));
    expect(await findJobRow(testApp.database.db, followUpJobId)).toMatchObject({ currState: 'ARCHIVED' });
    expect(await mailsTo(email, CONSENT_REQUEST_CATEGORY)).toHaveLength(1);
  });
});

describe('the follow-up at its activation time', () => {
  it('starts an approved follow-up once: consent sent then, the current list, and its own follow-up after', async () => {
    const email = 'aktiveras@kandidat.example';
    const approvedAt = new Date(Date.now() - 200 * DAY);
    const { followUpOrderId, followUpJobId } = await prescreenWithFollowUp(approvedAt, { email });
    expect((await approve(followUpOrderId, true)).statusCode).toBe(200);

    const now = new Date();
    const first = await sweep(now);
    expect(first.activated).toBeGreaterThanOrEqual(1);
    await sweep(now);
    const order = await populate(followUpOrderId);
    expect(order.ordered).toBe(true);
    expect(order.jobs[0]).toMatchObject({ currState: 'PENDING_CONSENT' });
    expect(order.jobs[0]?.consents).toHaveLength(1);
    expect(await mailsTo(email, CONSENT_REQUEST_CATEGORY)).toHaveLength(2);
    const current = await kit.call('GET', '/order/lfd', { token: users.orderer.token });
    expect(LfdOrdersPage.parse(current.json()).result.map((row) => row.orderId)).toContain(followUpOrderId);

    // Its report approved in turn: the third check is scheduled after it.
    await approveReport(followUpJobId, now);
    expect(await scheduleLfdFollowUp(deps(), followUpJobId, now)).toBe('scheduled');
    const third = (await scheduledList()).find(
      (row) => row.sequenceNumber === 3 && row.name === order.jobs[0]?.name,
    );
    expect(third).toMatchObject({ currState: 'SCHEDULED', followUpApproved: false });
  });

  it('archives an unapproved follow-up with SCHEDULE_ARCHIVED instead of starting it', async () => {
    const email = 'ejgodkand@kandidat.example';
    const approvedAt = new Date(Date.now() - 200 * DAY);
    const { followUpOrderId, followUpJobId } = await prescreenWithFollowUp(approvedAt, { email });
    await sweep(new Date());

    expect((await populate(followUpOrderId)).jobs[0]).toMatchObject({ currState: 'ARCHIVED', consents: [] });
    expect(await mailsTo(email, CONSENT_REQUEST_CATEGORY)).toHaveLength(1);
    const schedules = await testApp.database.db
      .select()
      .from(jobSchedules)
      .where(eq(jobSchedules.jobId, followUpJobId));
    expect(schedules.map((row) => [row.scheduleType, row.state]).sort()).toEqual([
      ['SCHEDULE_ARCHIVED', 'ACTIVATED'],
      ['SCHEDULE_FOLLOW_UP', 'FAILED'],
    ]);
    const archived = await kit.call('GET', '/order/lfdarchived', { token: users.listOnly.token });
    expect(LfdOrdersPage.parse(archived.json()).result.map((row) => row.orderId)).toContain(followUpOrderId);
    expect((await approve(followUpOrderId, true)).statusCode).toBe(409);
  });
});
