import {
  ErrorEnvelope,
  JOB_MESSAGES,
  JOB_TRANSITION_REFUSAL_MESSAGES,
  JobsPage,
  okEnvelope,
  PolicyApprovalStatus,
  SECURITY_POLICY_VERSION,
  SpiJobsPage,
  StaffUserOption,
} from '@granska/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../platform/http/access';
import { collectionTestKit } from '../../platform/testing/collection-kit';
import { consentTestKit } from '../../platform/testing/consent-kit';
import { type Staff, staffTestKit } from '../../platform/testing/staff-kit';
import { testAppForFile } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import { users } from '../identity/identity.schema';
import { bkJobs } from '../orders/orders.schema';

const testApp = testAppForFile({ seed: true });
let kit: ReturnType<typeof staffTestKit>;
let jobsKit: ReturnType<typeof collectionTestKit>;
let coordinator: Staff;
let spiCoordinator: Staff;
let analyst: Staff;
let otherAnalyst: Staff;
let spiLeader: Staff;
let dataCollector: Staff;

beforeAll(async () => {
  // The person accepts through the local BankID server, which the consent flow reaches over HTTP.
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  kit = staffTestKit(testApp, 'jobs');
  jobsKit = collectionTestKit(testApp);
  coordinator = await kit.staff(['Coordinator']);
  spiCoordinator = await kit.staff(['SPICoordinator']);
  analyst = await kit.staff(['Analyst']);
  otherAnalyst = await kit.staff(['Analyst']);
  spiLeader = await kit.staff(['SPILeader']);
  dataCollector = await kit.staff(['DataCollector']);
});

const errorOf = (response: { json(): unknown }) => ErrorEnvelope.parse(response.json());
const populate = (staff: Staff, id: string) => kit.call('POST', '/job/populate', staff.token, { id });
const assign = (jobId: string, userId: string | null, by: Staff = coordinator) =>
  kit.call('POST', '/jobs/user', by.token, { jobId, userId });
const jobRow = async (id: string) =>
  (await testApp.database.db.select().from(bkJobs).where(eq(bkJobs.id, id)))[0];

const STAFF_ROUTES = [
  ['GET', '/jobs'],
  ['GET', '/jobs/counts'],
  ['POST', '/job/populate'],
  ['POST', '/jobs/user'],
  ['POST', '/job/coordinator-notes'],
  ['POST', '/job/approve'],
  ['POST', '/job/reverse'],
  ['GET', '/staff/analysts'],
  ['GET', '/staff/spi-leaders'],
  ['GET', '/staff/policy'],
  ['POST', '/staff/policy/approve'],
  ['GET', '/spi-coordinators/jobs'],
  ['POST', '/spi-coordinators/updateSpiLeader'],
] as const;

describe('who may call the staff routes', () => {
  it('declares staff groups only: no customer group, no API key', () => {
    for (const [method, url] of STAFF_ROUTES) {
      const access = testApp.app.registeredRoutes.find(
        (route) => route.method === method && route.url === `/api${url}`,
      )?.access as Exclude<RouteAccess, string> | undefined;
      expect(access?.groups, url).toBeDefined();
      expect(access?.apiKey, url).toBeUndefined();
      for (const group of access?.groups ?? []) {
        expect([
          'UserAdmin',
          'Coordinator',
          'Analyst',
          'SPICoordinator',
          'SPILeader',
          'DataCollector',
        ]).toContain(group);
      }
    }
  });

  it('answers 403 to customer users on every staff route, and 401 without a log-in', async () => {
    const customers = [
      await kit.user(['ServiceBackgroundCheck', 'BKOrderer', 'BKRecipient', 'BKDownloadReport'], '1002'),
      await kit.user(['CustomerAdmin', 'CustomerSuperuser'], '1002'),
    ];
    const { jobId } = await jobsKit.analysingJob('COWORKER');
    for (const [method, url] of STAFF_ROUTES) {
      const body =
        method === 'POST' ? { id: jobId, jobId, userId: null, version: SECURITY_POLICY_VERSION } : undefined;
      for (const customer of customers) {
        expect((await kit.call(method, url, customer.token, body)).statusCode, url).toBe(403);
      }
      expect((await kit.call(method, url, undefined, body)).statusCode, url).toBe(401);
    }
  });

  it('keeps data collectors and admins out of the job routes (their own modules decide)', async () => {
    const { jobId } = await jobsKit.analysingJob('COWORKER');
    const admin = await kit.staff(['UserAdmin']);
    for (const staff of [dataCollector, admin]) {
      expect((await populate(staff, jobId)).statusCode).toBe(403);
      expect((await kit.call('GET', '/jobs?queue=mine', staff.token)).statusCode).toBe(403);
    }
  });
});

