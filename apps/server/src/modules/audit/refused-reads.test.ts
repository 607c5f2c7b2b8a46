import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisTestKit, type Method } from '../../platform/testing/analysis-kit';
import { accessTokenFor } from '../../platform/testing/factory';
import { createListeningTestApp, type ListeningTestApp } from '../../platform/testing/test-app';
import { listAudit } from './audit.service';
import { auditedReadOf, PERSON_DATA_AREA, PERSON_DATA_ROUTES } from './refused-reads';

let testApp: ListeningTestApp;
let kit: ReturnType<typeof analysisTestKit>;
let job: Awaited<ReturnType<ReturnType<typeof analysisTestKit>['job']>>;
let orderId: string;
let personId: string;
/** An orderer of customer 1001: customer 1002's job is none of its business. */
let stranger: { token: string; userId: string };

beforeAll(async () => {
  testApp = await createListeningTestApp();
  kit = analysisTestKit(testApp, 'refused');
  job = await kit.job({ serial: 71, accepted: false });
  const populated = await kit.call('POST', '/job/populate', (await kit.user(['Coordinator'])).token, {
    id: job.jobId,
  });
  expect(populated.statusCode, populated.body).toBe(200);
  const order = await kit.call('GET', '/orders?size=100', job.ordererToken);
  const found = (order.json().result as { id: string; jobs: { id: string; personId: string }[] }[]).find(
    (item) => item.jobs.some((candidate) => candidate.id === job.jobId),
  );
  if (!found) throw new Error('order not listed');
  orderId = found.id;
  personId = found.jobs[0]?.personId ?? '';
  stranger = await kit.user(['ServiceBackgroundCheck', 'BKOrderer', 'BKOrdererCoworker', 'BKRecipient'], {
    custNo: '1001',
  });
});

afterAll(() => testApp.close());

const refusedRows = (actorId: string) =>
  listAudit(testApp.database.db, { actorId }).then((rows) => rows.filter((row) => row.outcome !== 'OK'));

