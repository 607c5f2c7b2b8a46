import { deadlineStatus, jobDeadline, OrderInitView, OrderView } from '@granska/domain';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../platform/testing/factory';
import { testAppForFile } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import { listOutbox } from '../notifications/notifications.service';
import { webhookDeliveries } from '../webhooks/webhooks.schema';
import { CLEAR_IDEMPOTENCY_KEYS, clearIdempotencyKeysJob, ordersJobs } from './orders.jobs';
import { bkConsents, bkJobs, orderIdempotencyKeys } from './orders.schema';
import { DEMO_1001, DEMO_1002, ordersTestKit } from './orders.test-support';

const testApp = testAppForFile({ seed: true });
const kit = ordersTestKit(testApp, 'orders-portal');
let users: Record<
  'orderer' | 'ordererSameCustomer' | 'recipient' | 'screener' | 'extraScreener' | 'otherOrderer',
  TestUser
>;
let key1001: string;
let key1002: string;

const DAY_MS = 24 * 60 * 60_000;

beforeAll(async () => {
  users = {
    orderer: await kit.user('orderer', '1001', ['BKOrderer', 'BKOrdererCoworker', 'BKOrdererExecutive']),
    ordererSameCustomer: await kit.user('orderer2', '1001', ['BKOrderer', 'BKOrdererCoworker']),
    recipient: await kit.user('recipient', '1001', ['BKRecipient']),
    screener: await kit.user('screener', '1001', ['BKOrderer', 'BKOrdererScreen']),
    extraScreener: await kit.user('extra', '1001', [
      'BKOrderer',
      'BKOrdererScreen',
      'ScreeningExtraServices',
    ]),
    otherOrderer: await kit.user('other', '1002', ['BKOrderer', 'BKOrdererCoworker']),
  };
  key1001 = await kit.createKey(DEMO_1001);
  key1002 = await kit.createKey(DEMO_1002);
  await kit.updateCustomer(DEMO_1001, () => ({
    screeningCheckpoints: [
      { checkpoint: 'DRIVERSLICENSE', cost: 200, standardChecked: true },
      { checkpoint: 'SANCTIONLIST', cost: 150 },
    ],
    screeningStandard: 'Standard 2026',
  }));
});

const populate = async (token: string, id: string) => {
  const response = await kit.call('POST', '/order/populate', { token, body: { id } });
  expect(response.statusCode, response.body).toBe(200);
  return OrderView.parse(response.json().result[0]);
};

/** Records the person's answer the way the consent flow does, for the view's dates. */
const answerConsent = async (
  jobId: string,
  answer: { state: 'CsntAccepted' | 'CsntDeclined'; time: Date; jobState: 'ANALYSING' | 'DECLINED' },
) => {
  const { db } = testApp.database;
  await db
    .update(bkConsents)
    .set({ state: answer.state, time: answer.time })
    .where(eq(bkConsents.jobId, jobId));
  const [job] = await db.select().from(bkJobs).where(eq(bkJobs.id, jobId));
  await db
    .update(bkJobs)
    .set({
      currState: answer.jobState,
      prevState: 'PENDING_CONSENT',
      jobStateLog: [...(job?.jobStateLog ?? []), { time: answer.time.toISOString(), state: answer.jobState }],
    })
    .where(eq(bkJobs.id, jobId));
};

