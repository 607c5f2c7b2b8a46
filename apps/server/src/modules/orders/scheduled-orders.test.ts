import { ErrorEnvelope, OrderView, okEnvelope, ScheduledOrderView } from '@granska/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activationSweep, temporaryFileStorage } from '../../platform/testing/activation-sweep-kit';
import type { TestUser } from '../../platform/testing/factory';
import { testAppForFile } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import { CONSENT_REQUEST_CATEGORY } from '../consent-links';
import type { FileStorage } from '../file-storage/file-storage.port';
import { listOutbox } from '../notifications/notifications.service';
import { jobSchedules } from './orders.schema';
import { DEMO_1001, ordersTestKit } from './orders.test-support';

const testApp = testAppForFile({ seed: true });
const kit = ordersTestKit(testApp, 'schedorders');
let users: Record<'orderer' | 'recipient' | 'otherCustomer' | 'staff', TestUser>;
let files: FileStorage;

const HOUR = 60 * 60_000;
const later = (ms: number) => new Date(Date.now() + ms);

beforeAll(async () => {
  users = {
    orderer: await kit.user('orderer', '1001', ['ServiceBackgroundCheck', 'BKOrderer', 'BKOrdererCoworker']),
    recipient: await kit.user('recipient', '1001', ['BKRecipient']),
    otherCustomer: await kit.user('other', '1002', ['BKOrderer', 'BKOrdererCoworker']),
    staff: await kit.user('coordinator', null, ['Coordinator']),
  };
  files = await temporaryFileStorage(testApp, 'granska-sched-');
});

/** One sweep of the activations as main.ts's scheduler runs them, with the clock at `now`. */
const sweep = (now: Date) => activationSweep(testApp, files)(now);

const draftFor = async (email: string) =>
  kit.create({ token: users.orderer.token }, kit.orderBody({ jobs: [kit.person({ email })] }));

const schedule = (id: string, activationTime: string, token = users.orderer.token) =>
  kit.call('POST', `/orders/${id}/scheduled-order`, { token, body: { activationTime } });

const scheduledView = (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return okEnvelope(ScheduledOrderView).parse(response.json()).result[0] as ScheduledOrderView;
};

const populate = async (id: string) => {
  const response = await kit.call('POST', '/order/populate', { token: users.orderer.token, body: { id } });
  expect(response.statusCode, response.body).toBe(200);
  return okEnvelope(OrderView).parse(response.json()).result[0] as OrderView;
};

const consentMailsTo = async (email: string) =>
  listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
    limit: 10,
    recipient: email,
    category: CONSENT_REQUEST_CATEGORY,
  });

describe('POST /api/orders/{id}/scheduled-order', () => {
  it('puts a draft in SCHEDULED_ORDER with a schedule and sends nothing; GET shows it', async () => {
    const email = 'schemalagd1@kandidat.example';
    const draft = await draftFor(email);
    const when = later(2 * HOUR);
    const scheduled = scheduledView(await schedule(draft.id, when.toISOString()));
    expect(scheduled).toMatchObject({ orderId: draft.id, activationTime: when.toISOString() });
    expect(scheduled.schedules).toEqual([
      expect.objectContaining({
        jobId: draft.jobs[0]?.id,
        scheduleType: 'SCHEDULE_CREATED',
        state: 'PENDING',
      }),
    ]);

    const order = await populate(draft.id);
    expect(order.ordered).toBe(false);
    expect(order.jobs[0]).toMatchObject({ currState: 'SCHEDULED_ORDER', prevState: 'CREATED', consents: [] });
    expect(await consentMailsTo(email)).toEqual([]);

    const read = await kit.call('GET', `/orders/${draft.id}/scheduled-order`, {
      token: users.orderer.token,
    });
    expect(scheduledView(read)).toEqual(scheduled);

    const audit = await listAudit(testApp.database.db, { entity: 'order', entityId: draft.id });
    expect(audit.map((entry) => entry.action)).toContain('order.schedule');
  });

  it("refuses a time that has passed or is not a time with the spec's message", async () => {
    const draft = await draftFor('schemalagd2@kandidat.example');
    for (const activationTime of [later(-60_000).toISOString(), 'i morgon', '']) {
      const response = await schedule(draft.id, activationTime);
      expect(response.statusCode).toBe(400);
      expect(ErrorEnvelope.parse(response.json()).message).toBe('Schemaläggning kunde inte sparas');
    }
    expect((await populate(draft.id)).jobs[0]?.currState).toBe('CREATED');
  });

  it("answers 404 for another customer's order, 403 without the right, 409 for a sent order", async () => {
    const draft = await draftFor('schemalagd3@kandidat.example');
    const when = later(HOUR).toISOString();
    expect((await schedule(draft.id, when, users.otherCustomer.token)).statusCode).toBe(404);
    expect(
      (await kit.call('GET', `/orders/${draft.id}/scheduled-order`, { token: users.otherCustomer.token }))
        .statusCode,
    ).toBe(404);
    expect((await schedule(draft.id, when, users.recipient.token)).statusCode).toBe(403);
    expect((await schedule(draft.id, when, users.staff.token)).statusCode).toBe(403);
    expect((await kit.call('POST', `/orders/${draft.id}/scheduled-order`, { body: {} })).statusCode).toBe(
      401,
    );

    const sent = await kit.create(
      { token: users.orderer.token },
      kit.orderBody({ send: true, jobs: [kit.person({ email: 'skickad@kandidat.example' })] }),
    );
    expect((await schedule(sent.id, when)).statusCode).toBe(409);
    // Scheduled twice: the second finds no draft.
    expect((await schedule(draft.id, when)).statusCode).toBe(200);
    expect((await schedule(draft.id, when)).statusCode).toBe(409);
  });
});