describe('a refused read of person data leaves an audit row', () => {
  it("another customer's user: order, person, report and job each answer 404/403 and are recorded", async () => {
    // The customer's report download (GET or POST, whichever the reports module serves).
    const download = testApp.app.registeredRoutes.find(
      (route) => route.url === '/api/jobs/:id/report' && route.method !== 'HEAD',
    );
    const attempts = [
      ['POST', '/order/populate', { id: orderId }, 'order.read', orderId],
      ['GET', `/persons/${personId}/orders`, undefined, 'person.orders', personId],
      [download?.method as Method, `/jobs/${job.jobId}/report`, undefined, 'report.download', job.jobId],
      ['POST', '/job/populate', { id: job.jobId }, 'job.open', null],
    ] as const;
    const before = Date.now();
    for (const [method, url, body, action, entityId] of attempts) {
      const response = await kit.call(method, url, stranger.token, body);
      expect([403, 404], `${method} ${url}: ${response.body}`).toContain(response.statusCode);
      const rows = await refusedRows(stranger.userId);
      expect(rows.at(-1), `${method} ${url}`).toMatchObject({
        actorId: stranger.userId,
        action,
        entityId,
        outcome: response.statusCode === 404 ? 'NOT_FOUND' : 'DENIED',
        ip: '127.0.0.1',
      });
      expect(rows.at(-1)?.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
    expect(await refusedRows(stranger.userId)).toHaveLength(attempts.length);
  });

  it('an analyst not assigned to the job: 403 DENIED with the job id, nothing of the job shown', async () => {
    const analyst = await kit.user(['Analyst']);
    const response = await kit.call('POST', '/job/populate', analyst.token, { id: job.jobId });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(job.person.name);
    expect(await refusedRows(analyst.userId)).toMatchObject([
      { action: 'job.open', entity: 'job', entityId: job.jobId, outcome: 'DENIED' },
    ]);
  });

  it('an unknown id is NOT_FOUND; an id that looks like a personal number is not written down', async () => {
    const coordinator = await kit.user(['Coordinator']);
    await kit.call('POST', '/job/populate', coordinator.token, { id: 'no-such-job' });
    await kit.call('POST', '/job/populate', coordinator.token, { id: '19121212-1212' });
    const rows = await refusedRows(coordinator.userId);
    expect(rows.map((row) => [row.entityId, row.outcome])).toEqual([
      ['no-such-job', 'NOT_FOUND'],
      [null, 'NOT_FOUND'],
    ]);
    expect(JSON.stringify(rows)).not.toContain('1212');
  });

  it('a granted read is recorded as OK, once', async () => {
    const response = await kit.call('POST', '/order/populate', job.ordererToken, { id: orderId });
    expect(response.statusCode).toBe(200);
    const rows = await listAudit(testApp.database.db, { action: 'order.read', entityId: orderId });
    const outcomes = (mine: boolean) =>
      rows.filter((row) => (row.actorId === stranger.userId) === mine).map((row) => row.outcome);
    expect(outcomes(true)).toEqual(['NOT_FOUND']);
    expect(outcomes(false)).toEqual(['OK']);
  });
});

describe('reads of user records', () => {
  it('an admin listing and reading users leaves rows with the ids read', async () => {
    const admin = await accessTokenFor(testApp, {
      email: 'admin@refused.example',
      custNo: null,
      groups: ['UserAdmin'],
    });
    const listed = await kit.call('GET', '/users?size=5', admin.token);
    expect(listed.statusCode).toBe(200);
    const userIds = (listed.json().result as { userId: string }[]).map((user) => user.userId);
    const posted = await kit.call('POST', '/users', admin.token, { size: 5 });
    expect(posted.statusCode).toBe(200);
    const read = await kit.call('POST', '/user/populate', admin.token, { userId: stranger.userId });
    expect(read.statusCode).toBe(200);

    const rows = await listAudit(testApp.database.db, { actorId: admin.userId });
    expect(rows.map((row) => [row.action, row.entityId, row.outcome])).toEqual([
      ['user.list', null, 'OK'],
      ['user.list', null, 'OK'],
      ['user.read', stranger.userId, 'OK'],
    ]);
    expect(rows[0]?.details).toMatchObject({ userIds });
    expect(JSON.stringify(rows)).not.toContain('@');
  });

  it("a customer admin reading another customer's user: refused and recorded", async () => {
    const customerAdmin = await accessTokenFor(testApp, {
      email: 'kundadmin@refused.example',
      custNo: '1002',
      groups: ['CustomerAdmin'],
    });
    const response = await kit.call('POST', '/user/populate', customerAdmin.token, {
      userId: stranger.userId,
    });
    expect([403, 404]).toContain(response.statusCode);
    expect(await refusedRows(customerAdmin.userId)).toMatchObject([
      { action: 'user.read', entity: 'user', entityId: stranger.userId },
    ]);
  });

  it('a user outside the admin groups is refused by the route and recorded', async () => {
    const response = await kit.call('GET', '/users', stranger.token);
    expect(response.statusCode).toBe(403);
    expect(await refusedRows(stranger.userId)).toContainEqual(
      expect.objectContaining({ action: 'user.list', entityId: null, outcome: 'DENIED' }),
    );
  });
});

describe('which routes are audited', () => {
  it('names routes of the person-data areas only, with an action and an id source each', () => {
    for (const [key, audited] of Object.entries(PERSON_DATA_ROUTES)) {
      const [, url = ''] = key.split(' ');
      expect(PERSON_DATA_AREA.test(url), key).toBe(true);
      expect(audited.action).toMatch(new RegExp(`^${audited.entity}\\.[a-z-]+$`));
    }
  });

  it('covers a route of the areas that the list does not name, by default', () => {
    expect(auditedReadOf('POST', '/api/report/something-new')).toEqual({
      action: 'report.access',
      entity: 'report',
    });
    expect(auditedReadOf('GET', '/api/jobs/:id/anything')).toEqual({
      action: 'job.access',
      entity: 'job',
      id: 'params.id',
    });
    expect(auditedReadOf('HEAD', '/api/orders')).toEqual(PERSON_DATA_ROUTES['GET /api/orders']);
    expect(auditedReadOf('GET', '/api/jobs/counts')).toBeUndefined();
    expect(auditedReadOf('GET', '/api/customers')).toBeUndefined();
    // The reference service's orders, references and candidate calls (a logged-in caller's refusals).
    expect(auditedReadOf('POST', '/ref/candidate/auth')).toEqual({
      action: 'reference-order.access',
      entity: 'reference-order',
    });
    expect(auditedReadOf('POST', '/ref/reference/send')).toEqual({
      action: 'reference.access',
      entity: 'reference',
    });
    expect(auditedReadOf('POST', '/ref/customer/settings')).toBeUndefined();
    expect(auditedReadOf('POST', '/ref/survey')).toBeUndefined();
  });

  it('leaves an audit row for a refused call of any registered route of the areas, logged in', () => {
    const registered = testApp.app.registeredRoutes.filter((route) => PERSON_DATA_AREA.test(route.url));
    expect(registered.length).toBeGreaterThan(40);
    const uncovered = registered.filter(
      (route) =>
        route.access !== 'public' &&
        auditedReadOf(route.method, route.url) === undefined &&
        !['GET /api/jobs/counts', 'HEAD /api/jobs/counts', 'POST /api/order/init'].includes(
          `${route.method} ${route.url}`,
        ),
    );
    expect(uncovered).toEqual([]);
  });
});