describe('the security policy', () => {
  it('is approved once per version, recorded and audited; until then person data is refused', async () => {
    const fresh = await kit.user(['Coordinator']);
    const status = async () =>
      okEnvelope(PolicyApprovalStatus).parse((await kit.call('GET', '/staff/policy', fresh.token)).json())
        .result[0];
    expect(await status()).toEqual({ version: SECURITY_POLICY_VERSION, approved: false, approvedAt: null });

    const { jobId } = await jobsKit.analysingJob('COWORKER');
    const refused = await populate(fresh, jobId);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(JOB_MESSAGES.policyNotApproved);

    const stale = await kit.call('POST', '/staff/policy/approve', fresh.token, { version: '1999-1' });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toBe(JOB_MESSAGES.policyVersionChanged);

    await kit.approvePolicy(fresh);
    await kit.approvePolicy(fresh);
    const approved = await status();
    expect(approved).toMatchObject({ version: SECURITY_POLICY_VERSION, approved: true });
    expect(Date.parse(approved?.approvedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const audit = await listAudit(testApp.database.db, {
      action: 'staff-policy.approve',
      actorId: fresh.userId,
    });
    expect(audit).toHaveLength(1);
    expect((await populate(fresh, jobId)).statusCode).toBe(200);
  });
});

describe('a job from the consent to its analyst', () => {
  it('lands in the unassigned queue with its deadline, order date and consent, masked', async () => {
    const { jobId, person } = await jobsKit.analysingJob('COWORKER');
    const row = await jobRow(jobId);
    expect(row?.deadline).toBeInstanceOf(Date);
    expect(row?.orderDate).toBeInstanceOf(Date);
    const { jobs } = await kit.page(coordinator.token, { queue: 'unassigned', search: jobId.slice(0, 13) });
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      id: jobId,
      currState: 'ANALYSING',
      customerName: 'Bygg & Bevakning i Norr AB',
      personName: person.name,
      maskedSSN: `${person.SSN.slice(0, 8)}-XXXX`,
      consentState: 'CsntAccepted',
      staffId: null,
      deadline: row?.deadline?.toISOString(),
      orderDate: row?.orderDate?.toISOString(),
    });
    expect(JSON.stringify(jobs)).not.toContain(person.SSN);
  });

  it('opens for a coordinator with full person data, audited with ids only', async () => {
    const { jobId, orderId, person } = await jobsKit.analysingJob('COWORKER');
    const opened = kit.details(await populate(coordinator, jobId));
    expect(opened).toMatchObject({
      id: jobId,
      orderId,
      personName: person.name,
      SSN: person.SSN,
      email: person.email,
      phone: person.phone,
      position: person.position,
      coordinatorNotes: null,
      assignments: [],
    });
    expect(opened.consents.map((consent) => [consent.consentType, consent.state])).toEqual([
      ['JobStart', 'CsntAccepted'],
    ]);
    expect(opened.jobStateLog.map((entry) => entry.state).slice(-2)).toEqual([
      'PENDING_CONSENT',
      'ANALYSING',
    ]);
    expect(opened.availableActions).toContain('reverse');
    const [audit] = await listAudit(testApp.database.db, { action: 'job.open', entityId: jobId });
    expect(audit).toMatchObject({
      actorId: coordinator.userId,
      entity: 'job',
      details: { orderId, via: 'populate' },
    });
    expect(JSON.stringify(audit)).not.toContain(person.name);
  });

  it('refuses an analyst until the job is assigned to it, and keeps the assignment history', async () => {
    const { jobId } = await jobsKit.analysingJob('SPECIALIST');
    const refused = await populate(analyst, jobId);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(JOB_MESSAGES.notAssignedToYou);

    const assigned = kit.details(await assign(jobId, analyst.userId));
    expect(assigned.staffId).toBe(analyst.userId);
    expect((await populate(analyst, jobId)).statusCode).toBe(200);
    expect((await kit.page(analyst.token, { queue: 'mine' })).jobs.map((job) => job.id)).toContain(jobId);

    kit.details(await assign(jobId, otherAnalyst.userId));
    expect((await populate(analyst, jobId)).statusCode).toBe(403);
    expect((await populate(otherAnalyst, jobId)).statusCode).toBe(200);
    const last = kit.details(await assign(jobId, null));
    expect(last.assignments.map(({ fromUser, toUser }) => ({ fromUser, toUser }))).toEqual([
      { fromUser: null, toUser: analyst.userId },
      { fromUser: analyst.userId, toUser: otherAnalyst.userId },
      { fromUser: otherAnalyst.userId, toUser: null },
    ]);
    expect(last.assignments[1]?.toEmail).toMatch(/@granska\.example$/);
    expect(last.assignments.every((entry) => !Number.isNaN(Date.parse(entry.time)))).toBe(true);
    const audit = await listAudit(testApp.database.db, { action: 'job.assign', entityId: jobId });
    expect(audit.map((row) => row.details)).toEqual([
      { fromUser: null, toUser: analyst.userId },
      { fromUser: analyst.userId, toUser: otherAnalyst.userId },
      { fromUser: otherAnalyst.userId, toUser: null },
    ]);
    expect((await populate(otherAnalyst, jobId)).statusCode).toBe(403);
  });

  it('assigns only enabled analysts, only while the job is worked on, and only as a coordinator', async () => {
    const { jobId } = await jobsKit.analysingJob('COWORKER');
    for (const userId of [coordinator.userId, spiLeader.userId, 'no-such-user']) {
      const response = await assign(jobId, userId);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(JOB_MESSAGES.analystNotFound);
    }
    const disabled = await kit.staff(['Analyst']);
    await testApp.database.db.update(users).set({ enabled: false }).where(eq(users.id, disabled.userId));
    expect((await assign(jobId, disabled.userId)).statusCode).toBe(400);
    expect((await assign(jobId, analyst.userId, spiCoordinator)).statusCode).toBe(403);
    expect((await assign('no-such-job', analyst.userId)).statusCode).toBe(404);

    await testApp.database.db.update(bkJobs).set({ currState: 'ARCHIVED' }).where(eq(bkJobs.id, jobId));
    const archived = await assign(jobId, analyst.userId);
    expect(archived.statusCode).toBe(409);
    expect(errorOf(archived).message).toBe(JOB_MESSAGES.notAssignable);
    expect((await assign(jobId, null)).statusCode).toBe(200);
  });

  it('lists the enabled analysts and SPI leaders for coordinators', async () => {
    const response = await kit.call('GET', '/staff/analysts', coordinator.token);
    const options = okEnvelope(StaffUserOption).parse(response.json()).result;
    expect(options.map((option) => option.id)).toEqual(
      expect.arrayContaining([analyst.userId, otherAnalyst.userId]),
    );
    expect(options.map((option) => option.id)).not.toContain(spiLeader.userId);
    expect(options.map((option) => option.email)).toEqual([...options.map((option) => option.email)].sort());
    const leaders = await kit.call('GET', '/staff/spi-leaders', spiCoordinator.token);
    expect(
      okEnvelope(StaffUserOption)
        .parse(leaders.json())
        .result.map((option) => option.id),
    ).toContain(spiLeader.userId);
    expect((await kit.call('GET', '/staff/analysts', analyst.token)).statusCode).toBe(403);
  });
});

