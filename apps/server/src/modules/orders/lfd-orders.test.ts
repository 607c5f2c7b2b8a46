import { LfdOrdersPage, OrderInitView, OrderView } from '@granska/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../platform/testing/factory';
import { testAppForFile } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import { listOutbox } from '../notifications/notifications.service';
import { bkJobs } from './orders.schema';
import { DEMO_1001, ordersTestKit } from './orders.test-support';

/** LFD checks for the customer (docs/decisions/lfd.md): prescreen ordering, the three lists, delete/archive. */
const testApp = testAppForFile({ seed: true });
const kit = ordersTestKit(testApp, 'lfd');
let users: Record<
  | 'orderer'
  | 'ordererColleague'
  | 'recipient'
  | 'archiveReader'
  | 'scheduleReader'
  | 'deleter'
  | 'downloader'
  | 'bkOrderer'
  | 'customerAdmin'
  | 'otherCustomer',
  TestUser
>;

const LFD_ORDERER = ['ServiceLfd', 'LfdOrderer'];

beforeAll(async () => {
  users = {
    orderer: await kit.user('orderer', '1001', [...LFD_ORDERER, 'LfdDelete', 'LfdDownloadReport']),
    ordererColleague: await kit.user('colleague', '1001', LFD_ORDERER),
    recipient: await kit.user('recipient', '1001', ['ServiceLfd', 'LfdRecipient']),
    archiveReader: await kit.user('archive', '1001', ['ServiceLfd', 'LfdArchived']),
    scheduleReader: await kit.user('schedule', '1001', ['ServiceLfd', 'LfdScheduled']),
    deleter: await kit.user('deleter', '1001', ['ServiceLfd', 'LfdDelete']),
    downloader: await kit.user('downloader', '1001', ['ServiceLfd', 'LfdDownloadReport']),
    bkOrderer: await kit.user('bk', '1001', ['BKOrderer', 'BKOrdererCoworker', 'BKRecipient']),
    customerAdmin: await kit.user('admin', '1001', ['CustomerAdmin']),
    otherCustomer: await kit.user('other', '1004', [
      ...LFD_ORDERER,
      'LfdRecipient',
      'LfdArchived',
      'LfdScheduled',
      'LfdDelete',
    ]),
  };
});

const prescreen = (overrides: Record<string, unknown> = {}) =>
  kit.orderBody({ service: 'PRESCREEN', ...overrides });