describe('DELETE /api/orders/{id}/scheduled-order', () => {
  it('returns the order to a draft; its time then starts nothing', async () => {
    const email = 'avbokad@kandidat.example';
    const draft = await draftFor(email);
    const when = later(HOUR);
    scheduledView(await schedule(draft.id, when.toISOString()));
    expect(
      (await kit.call('DELETE', `/orders/${draft.id}/scheduled-order`, { token: users.otherCustomer.token }))
        .statusCode,
    ).toBe(404);
    const cancelled = scheduledView(
      await kit.call('DELETE', `/orders/${draft.id}/scheduled-order`, { token: users.orderer.token }),
    );
    expect(cancelled.schedules[0]?.state).toBe('CANCELLED');
    expect((await populate(draft.id)).jobs[0]).toMatchObject({ currState: 'CREATED' });
    expect(
      (await kit.call('GET', `/orders/${draft.id}/scheduled-order`, { token: users.orderer.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await kit.call('DELETE', `/orders/${draft.id}/scheduled-order`, { token: users.orderer.token }))
        .statusCode,
    ).toBe(409);

    await sweep(later(2 * HOUR));
    expect((await populate(draft.id)).jobs[0]?.currState).toBe('CREATED');
    expect(await consentMailsTo(email)).toEqual([]);
  });
});

describe('activation of a scheduled order', () => {
  it('starts the jobs at the time as if sent then: consent link sent then, not earlier', async () => {
    const email = 'aktiveras@kandidat.example';
    const draft = await draftFor(email);
    const when = later(3 * HOUR);
    scheduledView(await schedule(draft.id, when.toISOString()));

    await sweep(later(HOUR));
    expect((await populate(draft.id)).jobs[0]?.currState).toBe('SCHEDULED_ORDER');
    expect(await consentMailsTo(email)).toEqual([]);

    const atTime = new Date(when.getTime() + 5_000);
    expect((await sweep(atTime)).activated).toBe(1);
    const order = await populate(draft.id);
    expect(order.ordered).toBe(true);
    const [job] = order.jobs;
    expect(job?.currState).toBe('PENDING_CONSENT');
    expect(job?.jobStateLog.map((entry) => entry.state)).toEqual([
      'CREATED',
      'SCHEDULED_ORDER',
      'CREATED',
      'PENDING_CONSENT',
    ]);
    expect(job?.jobStateLog.at(-1)?.time).toBe(atTime.toISOString());
    expect(job?.consents).toEqual([
      expect.objectContaining({
        consentType: 'JobStart',
        state: 'CsntPendingAnswer',
        createTime: atTime.toISOString(),
      }),
    ]);
    expect(await consentMailsTo(email)).toHaveLength(1);

    const [row] = await testApp.database.db
      .select()
      .from(jobSchedules)
      .where(eq(jobSchedules.orderId, draft.id));
    expect(row?.state).toBe('ACTIVATED');
    expect(row?.log.map((entry) => entry.state)).toEqual(['PENDING', 'ACTIVATED']);
    const audit = await listAudit(testApp.database.db, { entity: 'order', entityId: draft.id });
    expect(audit.map((entry) => entry.action)).toContain('order.send');
    expect((await sweep(later(4 * HOUR))).activated).toBe(0);
    expect(await consentMailsTo(email)).toHaveLength(1);
  });

  it('a customer that lost background checks meanwhile gets its draft back, not a start', async () => {
    const email = 'utan-tjanst@kandidat.example';
    const draft = await draftFor(email);
    const when = later(HOUR);
    scheduledView(await schedule(draft.id, when.toISOString()));
    await kit.updateCustomer(DEMO_1001, (data) => ({
      access: data.access.filter((service) => service !== 'BackgroundCheck'),
    }));
    try {
      const result = await sweep(later(2 * HOUR));
      expect(result.refused).toBeGreaterThanOrEqual(1);
    } finally {
      await kit.updateCustomer(DEMO_1001, (data) => ({ access: [...data.access, 'BackgroundCheck'] }));
    }
    expect((await populate(draft.id)).jobs[0]?.currState).toBe('CREATED');
    expect(await consentMailsTo(email)).toEqual([]);
  });
});