describe('coordinator notes', () => {
  it('are saved encrypted, shown to staff who open the job, and never to the customer', async () => {
    const { jobId, orderId, ordererToken } = await jobsKit.analysingJob('COWORKER');
    const notes = 'Ring Kalle på kundsidan före fredag';
    const saved = kit.details(
      await kit.call('POST', '/job/coordinator-notes', coordinator.token, {
        id: jobId,
        coordinatorNotes: notes,
      }),
    );
    expect(saved.coordinatorNotes).toBe(notes);
    expect((await jobRow(jobId))?.coordinatorNotesEnc).not.toContain('Kalle');
    await assign(jobId, analyst.userId);
    expect(kit.details(await populate(analyst, jobId)).coordinatorNotes).toBe(notes);

    const customerView = await consentTestKit(testApp).post(
      '/api/order/populate',
      { id: orderId },
      ordererToken,
    );
    expect(customerView.statusCode).toBe(200);
    expect(customerView.body).not.toContain('Kalle');
    expect(customerView.body).not.toContain('coordinatorNotes');

    const cleared = kit.details(
      await kit.call('POST', '/job/coordinator-notes', coordinator.token, {
        id: jobId,
        coordinatorNotes: '  ',
      }),
    );
    expect(cleared.coordinatorNotes).toBeNull();
    expect(
      (await kit.call('POST', '/job/coordinator-notes', analyst.token, { id: jobId, coordinatorNotes: 'x' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('approve and reverse', () => {
  it('follow the state machine: refusals are 409 with a Swedish message, reverse swaps the states', async () => {
    const { jobId } = await jobsKit.analysingJob('COWORKER');
    await assign(jobId, analyst.userId);
    const notPending = await kit.call('POST', '/job/approve', coordinator.token, { id: jobId });
    expect(notPending.statusCode).toBe(409);
    expect(errorOf(notPending).message).toBe(JOB_TRANSITION_REFUSAL_MESSAGES.ACTION_NOT_ALLOWED_IN_STATE);

    const reversed = kit.details(await kit.call('POST', '/job/reverse', coordinator.token, { id: jobId }));
    expect(reversed).toMatchObject({ currState: 'PENDING_CONSENT', prevState: 'ANALYSING' });
    expect(reversed.jobStateLog.at(-1)).toMatchObject({
      state: 'PENDING_CONSENT',
      assignedAnalyst: analyst.userId,
    });
    const again = kit.details(await kit.call('POST', '/job/reverse', coordinator.token, { id: jobId }));
    expect(again).toMatchObject({ currState: 'ANALYSING', prevState: 'PENDING_CONSENT' });
    expect((await jobRow(jobId))?.deadline).toBeInstanceOf(Date);

    await testApp.database.db
      .update(bkJobs)
      .set({ currState: 'PENDING_APPROVAL', prevState: 'ANALYSING' })
      .where(eq(bkJobs.id, jobId));
    expect((await kit.call('POST', '/job/approve', spiCoordinator.token, { id: jobId })).statusCode).toBe(
      403,
    );
    expect((await kit.call('POST', '/job/approve', analyst.token, { id: jobId })).statusCode).toBe(403);
    const approved = kit.details(await kit.call('POST', '/job/approve', coordinator.token, { id: jobId }));
    expect(approved).toMatchObject({
      currState: 'APPROVED',
      prevState: 'PENDING_APPROVAL',
      deadlineStatus: null,
    });
    const audit = await listAudit(testApp.database.db, { action: 'job.approve', entityId: jobId });
    expect(audit.map((row) => row.details)).toEqual([{ from: 'PENDING_APPROVAL', to: 'APPROVED' }]);
  });

  it('cannot reverse a draft or a job without a previous state', async () => {
    const { job } = await consentTestKit(testApp).orderSent();
    for (const [currState, refusal] of [
      ['CREATED', JOB_TRANSITION_REFUSAL_MESSAGES.ACTION_NOT_ALLOWED_IN_STATE],
      ['ANALYSING', JOB_TRANSITION_REFUSAL_MESSAGES.NO_PREVIOUS_STATE],
    ] as const) {
      await testApp.database.db
        .update(bkJobs)
        .set({ currState, prevState: null })
        .where(eq(bkJobs.id, job.id));
      const response = await kit.call('POST', '/job/reverse', coordinator.token, { id: job.id });
      expect(response.statusCode, currState).toBe(409);
      expect(errorOf(response).message).toBe(refusal);
    }
  });
});

describe('SPI leaders', () => {
  it('are assigned by SPI coordinators to jobs with an SPI, and then see those jobs', async () => {
    const { jobId } = await jobsKit.analysingJob('EXECUTIVE');
    const refused = await populate(spiLeader, jobId);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(JOB_MESSAGES.notAssignedToYou);

    const list = await kit.call('GET', '/spi-coordinators/jobs?page=0&size=100', spiCoordinator.token);
    expect(list.statusCode, list.body).toBe(200);
    const page = SpiJobsPage.parse(list.json());
    expect(page.result.map((job) => job.id)).toContain(jobId);
    expect(page.paging.total).toBeGreaterThanOrEqual(page.result.length);

    const update = (userId: string | null, by = spiCoordinator) =>
      kit.call('POST', '/spi-coordinators/updateSpiLeader', by.token, { jobId, userId });
    expect((await update(spiLeader.userId, coordinator)).statusCode).toBe(403);
    const wrongUser = await update(analyst.userId);
    expect(wrongUser.statusCode).toBe(400);
    expect(errorOf(wrongUser).message).toBe(JOB_MESSAGES.spiLeaderNotFound);
    expect(kit.details(await update(spiLeader.userId)).spiLeaderId).toBe(spiLeader.userId);
    expect((await populate(spiLeader, jobId)).statusCode).toBe(200);
    const mine = okEnvelope(JobsPage).parse(
      (await kit.call('GET', '/jobs?queue=mine', spiLeader.token)).json(),
    );
    expect(mine.result[0]?.jobs.map((job) => job.id)).toContain(jobId);
    expect(
      (await kit.page(coordinator.token, { queue: 'spiLeaderUnassigned', search: jobId.slice(0, 13) })).jobs,
    ).toEqual([]);
    expect(kit.details(await update(null)).spiLeaderId).toBeNull();
    expect((await populate(spiLeader, jobId)).statusCode).toBe(403);
    // Each change of SPI leader is kept in spiDetails.assignments; a job without details gets them.
    expect((await jobRow(jobId))?.spiDetails?.assignments).toEqual([
      { fromUser: null, toUser: spiLeader.userId, time: expect.any(String) },
      { fromUser: spiLeader.userId, toUser: null, time: expect.any(String) },
    ]);
  });

  it('are not needed when the customer holds the interview: 409 on assignment, in no SPI list', async () => {
    const { jobId } = await jobsKit.analysingJob('EXECUTIVE');
    const [job] = await testApp.database.db.select().from(bkJobs).where(eq(bkJobs.id, jobId));
    await testApp.database.db
      .update(bkJobs)
      .set({
        spiDetails: {
          ...(job?.spiDetails ?? { date: null, comment: null, refCheckId: null }),
          spiType: 'PHYSICAL',
          sriPerformsInterview: false,
        },
      })
      .where(eq(bkJobs.id, jobId));
    const refused = await kit.call('POST', '/spi-coordinators/updateSpiLeader', spiCoordinator.token, {
      jobId,
      userId: spiLeader.userId,
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(
      'Kunden håller intervjun själv, så jobbet kan inte tilldelas en SPI-ledare',
    );
    expect((await jobRow(jobId))?.spiLeaderId).toBeNull();
    expect(kit.details(await populate(coordinator, jobId)).interview).toMatchObject({
      spiType: 'PHYSICAL',
      sriPerformsInterview: false,
      refCheckId: null,
    });
    expect(
      (await kit.page(coordinator.token, { queue: 'spiLeaderUnassigned', search: jobId.slice(0, 13) })).jobs,
    ).toEqual([]);
    // The analyst's queue still has it: the analyst works the job as any other.
    expect(
      (await kit.page(coordinator.token, { queue: 'ordered', search: jobId.slice(0, 13) })).jobs.map(
        (listed) => listed.id,
      ),
    ).toEqual([jobId]);
    const list = await kit.call('GET', '/spi-coordinators/jobs?page=0&size=100', spiCoordinator.token);
    expect(SpiJobsPage.parse(list.json()).result.map((listed) => listed.id)).not.toContain(jobId);
  });

  it('are refused for a job without an SPI (waiting for consent)', async () => {
    const { job } = await consentTestKit(testApp).orderSent();
    const response = await kit.call('POST', '/spi-coordinators/updateSpiLeader', spiCoordinator.token, {
      jobId: job.id,
      userId: spiLeader.userId,
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe(JOB_MESSAGES.noSpi);
  });
});