describe('the job view', () => {
  it('gives a draft no order date or deadline, and the customer-config flags of the order', async () => {
    const order = await kit.create({ token: users.orderer.token });
    const [job] = order.jobs;
    expect(job).toMatchObject({
      orderDate: null,
      deadline: null,
      deadlineStatus: null,
      hasReport: false,
      webhookURL: null,
      // Demo customer 1001 asks for the citizenship check; COWORKER is a service it covers.
      checkCitizenship: true,
      criminalRecord: false,
    });
    expect(job?.personId).toMatch(/^[0-9a-f]{64}$/);
  });

  it('dates a sent job from its consent: order date at sending, deadline from the accepted answer', async () => {
    const order = await kit.create({ token: users.orderer.token }, kit.orderBody({ send: true }));
    const [sent] = order.jobs;
    const consent = sent?.consents[0];
    expect(sent?.orderDate).toBe(consent?.createTime);
    expect(sent).toMatchObject({ deadline: null, deadlineStatus: null });

    // Accepted on Monday 2 March 2026 at 10:00 Stockholm time: COWORKER has 2 business days.
    await answerConsent(sent?.id ?? '', {
      state: 'CsntAccepted',
      time: new Date('2026-03-02T09:00:00Z'),
      jobState: 'ANALYSING',
    });
    const [accepted] = (await populate(users.orderer.token, order.id)).jobs;
    expect(accepted).toMatchObject({
      currState: 'ANALYSING',
      orderDate: '2026-03-02T09:00:00.000Z',
      deadline: '2026-03-04T09:00:00.000Z',
      deadlineStatus: 'passed',
    });
  });

  it("marks a deadline due within a day as close, and a stopped job's as neither", async () => {
    const now = new Date();
    // An acceptance time whose deadline falls within the coming day (weekends make it vary by weekday).
    const acceptedAt = Array.from(
      { length: 24 * 7 },
      (_, hours) => new Date(now.getTime() - hours * 3600_000),
    ).find((time) => {
      const deadline = jobDeadline({
        service: 'COWORKER',
        currState: 'ANALYSING',
        consents: [{ consentType: 'JobStart', state: 'CsntAccepted', time }],
      });
      return deadlineStatus(deadline, new Date(now.getTime() + 60_000)) === 'close';
    });
    if (!acceptedAt) throw new Error('no acceptance time gives a close deadline');
    const order = await kit.create({ token: users.orderer.token }, kit.orderBody({ send: true }));
    await answerConsent(order.jobs[0]?.id ?? '', {
      state: 'CsntAccepted',
      time: acceptedAt,
      jobState: 'ANALYSING',
    });
    expect((await populate(users.orderer.token, order.id)).jobs[0]?.deadlineStatus).toBe('close');

    const declined = await kit.create({ token: users.orderer.token }, kit.orderBody({ send: true }));
    await answerConsent(declined.jobs[0]?.id ?? '', {
      state: 'CsntDeclined',
      time: new Date('2026-03-02T09:00:00Z'),
      jobState: 'DECLINED',
    });
    const [stopped] = (await populate(users.orderer.token, declined.id)).jobs;
    expect(stopped).toMatchObject({ currState: 'DECLINED', deadline: null, deadlineStatus: null });
    expect(stopped?.orderDate).toBe('2026-03-02T09:00:00.000Z');
  });

  it('gives the consent CONSENT_TIMEOUT_DAYS to be answered', async () => {
    const order = await kit.create({ token: users.orderer.token }, kit.orderBody({ send: true }));
    const [consent] = await testApp.database.db
      .select()
      .from(bkConsents)
      .where(eq(bkConsents.jobId, order.jobs[0]?.id ?? ''));
    expect(testApp.config.consentTimeoutDays).toBe(7);
    const days = ((consent?.expiresAt?.getTime() ?? 0) - (consent?.createTime.getTime() ?? 0)) / DAY_MS;
    // Seven Stockholm calendar days: 7 × 24 hours, give or take a daylight-saving hour.
    expect(Math.abs(days - 7)).toBeLessThanOrEqual(1 / 24);
  });
});

