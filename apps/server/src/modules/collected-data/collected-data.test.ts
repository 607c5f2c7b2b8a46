import {
  COLLECTED_DATA_MESSAGES,
  CollectedDataQueuePage,
  CollectedDataView,
  ErrorEnvelope,
  JOB_MESSAGES,
  okEnvelope,
  SECURITY_POLICY_VERSION,
} from '@granska/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectionTestKit } from '../../platform/testing/collection-kit';
import { accessTokenFor, type TestUser } from '../../platform/testing/factory';
import { testAppForFile } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import { bkJobs } from '../orders/orders.schema';
import { seedDemo } from '../seed/seed';
import { collectedData } from './collected-data.schema';

const testApp = testAppForFile({ seed: true });
let kit: ReturnType<typeof collectionTestKit>;
let staff: Record<
  'collector' | 'collector2' | 'coordinator' | 'analyst' | 'otherAnalyst' | 'admin',
  TestUser
>;
let customer: Record<'customerAdmin' | 'recipient', TestUser>;

const CUSTOMER_1002_NAME = 'Bygg & Bevakning i Norr AB';

beforeAll(async () => {
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  kit = collectionTestKit(testApp);
  const user = (name: string, custNo: string | null, groups: string[]) =>
    accessTokenFor(testApp, { email: `${name}@insamling.example`, custNo, groups });
  staff = {
    collector: await user('inmatare1', null, ['DataCollector']),
    collector2: await user('inmatare2', null, ['DataCollector']),
    coordinator: await user('koordinator', null, ['Coordinator']),
    analyst: await user('analytiker1', null, ['Analyst']),
    otherAnalyst: await user('analytiker2', null, ['Analyst']),
    admin: await user('admin', null, ['UserAdmin']),
  };
  customer = {
    customerAdmin: await user('kundadmin', '1002', ['CustomerAdmin']),
    recipient: await user('mottagare', '1002', ['ServiceBackgroundCheck', 'BKRecipient', 'BKDownloadReport']),
  };
  for (const approver of [staff.collector, staff.coordinator, staff.analyst, staff.otherAnalyst]) {
    const approved = await call('POST', '/staff/policy/approve', approver, {
      version: SECURITY_POLICY_VERSION,
    });
    expect(approved.statusCode, approved.body).toBe(200);
  }
}, 60_000);
function call(method: 'GET' | 'POST' | 'PUT', url: string, caller?: TestUser, body?: unknown) {
  return testApp.app.inject({
    method,
    url: `/api${url}`,
    headers: caller ? { authorization: `Bearer ${caller.token}` } : {},
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}

const errorOf = (response: { json(): unknown }) => ErrorEnvelope.parse(response.json());

const queue = async (caller: TestUser, query = '') => {
  const response = await call('GET', `/collecteddata/${query}`, caller);
  expect(response.statusCode, response.body).toBe(200);
  return CollectedDataQueuePage.parse(response.json());
};

const open = async (caller: TestUser, id: string) => {
  const response = await call('GET', `/collecteddata/${id}`, caller);
  expect(response.statusCode, response.body).toBe(200);
  return okEnvelope(CollectedDataView).parse(response.json()).result[0] as CollectedDataView;
};

const recordOfJob = async (jobId: string) =>
  (await testApp.database.db.select().from(collectedData).where(eq(collectedData.jobId, jobId)))[0];

const educationJob = async () => {
  const job = await kit.analysingJob('COWORKER', { verifyEducation: true });
  const record = await recordOfJob(job.jobId);
  if (!record) throw new Error('no record made');
  return { ...job, recordId: record.id };
};

const form = (overrides: Record<string, unknown> = {}) => ({
  collectedDataDetails: {
    verifyEducation: 'Civilekonom, Umeå universitet 2012, bekräftat av studentexpeditionen',
    verifyEmployer: '',
    extraQuestion: '',
    debtHistorySixRegister: 'Inga skulder hos Kronofogden',
    citizenship: '',
    other: 'Ringde 2026-03-02',
    driversLicenseComment: 'Behörighet B',
    vehicleOwnership: [
      {
        vehicle: 'Volvo V70',
        regNr: 'ABC123',
        modelYear: 2015,
        unpaidVehicleTax: false,
        unpaidRoadTrafficFee: true,
        inTrafic: true,
        drivingBan: false,
        leasing: false,
        comment: 'Obetald trängselskatt',
      },
    ],
    driversLicense: [{ type: 'B', issuedDate: '2005-06-01' }],
  },
  educationCollected: true,
  ...overrides,
});

describe('a record is made when a job that needs collection enters ANALYSING', () => {
  it('gives the data collector of a demo installation something to collect (the accepted executive)', async () => {
    await seedDemo(testApp.database.db, testApp.config, { orders: true });
    const page = await queue(staff.collector, '?size=100');
    expect(page.result).toContainEqual(
      expect.objectContaining({
        jobType: 'EXECUTIVE',
        customerName: CUSTOMER_1002_NAME,
        topics: ['debtHistory'],
      }),
    );
  });

  it('makes one for a job whose order asks for education verification, in the queue as Ej påbörjad', async () => {
    const { jobId, recordId, person } = await educationJob();
    const record = await recordOfJob(jobId);
    expect(record).toMatchObject({
      status: 'CREATED',
      topics: ['education'],
      citizenshipState: 'DO_NOT_CHECK',
      detailsEnc: null,
    });
    const created = await listAudit(testApp.database.db, { entity: 'collectedData', entityId: recordId });
    expect(created.map((row) => row.action)).toEqual(['collectedData.create']);

    const page = await queue(staff.collector, '?size=100');
    const item = page.result.find((row) => row.jobId === jobId);
    expect(item).toMatchObject({
      id: recordId,
      status: 'CREATED',
      jobType: 'COWORKER',
      customerName: CUSTOMER_1002_NAME,
      topics: ['education'],
      dataCollectorEmail: null,
    });
    expect(page.paging.total).toBeGreaterThanOrEqual(1);
    // The queue is a list: no person data in it.
    const body = JSON.stringify(page);
    expect(body).not.toContain(person.name);
    expect(body).not.toContain(person.SSN);
  });

  it('makes none for a job that needs no collection, and the job answers 404', async () => {
    const { jobId } = await kit.analysingJob('COWORKER');
    expect(await recordOfJob(jobId)).toBeUndefined();
    const response = await call('GET', `/jobs/${jobId}/collecteddata`, staff.coordinator);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe(COLLECTED_DATA_MESSAGES.jobHasNone);
  });

  it('asks for the debt history of an executive', async () => {
    const { jobId } = await kit.analysingJob('EXECUTIVE');
    expect((await recordOfJob(jobId))?.topics).toEqual(['debtHistory']);
  });
});

describe('the data collector opens, saves and finishes a record', () => {
  it('needs the security policy approved before person data is shown', async () => {
    const { recordId } = await educationJob();
    const response = await call('GET', `/collecteddata/${recordId}`, staff.collector2);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toBe(JOB_MESSAGES.policyNotApproved);
    // The queue itself carries no person data, so it needs no approval.
    expect((await call('GET', '/collecteddata/', staff.collector2)).statusCode).toBe(200);
  });

  it('shows the name and personal number while open, and logs the open with ids only', async () => {
    const { recordId, jobId, person } = await educationJob();
    const view = await open(staff.collector, recordId);
    expect(view).toMatchObject({
      id: recordId,
      jobId,
      status: 'CREATED',
      person: { name: person.name, SSN: person.SSN },
      collectedDataDetails: {},
      customerName: CUSTOMER_1002_NAME,
      verifyEducation: true,
      position: 'Lagerchef',
      topics: ['education'],
      isChecked: false,
      mayEdit: true,
      mayReopen: false,
    });
    const opens = await listAudit(testApp.database.db, {
      entity: 'collectedData',
      entityId: recordId,
      action: 'collectedData.open',
    });
    expect(opens).toHaveLength(1);
    expect(opens[0]).toMatchObject({ actorId: staff.collector.userId, details: { jobId } });
    expect(JSON.stringify(opens)).not.toContain(person.SSN);
  });

  it('saves (Påbörjad) with every field, encrypted at rest, then finishes (Färdigställd)', async () => {
    const { recordId, jobId, person } = await educationJob();
    const loaded = await open(staff.collector, recordId);
    const saved = await call(
      'PUT',
      `/collecteddata/${recordId}`,
      staff.collector,
      form({ educationCollected: false, modified: loaded.modified }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const afterSave = okEnvelope(CollectedDataView).parse(saved.json()).result[0];
    expect(afterSave).toMatchObject({
      status: 'SAVED',
      collectedDataDetails: form().collectedDataDetails,
      educationCollected: false,
      dataCollectorUserId: staff.collector.userId,
      dataCollectorEmail: 'inmatare1@insamling.example',
      editor: 'inmatare1@insamling.example',
      person: { name: person.name },
      mayEdit: true,
    });
    const row = await recordOfJob(jobId);
    expect(row?.detailsEnc).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('Umeå universitet');
    expect((await queue(staff.collector, '?status=SAVED&size=100')).result.map((item) => item.id)).toContain(
      recordId,
    );

    // Finishing needs every topic to collect marked as collected.
    const early = await call('PUT', `/collecteddata/${recordId}`, staff.collector, {
      ...form({ educationCollected: false }),
      finish: true,
    });
    expect(early.statusCode).toBe(400);
    expect(errorOf(early)).toMatchObject({
      message: COLLECTED_DATA_MESSAGES.topicsMissing,
      issues: [{ path: 'body.educationCollected', message: COLLECTED_DATA_MESSAGES.topicNotCollected }],
    });
    expect((await recordOfJob(jobId))?.status).toBe('SAVED');

    const finished = await call('PUT', `/collecteddata/${recordId}`, staff.collector, {
      ...form(),
      finish: true,
    });
    expect(finished.statusCode, finished.body).toBe(200);
    // Once finished the collector's need to know ends: no person, no details.
    expect(okEnvelope(CollectedDataView).parse(finished.json()).result[0]).toMatchObject({
      status: 'DONE',
      isChecked: true,
      person: null,
      collectedDataDetails: null,
      mayEdit: false,
    });
    expect(await open(staff.collector, recordId)).toMatchObject({ person: null, collectedDataDetails: null });
    expect((await queue(staff.collector, '?size=100')).result.map((item) => item.id)).not.toContain(recordId);

    const again = await call('PUT', `/collecteddata/${recordId}`, staff.collector, form());
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(COLLECTED_DATA_MESSAGES.alreadyDone);

    const actions = (
      await listAudit(testApp.database.db, { entity: 'collectedData', entityId: recordId })
    ).map((entry) => entry.action);
    expect(actions).toEqual([
      'collectedData.create',
      'collectedData.open',
      'collectedData.save',
      'collectedData.finish',
    ]);
  });

  it('refuses a save over someone else’s newer save', async () => {
    const { recordId } = await educationJob();
    const loaded = await open(staff.collector, recordId);
    expect((await call('PUT', `/collecteddata/${recordId}`, staff.collector, form())).statusCode).toBe(200);
    const stale = await call(
      'PUT',
      `/collecteddata/${recordId}`,
      staff.collector,
      form({ modified: loaded.modified }),
    );
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toBe(COLLECTED_DATA_MESSAGES.changedMeanwhile);
  });

  it('answers bad input with 400 in Swedish and writes nothing', async () => {
    const { recordId, jobId } = await educationJob();
    const tooOld = form({
      collectedDataDetails: { vehicleOwnership: [{ vehicle: 'Ford T', modelYear: 1800 }] },
    });
    const cases = [
      tooOld,
      form({ collectedDataDetails: { other: 'x'.repeat(5001) } }),
      form({ collectedDataDetails: { driversLicense: [{ type: 'B', issuedDate: '1 juni' }] } }),
      form({ collectedDataDetails: { other: 'a\u0000b' } }),
      { ...form(), unknownField: true },
      { collectedDataDetails: 'text' },
    ];
    for (const body of cases) {
      const response = await call('PUT', `/collecteddata/${recordId}`, staff.collector, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorOf(response).status).toBe('BAD_REQUEST');
    }
    expect(errorOf(await call('PUT', `/collecteddata/${recordId}`, staff.collector, tooOld)).issues).toEqual([
      { path: 'body.collectedDataDetails.vehicleOwnership.0.modelYear', message: 'Ogiltig årsmodell' },
    ]);
    expect((await recordOfJob(jobId))?.status).toBe('CREATED');
    expect((await call('GET', '/collecteddata/?size=101', staff.collector)).statusCode).toBe(400);
    expect((await call('GET', '/collecteddata/okänt-id', staff.collector)).statusCode).toBe(404);
  });
});

describe('need to know', () => {
  it('refuses customers, API-less admins and analysts on every call', async () => {
    const { recordId, jobId } = await educationJob();
    const attempts = (caller?: TestUser) => [
      call('GET', '/collecteddata/', caller),
      call('GET', `/collecteddata/${recordId}`, caller),
      call('PUT', `/collecteddata/${recordId}`, caller, form()),
      call('GET', `/jobs/${jobId}/collecteddata`, caller),
    ];
    for (const caller of [customer.customerAdmin, customer.recipient, staff.admin]) {
      for (const response of await Promise.all(attempts(caller))) expect(response.statusCode).toBe(403);
    }
    for (const response of await Promise.all(attempts())) expect(response.statusCode).toBe(401);
    // The analyst has no queue and no form.
    expect((await call('GET', '/collecteddata/', staff.analyst)).statusCode).toBe(403);
    expect((await call('PUT', `/collecteddata/${recordId}`, staff.analyst, form())).statusCode).toBe(403);
  });

  it('lets an analyst read only the record of a job assigned to it', async () => {
    const { recordId, jobId, person } = await educationJob();
    const refused = await call('GET', `/jobs/${jobId}/collecteddata`, staff.analyst);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(JOB_MESSAGES.notAssignedToYou);

    await testApp.database.db
      .update(bkJobs)
      .set({ staffId: staff.analyst.userId })
      .where(eq(bkJobs.id, jobId));
    const response = await call('GET', `/jobs/${jobId}/collecteddata`, staff.analyst);
    expect(response.statusCode, response.body).toBe(200);
    expect(okEnvelope(CollectedDataView).parse(response.json()).result[0]).toMatchObject({
      id: recordId,
      person: { SSN: person.SSN },
      mayEdit: false,
      mayReopen: false,
    });
    expect((await call('GET', `/collecteddata/${recordId}`, staff.otherAnalyst)).statusCode).toBe(403);
    const opens = await listAudit(testApp.database.db, {
      action: 'collectedData.open',
      actorId: staff.analyst.userId,
    });
    expect(opens.map((entry) => entry.entityId)).toEqual([recordId]);
  });

  it('lets a coordinator read a finished record in full and reopen it; only collectors save', async () => {
    const { recordId } = await educationJob();
    const coordinatorSave = await call('PUT', `/collecteddata/${recordId}`, staff.coordinator, form());
    expect(coordinatorSave.statusCode).toBe(403);
    const notDone = await call('PUT', `/collecteddata/${recordId}`, staff.coordinator, { reopen: true });
    expect(notDone.statusCode).toBe(409);
    expect(errorOf(notDone).message).toBe(COLLECTED_DATA_MESSAGES.notDone);
    expect(
      (await call('PUT', `/collecteddata/${recordId}`, staff.collector, { reopen: true })).statusCode,
    ).toBe(403);

    await call('PUT', `/collecteddata/${recordId}`, staff.collector, { ...form(), finish: true });
    const seen = await open(staff.coordinator, recordId);
    expect(seen).toMatchObject({ status: 'DONE', mayReopen: true, mayEdit: false });
    expect(seen.person).not.toBeNull();
    expect(seen.collectedDataDetails?.verifyEducation).toContain('Umeå universitet');

    const reopened = await call('PUT', `/collecteddata/${recordId}`, staff.coordinator, { reopen: true });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(okEnvelope(CollectedDataView).parse(reopened.json()).result[0]?.status).toBe('SAVED');
    expect(await open(staff.collector, recordId)).toMatchObject({ status: 'SAVED', mayEdit: true });
    expect(
      (await listAudit(testApp.database.db, { entityId: recordId, action: 'collectedData.reopen' }))[0]
        ?.actorId,
    ).toBe(staff.coordinator.userId);
  });

  it('puts a record aside when its job stops (consent withdrawn): no person data, no saves', async () => {
    const { recordId, jobId } = await educationJob();
    await testApp.database.db
      .update(bkJobs)
      .set({ currState: 'DECLINED', prevState: 'ANALYSING' })
      .where(eq(bkJobs.id, jobId));
    expect((await queue(staff.collector, '?size=100')).result.map((item) => item.id)).not.toContain(recordId);
    expect(await open(staff.collector, recordId)).toMatchObject({
      person: null,
      collectedDataDetails: null,
      mayEdit: false,
    });
    const save = await call('PUT', `/collecteddata/${recordId}`, staff.collector, form());
    expect(save.statusCode).toBe(409);
    expect(errorOf(save).message).toBe(COLLECTED_DATA_MESSAGES.jobNotInProgress);
  });

  it('declares staff groups on every collected-data route', () => {
    const routes = testApp.app.registeredRoutes.filter(
      (route) => route.url.includes('/collecteddata') && route.method !== 'HEAD',
    );
    expect(routes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /api/collecteddata/',
      'GET /api/collecteddata/:id',
      'GET /api/jobs/:id/collecteddata',
      'PUT /api/collecteddata/:id',
    ]);
    for (const route of routes) expect(route.access).not.toHaveProperty('apiKey');
  });
});