const list = async (token: string, path: string, query = '') => {
  const response = await kit.call('GET', `${path}${query}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return LfdOrdersPage.parse(response.json());
};

const setJobState = async (jobId: string, currState: 'APPROVED' | 'SCHEDULED_ORDER') => {
  await testApp.database.db.update(bkJobs).set({ currState }).where(eq(bkJobs.id, jobId));
};

describe('ordering a prescreen (POST /order with PRESCREEN)', () => {
  it("sends it to consent with the customer's lfdConfig checkpoints and the first lfdDetails", async () => {
    const order = await kit.create(
      { token: users.orderer.token },
      prescreen({ send: true, customerRecipients: [users.recipient.userId] }),
    );
    const [job] = order.jobs;
    expect(order).toMatchObject({ service: 'PRESCREEN', ordered: true, orderInstruction: null });
    expect(order.recipients.map((recipient) => recipient.id)).toEqual([users.recipient.userId]);
    expect(job).toMatchObject({
      service: 'PRESCREEN',
      currState: 'PENDING_CONSENT',
      criminalRecord: false,
      checkCitizenship: false,
      verifyFormerEmployer: false,
      lfdDetails: {
        parentOrderId: null,
        sequenceNumber: 1,
        followUp: false,
        followUpLfdCheckPoints: ['EMPLOYER', 'SANCTIONLIST'],
        followUpApproved: false,
        ScheduleID: null,
        activationTime: null,
      },
    });
    expect(job?.screeningCheckpoints.map((item) => item.checkpoint)).toEqual(['EMPLOYER', 'SANCTIONLIST']);
    expect(job?.consents.map((consent) => [consent.consentType, consent.state])).toEqual([
      ['JobStart', 'CsntPendingAnswer'],
    ]);
    // The consent link goes out by e-mail and SMS, as for background checks.
    const outbox = await listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
      limit: 10,
      recipient: job?.email ?? '',
    });
    expect(outbox.length).toBeGreaterThan(0);
  });

  it("stores the customer's criminal-record setting of lfdConfig", async () => {
    await kit.updateCustomer(DEMO_1001, (data) => ({
      lfdConfig: { ...data.lfdConfig, enableCriminalRecord: true },
    }));
    const order = await kit.create({ token: users.orderer.token }, prescreen());
    expect(order.jobs[0]?.criminalRecord).toBe(true);
    await kit.updateCustomer(DEMO_1001, (data) => ({
      lfdConfig: { ...data.lfdConfig, enableCriminalRecord: false },
    }));
  });

  it('refuses without LfdOrderer, with two persons, with a BKRecipient recipient and for an API key', async () => {
    const refusedGroup = await kit.call('POST', '/order', {
      token: users.bkOrderer.token,
      body: prescreen(),
    });
    expect(refusedGroup.statusCode).toBe(403);

    const two = await kit.call('POST', '/order', {
      token: users.orderer.token,
      body: prescreen({ jobs: [kit.person(), kit.person()] }),
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('En LFD-kontroll gäller en person');

    const badRecipient = await kit.call('POST', '/order', {
      token: users.orderer.token,
      body: prescreen({ customerRecipients: [users.bkOrderer.userId] }),
    });
    expect(badRecipient.statusCode).toBe(400);
    expect(badRecipient.json().message).toBe('Mottagaren kunde inte hittas');

    const key = await kit.createKey(DEMO_1001);
    const byKey = await kit.call('POST', '/order', { key, body: prescreen() });
    expect(byKey.statusCode).toBe(403);
  });

  it('refuses a customer without LFD in its access list', async () => {
    const user = await kit.user('nolfd', '1002', LFD_ORDERER);
    const response = await kit.call('POST', '/order', { token: user.token, body: prescreen() });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Kunden har inte tillgång till LFD');
  });

  it("gives the LFD form the customer's lfdConfig and LfdRecipient users through /order/init", async () => {
    const response = await kit.call('POST', '/order/init', {
      token: users.orderer.token,
      body: { service: 'PRESCREEN' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const init = OrderInitView.parse(response.json().result[0]);
    expect(init.services).toEqual(['PRESCREEN']);
    expect(init.lfdConfig).toEqual({
      followUpLfdCheckPoints: ['EMPLOYER', 'SANCTIONLIST'],
      enableCriminalRecord: false,
      followUpLfdInterval: 12,
    });
    expect(init.recipients.map((recipient) => recipient.id)).toContain(users.recipient.userId);
    expect(init.recipients.map((recipient) => recipient.id)).not.toContain(users.bkOrderer.userId);
  });
});

describe('the current list (GET /order/lfd)', () => {
  it('shows the orderer its own checks with sequence number, state, order date and deadline', async () => {
    const order = await kit.create({ token: users.orderer.token }, prescreen({ send: true }));
    const page = await list(users.orderer.token, '/order/lfd', `?search=${order.id.slice(0, 8)}`);
    expect(page.result).toEqual([
      expect.objectContaining({
        orderId: order.id,
        jobId: order.jobs[0]?.id,
        name: order.jobs[0]?.name,
        sequenceNumber: 1,
        currState: 'PENDING_CONSENT',
        ordered: true,
        orderDate: order.jobs[0]?.orderDate,
        deadline: null,
      }),
    ]);
  });

  it('shows a recipient what it receives and the customer admin everything; not colleagues, not BK lists', async () => {
    const order = await kit.create(
      { token: users.orderer.token },
      prescreen({ customerRecipients: [users.recipient.userId] }),
    );
    const ids = async (token: string) =>
      (await list(token, '/order/lfd', '?size=100')).result.map((row) => row.orderId);
    expect(await ids(users.recipient.token)).toContain(order.id);
    expect(await ids(users.customerAdmin.token)).toContain(order.id);
    expect(await ids(users.ordererColleague.token)).not.toContain(order.id);
    expect(await ids(users.otherCustomer.token)).not.toContain(order.id);
    // The background-check list keeps to background checks.
    const bkList = await kit.call('GET', '/orders?size=100', { token: users.customerAdmin.token });
    expect(bkList.json().result.map((row: { id: string }) => row.id)).not.toContain(order.id);
  });

  it('refuses users without a current-list group, and audits the read of person data', async () => {
    for (const user of [users.bkOrderer, users.archiveReader, users.deleter]) {
      expect((await kit.call('GET', '/order/lfd', { token: user.token })).statusCode).toBe(403);
    }
    await list(users.orderer.token, '/order/lfd');
    const reads = await listAudit(testApp.database.db, { action: 'order.list' });
    expect(reads.some((entry) => entry.actorId === users.orderer.userId)).toBe(true);
  });

  it('pages and searches by name and personal number', async () => {
    const user = await kit.user('pager', '1001', LFD_ORDERER);
    const names = ['Greta Garbo', 'Sven Svensson', 'Ingrid Bergman'];
    for (const name of names) {
      await kit.create({ token: user.token }, prescreen({ jobs: [kit.person({ name })] }));
    }
    const first = await list(user.token, '/order/lfd', '?page=0&size=2');
    const second = await list(user.token, '/order/lfd', '?page=1&size=2');
    expect(first.paging).toEqual({ page: 0, size: 2, total: 3 });
    expect([...first.result, ...second.result].map((row) => row.name)).toEqual([...names].reverse());

    expect((await list(user.token, '/order/lfd', '?search=sven')).result.map((row) => row.name)).toEqual([
      'Sven Svensson',
    ]);
    const bySsn = await list(user.token, '/order/lfd', '?search=19121212-1212');
    expect(bySsn.paging.total).toBe(3);

    const bad = await kit.call('GET', '/order/lfd?size=1000', { token: user.token });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the archived and scheduled lists, delete and archive', () => {
  it('deletes a draft, archives a finished check into the archived list, and refuses one under way', async () => {
    const draft = await kit.create({ token: users.orderer.token }, prescreen());
    const deleted = await kit.call('POST', '/order/lfd/delete', {
      token: users.orderer.token,
      body: { id: draft.id },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().result[0]).toEqual({ id: draft.id, outcome: 'deleted' });

    const sent = await kit.create({ token: users.orderer.token }, prescreen({ send: true }));
    const underWay = await kit.call('POST', '/order/lfd/delete', {
      token: users.orderer.token,
      body: { id: sent.id },
    });
    expect(underWay.statusCode).toBe(409);

    await setJobState(sent.jobs[0]?.id ?? '', 'APPROVED');
    // Another customer's LfdDelete user, and a colleague without LfdDelete, do not reach it.
    const other = await kit.call('POST', '/order/lfd/delete', {
      token: users.otherCustomer.token,
      body: { id: sent.id },
    });
    expect(other.statusCode).toBe(404);
    const colleague = await kit.call('POST', '/order/lfd/delete', {
      token: users.ordererColleague.token,
      body: { id: sent.id },
    });
    expect(colleague.statusCode).toBe(403);

    const archived = await kit.call('POST', '/order/lfd/delete', {
      token: users.orderer.token,
      body: { id: sent.id },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().result[0]).toEqual({ id: sent.id, outcome: 'archived' });

    const archivedIds = (await list(users.archiveReader.token, '/order/lfdarchived', '?size=100')).result;
    expect(archivedIds.find((row) => row.orderId === sent.id)).toMatchObject({ currState: 'ARCHIVED' });
    const current = (await list(users.orderer.token, '/order/lfd', '?size=100')).result;
    expect(current.map((row) => row.orderId)).not.toContain(sent.id);
    const otherArchived = (await list(users.otherCustomer.token, '/order/lfdarchived', '?size=100')).result;
    expect(otherArchived.map((row) => row.orderId)).not.toContain(sent.id);

    // LfdArchived sees the archived order itself; another customer does not.
    const populated = await kit.call('POST', '/order/populate', {
      token: users.archiveReader.token,
      body: { id: sent.id },
    });
    expect(populated.statusCode, populated.body).toBe(200);
    expect(OrderView.parse(populated.json().result[0]).jobs[0]?.currState).toBe('ARCHIVED');
    const refused = await kit.call('POST', '/order/populate', {
      token: users.otherCustomer.token,
      body: { id: sent.id },
    });
    expect(refused.statusCode).toBe(404);
    const reads = await listAudit(testApp.database.db, { action: 'order.read', entityId: sent.id });
    expect(reads.map((entry) => [entry.actorId, entry.outcome])).toContainEqual([
      users.otherCustomer.userId,
      'NOT_FOUND',
    ]);
  });

  it('lists scheduled follow-ups for LfdScheduled only, empty when there are none', async () => {
    const user = await kit.user('scheduled', '1001', [...LFD_ORDERER, 'LfdScheduled']);
    const before = await list(users.scheduleReader.token, '/order/lfdscheduled', '?size=100');
    const order = await kit.create({ token: user.token }, prescreen());
    await setJobState(order.jobs[0]?.id ?? '', 'SCHEDULED_ORDER');
    const after = await list(users.scheduleReader.token, '/order/lfdscheduled', '?size=100');
    expect(after.paging.total).toBe(before.paging.total + 1);
    expect(after.result.find((row) => row.orderId === order.id)).toMatchObject({
      currState: 'SCHEDULED_ORDER',
      sequenceNumber: 1,
    });
    expect(
      (await list(users.otherCustomer.token, '/order/lfdscheduled')).result.map((row) => row.orderId),
    ).not.toContain(order.id);
    expect((await kit.call('GET', '/order/lfdscheduled', { token: users.orderer.token })).statusCode).toBe(
      403,
    );
    expect(
      (await list(user.token, '/order/lfd', '?size=100')).result.map((row) => row.orderId),
    ).not.toContain(order.id);
  });

  it('refuses the report download without LfdDownloadReport, 404 for another customer', async () => {
    const order = await kit.create({ token: users.orderer.token }, prescreen({ send: true }));
    const jobId = order.jobs[0]?.id ?? '';
    // Not released yet: the rights pass and the job is not ready.
    const notReady = await kit.call('POST', `/jobs/${jobId}/report`, { token: users.orderer.token });
    expect(notReady.statusCode).toBe(409);
    const bk = await kit.call('POST', `/jobs/${jobId}/report`, { token: users.bkOrderer.token });
    expect(bk.statusCode).toBe(403);
    const otherDownloader = await kit.user('otherdl', '1004', ['ServiceLfd', 'LfdDownloadReport']);
    const other = await kit.call('POST', `/jobs/${jobId}/report`, { token: otherDownloader.token });
    expect(other.statusCode).toBe(404);
  });
});