describe('saving a draft again (POST /order with id)', () => {
  it('rewrites the jobs and sends it; a sent order is then 409', async () => {
    const draft = await kit.create({ token: users.orderer.token });
    const email = 'redigerad@kandidat.example';
    const edited = await kit.create(
      { token: users.orderer.token },
      kit.orderBody({
        id: draft.id,
        service: 'EXECUTIVE',
        jobs: [kit.person({ email }), kit.person()],
        customerRecipients: [users.recipient.userId],
      }),
    );
    expect(edited).toMatchObject({ id: draft.id, ordered: false, service: 'EXECUTIVE' });
    expect(edited.jobs.map((job) => job.currState)).toEqual(['CREATED', 'CREATED']);
    expect(edited.jobs.map((job) => job.id)).not.toContain(draft.jobs[0]?.id);
    expect(edited.customerRecipients).toEqual([users.recipient.userId]);

    const sent = await kit.create(
      { token: users.orderer.token },
      kit.orderBody({ id: draft.id, service: 'EXECUTIVE', jobs: [kit.person({ email })], send: true }),
    );
    expect(sent).toMatchObject({ id: draft.id, ordered: true });
    expect(sent.jobs).toHaveLength(1);
    expect(sent.jobs[0]).toMatchObject({ currState: 'PENDING_CONSENT', service: 'EXECUTIVE' });
    const { db } = testApp.database;
    expect(await db.select().from(bkJobs).where(eq(bkJobs.orderId, draft.id))).toHaveLength(1);
    const mails = await listOutbox(db, testApp.app.fieldCrypto, {
      limit: 10,
      recipient: email,
      category: 'consent-request',
    });
    expect(mails).toHaveLength(1);
    const audit = await listAudit(db, { entity: 'order', entityId: draft.id });
    expect(audit.map((entry) => entry.action)).toEqual(['order.create', 'order.update', 'order.send']);

    const again = await kit.call('POST', '/order', {
      token: users.orderer.token,
      body: kit.orderBody({ id: draft.id, service: 'EXECUTIVE' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Beställningen är redan skickad');
    expect(await db.select().from(bkJobs).where(eq(bkJobs.orderId, draft.id))).toHaveLength(1);
  });

  it('answers 404 for a draft the caller does not see, 403 without its service, 400 for a bad person', async () => {
    const draft = await kit.create({ token: users.orderer.token }, kit.orderBody({ service: 'EXECUTIVE' }));
    for (const [who, key] of [
      [users.ordererSameCustomer.token, undefined],
      [users.otherOrderer.token, undefined],
      [undefined, key1002],
    ] as const) {
      const response = await kit.call('POST', '/order', {
        ...(who ? { token: who } : { key }),
        body: kit.orderBody({ id: draft.id }),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Beställningen kunde inte hittas');
    }
    const unknown = await kit.call('POST', '/order', {
      token: users.orderer.token,
      body: kit.orderBody({ id: 'no-such-order' }),
    });
    expect(unknown.statusCode).toBe(404);
    // A customer admin sees the EXECUTIVE draft but may order only COWORKER: saving it again as COWORKER
    // is refused, since the draft's own service is checked too (the rights of abort).
    const sameCustomer = await kit.user('coworkeronly', '1001', [
      'BKOrderer',
      'BKOrdererCoworker',
      'CustomerAdmin',
    ]);
    const noService = await kit.call('POST', '/order', {
      token: sameCustomer.token,
      body: kit.orderBody({ id: draft.id }),
    });
    expect(noService.statusCode).toBe(403);
    const badSsn = await kit.call('POST', '/order', {
      token: users.orderer.token,
      body: kit.orderBody({ id: draft.id, jobs: [kit.person({ SSN: '19121212-1213' })] }),
    });
    expect(badSsn.statusCode).toBe(400);
    expect(badSsn.json().message).toBe('Personnummer ogiltigt');
    // Nothing was half-written.
    expect((await populate(users.orderer.token, draft.id)).jobs.map((job) => job.id)).toEqual(
      draft.jobs.map((job) => job.id),
    );
  });

  it('keeps the Idempotency-Key: the same edit twice sends once', async () => {
    const draft = await kit.create({ token: users.orderer.token });
    const body = kit.orderBody({ id: draft.id, send: true });
    const first = await kit.call('POST', '/order', {
      token: users.orderer.token,
      body,
      idempotencyKey: 'e-1',
    });
    const again = await kit.call('POST', '/order', {
      token: users.orderer.token,
      body,
      idempotencyKey: 'e-1',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().result[0]).toEqual(first.json().result[0]);
    const jobs = await testApp.database.db.select().from(bkJobs).where(eq(bkJobs.orderId, draft.id));
    expect(jobs).toHaveLength(1);
    const consents = await testApp.database.db
      .select()
      .from(bkConsents)
      .where(eq(bkConsents.jobId, jobs[0]?.id ?? ''));
    expect(consents).toHaveLength(1);
  });
});

describe('webhookURL', () => {
  it("is stored on every job of an API key's order and its state changes are queued for it", async () => {
    const url = 'http://127.0.0.1:9/granska-hook';
    const order = await kit.create(
      { key: key1001 },
      kit.orderBody({ webhookURL: url, jobs: [kit.person(), kit.person()], send: true }),
    );
    expect(order.jobs.map((job) => job.webhookURL)).toEqual([url, url]);
    const deliveries = await testApp.database.db
      .select()
      .from(webhookDeliveries)
      .where(
        inArray(
          webhookDeliveries.jobId,
          order.jobs.map((job) => job.id),
        ),
      );
    expect(deliveries).toHaveLength(2);
    expect(deliveries.every((delivery) => delivery.url === url)).toBe(true);
    expect(deliveries[0]?.payload).toMatchObject({ prevState: 'CREATED', currState: 'PENDING_CONSENT' });
  });

  it('is refused from a user, in a form isAllowedWebhookUrl refuses, and on a draft another caller made', async () => {
    const fromUser = await kit.call('POST', '/order', {
      token: users.orderer.token,
      body: kit.orderBody({ webhookURL: 'https://hooks.example/granska' }),
    });
    expect(fromUser.statusCode).toBe(400);
    expect(fromUser.json().message).toBe('Webhook-adress kan bara anges av beställarens API-nyckel');
    for (const webhookURL of ['ftp://hooks.example/x', 'not a url', 'https://user:pw@hooks.example/x']) {
      const response = await kit.call('POST', '/order', {
        key: key1001,
        body: kit.orderBody({ webhookURL }),
      });
      expect(response.statusCode, webhookURL).toBe(400);
      expect(response.json().message).toBe('Webhook-adressen är ogiltig (https krävs)');
    }
    const usersDraft = await kit.create({ token: users.orderer.token });
    const onUsersDraft = await kit.call('POST', '/order', {
      key: key1001,
      body: kit.orderBody({ id: usersDraft.id, webhookURL: 'https://hooks.example/granska' }),
    });
    expect(onUsersDraft.statusCode).toBe(400);
    expect(onUsersDraft.json().message).toBe('Webhook-adress kan bara anges av beställarens API-nyckel');
  });
});

describe("the customer's configuration", () => {
  it('gives the form the risk flags, the order instructions and whether extra checkpoints are allowed', async () => {
    const init = async (token: string) =>
      OrderInitView.parse((await kit.call('POST', '/order/init', { token })).json().result[0]);
    const orderer = await init(users.orderer.token);
    expect(orderer.bkConfig).toMatchObject({
      riscOrderer: true,
      riscRecipient: true,
      orderInstructions: 'Ange alltid kostnadsställe.',
    });
    expect(orderer.screeningExtraServices).toBe(false);
    expect((await init(users.extraScreener.token)).screeningExtraServices).toBe(true);
    const other = await init(users.otherOrderer.token);
    expect(other.bkConfig).toMatchObject({ riscOrderer: false, riscRecipient: true });
  });

  it("defaults the order instruction to the customer's and stores the checks the configuration asks for", async () => {
    const order = await kit.create({ token: users.orderer.token });
    expect(order.orderInstruction).toBe('Ange alltid kostnadsställe.');
    const own = await kit.create(
      { token: users.orderer.token },
      kit.orderBody({ orderInstruction: 'Brådskande' }),
    );
    expect(own.orderInstruction).toBe('Brådskande');

    // Customer 1002 does not ask for citizenship; screening has its own CITIZENSHIP checkpoint instead.
    const other = await kit.create({ token: users.otherOrderer.token });
    expect(other.jobs[0]?.checkCitizenship).toBe(false);
    const screening = await kit.create(
      { token: users.screener.token },
      kit.orderBody({ service: 'SCREENING', jobs: [kit.person({ screeningCheckpoints: [] })] }),
    );
    expect(screening.jobs[0]?.checkCitizenship).toBe(false);

    await kit.updateCustomer(DEMO_1001, (data) => ({
      bkConfig: { ...data.bkConfig, enableCriminalRecord: true },
    }));
    const withRecord = await kit.create({ token: users.orderer.token });
    expect(withRecord.jobs[0]?.criminalRecord).toBe(true);
    // What was ordered stays as ordered when the configuration changes again.
    await kit.updateCustomer(DEMO_1001, (data) => ({
      bkConfig: { ...data.bkConfig, enableCriminalRecord: false },
    }));
    expect((await populate(users.orderer.token, withRecord.id)).jobs[0]?.criminalRecord).toBe(true);
  });

  it('lets only ScreeningExtraServices (or an API key) choose checkpoints outside the standard', async () => {
    const screeningBody = (checkpoints: string[]) =>
      kit.orderBody({
        service: 'SCREENING',
        jobs: [kit.person({ screeningCheckpoints: checkpoints.map((checkpoint) => ({ checkpoint })) })],
      });
    const standard = await kit.create({ token: users.screener.token }, screeningBody(['DRIVERSLICENSE']));
    expect(standard.jobs[0]?.screeningCheckpoints).toEqual([
      { checkpoint: 'DRIVERSLICENSE', cost: 200, checked: true },
    ]);
    const extra = await kit.call('POST', '/order', {
      token: users.screener.token,
      body: screeningBody(['DRIVERSLICENSE', 'SANCTIONLIST']),
    });
    expect(extra.statusCode).toBe(403);
    expect(extra.json().message).toBe(
      'Du saknar behörighet att beställa kontrollpunkter utöver kundens standard',
    );
    for (const caller of [{ token: users.extraScreener.token }, { key: key1001 }]) {
      const allowed = await kit.create(caller, screeningBody(['DRIVERSLICENSE', 'SANCTIONLIST']));
      expect(allowed.jobs[0]?.screeningCheckpoints.map((item) => item.checkpoint)).toEqual([
        'DRIVERSLICENSE',
        'SANCTIONLIST',
      ]);
    }
    const notOffered = await kit.call('POST', '/order', {
      token: users.extraScreener.token,
      body: screeningBody(['EDUCATION']),
    });
    expect(notOffered.statusCode).toBe(400);
  });
});

describe('clearing idempotency keys', () => {
  it('deletes keys older than a day, recurring; a repeat after that is a new order', async () => {
    expect(ordersJobs(testApp.database.db).map((job) => [job.kind, job.everyMs])).toEqual([
      [CLEAR_IDEMPOTENCY_KEYS, 60 * 60_000],
    ]);
    const body = kit.orderBody();
    const old = await kit.call('POST', '/order', { token: users.orderer.token, body, idempotencyKey: 'old' });
    const recent = await kit.call('POST', '/order', {
      token: users.orderer.token,
      body: kit.orderBody(),
      idempotencyKey: 'recent',
    });
    expect(old.statusCode).toBe(200);
    expect(recent.statusCode).toBe(200);
    const { db } = testApp.database;
    await db
      .update(orderIdempotencyKeys)
      .set({ created: new Date(Date.now() - DAY_MS - 60_000) })
      .where(eq(orderIdempotencyKeys.key, 'old'));

    const context = { jobId: 'test', attempt: 1, maxAttempts: 10, isLastAttempt: false, retryInMs: 0 };
    await clearIdempotencyKeysJob(db).handle({}, context);
    await clearIdempotencyKeysJob(db).handle({}, context);
    const left = (await db.select().from(orderIdempotencyKeys)).map((row) => row.key);
    expect(left).toContain('recent');
    expect(left).not.toContain('old');

    const repeat = await kit.call('POST', '/order', {
      token: users.orderer.token,
      body,
      idempotencyKey: 'old',
    });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().result[0].id).not.toBe(old.json().result[0].id);
  });
});
