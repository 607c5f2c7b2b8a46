import {
  ErrorEnvelope,
  OrderView,
  okEnvelope,
  type PsConfig,
  PsOrderFormView,
  PsOrderRow,
  PsPersonView,
  pagedOkEnvelope,
} from '@granska/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activationSweep, temporaryFileStorage } from '../../platform/testing/activation-sweep-kit';
import { personInput } from '../../platform/testing/ps-person-input';
import { testAppForFile } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import { listOutbox } from '../notifications/notifications.service';
import { type BkJobRow, bkJobs } from './orders.schema';
import { DEMO_1001, ordersTestKit } from './orders.test-support';

/** SÄK orders (docs/decisions/protective-security-orders.md): ordering for a card, lists, schedules. */
const testApp = testAppForFile({ seed: true });
const kit = ordersTestKit(testApp, 'psorders');
type Token = { token: string; userId: string };
let users: Record<
  | 'manager'
  | 'basicOrderer'
  | 'screeningRecipient'
  | 'clearanceRecipient'
  | 'scheduleReader'
  | 'approver'
  | 'adminApprover'
  | 'canceller'
  | 'downloader'
  | 'noDownload'
  | 'otherCustomer'
  | 'bkOrderer',
  Token
>;

const PS = 'ServiceProtectiveSecurity';
const ORDERERS = ['PSOrderer', 'SecurityScreeningOrdererBasic', 'SecurityScreeningOrderer', 'SCOrderer'];

beforeAll(async () => {
  users = {
    manager: await kit.user('manager', '1001', [PS, 'PSSecurityManager', 'PSCreatePerson', ...ORDERERS]),
    basicOrderer: await kit.user('basic', '1001', [PS, 'PSOrderer', 'SecurityScreeningOrdererBasic']),
    screeningRecipient: await kit.user('ssrecipient', '1001', [
      PS,
      'PSRecipient',
      'SecurityScreeningRecipient',
    ]),
    clearanceRecipient: await kit.user('screcipient', '1001', [PS, 'PSRecipient', 'SCRecipient']),
    scheduleReader: await kit.user('scheduled', '1001', [PS, 'SCScheduled']),
    approver: await kit.user('approver', '1001', [PS, 'SCScheduled', 'SCApproveActivation']),
    adminApprover: await kit.user('adminapprover', '1001', ['CustomerAdmin', PS, 'SCApproveActivation']),
    canceller: await kit.user('canceller', '1001', [PS, 'SCScheduled', 'SCCancelActivation']),
    downloader: await kit.user('downloader', '1001', [
      PS,
      'PSRecipient',
      'SecurityScreeningRecipient',
      'PSDownloadReport',
      'SecurityScreeningDownloadReport',
    ]),
    noDownload: await kit.user('nodownload', '1001', [PS, 'PSRecipient', 'SecurityScreeningRecipient']),
    otherCustomer: await kit.user('other', '1003', [
      PS,
      'PSSecurityManager',
      ...ORDERERS,
      'SCScheduled',
      'SCCancelActivation',
      'PSDownloadReport',
      'SecurityScreeningDownloadReport',
    ]),
    bkOrderer: await kit.user('bk', '1001', ['BKOrderer', 'BKOrdererCoworker', 'BKRecipient']),
  };
});

const newCard = async (overrides: Record<string, unknown> = {}) => {
  const response = await kit.call('POST', '/protective-security/persons', {
    token: users.manager.token,
    body: personInput(overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return okEnvelope(PsPersonView).parse(response.json()).result[0] as PsPersonView;
};

const order = (token: string, personId: string, body: Record<string, unknown>) =>
  kit.call('POST', `/protective-security/persons/${personId}/orders`, { token, body });

const placed = async (token: string, personId: string, body: Record<string, unknown>) => {
  const response = await order(token, personId, body);
  expect(response.statusCode, response.body).toBe(200);
  return OrderView.parse(response.json().result[0]);
};

const list = async (token: string, query = '') => {
  const response = await kit.call('GET', `/protective-security/orders${query}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return pagedOkEnvelope(PsOrderRow).parse(response.json());
};

const refusal = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  message: ErrorEnvelope.parse(response.json()).message,
});

describe('GET /protective-security/order-form', () => {
  it("offers the caller's services and the form the customer's psConfig decides", async () => {
    const response = await kit.call('GET', '/protective-security/order-form', {
      token: users.basicOrderer.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    const form = okEnvelope(PsOrderFormView).parse(response.json()).result[0];
    expect(form).toMatchObject({
      services: ['SECURITY_SCREENING_BASIC'],
      includes: { citizenship: true, law: true, criminalRecord: false },
      omitConsent: false,
      formerEmployer: { shown: true },
      education: { shown: true },
      referenceCheck: { shown: true },
      interview: { shown: true, sriPerformsInterview: true },
    });
  });

  it('refuses a user who orders nothing of SÄK (403)', async () => {
    const response = await kit.call('GET', '/protective-security/order-form', {
      token: users.bkOrderer.token,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /protective-security/persons/{id}/orders', () => {
  it("sends a basic screening for the card: the card's person, consent asked by e-mail and SMS", async () => {
    const card = await newCard();
    const result = await placed(users.manager.token, card.id, {
      service: 'SECURITY_SCREENING_BASIC',
      verifyFormerEmployer: true,
      customerRecipients: [users.screeningRecipient.userId],
    });
    const [job] = result.jobs;
    expect(result).toMatchObject({ service: 'SECURITY_SCREENING_BASIC', ordered: true });
    expect(job).toMatchObject({
      name: card.name,
      SSN: card.personalNumber,
      email: card.email,
      currState: 'PENDING_CONSENT',
      verifyFormerEmployer: true,
      checkCitizenship: true,
      protectiveSecurity: { psPersonId: card.id, lawIncluded: true, scDetails: null, spiDetails: null },
    });
    const outbox = await listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
      limit: 10,
      recipient: card.email,
    });
    expect(outbox).not.toHaveLength(0);
    const audit = await listAudit(testApp.database.db, { entityId: result.id });
    expect(audit.map((row) => row.action)).toContain('order.send');
  });

  it('starts a screening without consent when the customer omits it (psConfig.omitConsent)', async () => {
    await kit.updateCustomer(DEMO_1001, (data) => ({
      psConfig: { ...(data.psConfig as PsConfig), omitConsent: true },
    }));
    try {
      const card = await newCard();
      const result = await placed(users.manager.token, card.id, { service: 'SECURITY_SCREENING' });
      expect(result.jobs[0]).toMatchObject({ currState: 'ANALYSING', consents: [] });
      expect(result.jobs[0]?.deadline).not.toBeNull();
    } finally {
      await kit.updateCustomer(DEMO_1001, (data) => ({
        psConfig: { ...(data.psConfig as PsConfig), omitConsent: false },
      }));
    }
  });

  it('keeps the interview type and the customer-given SPI date, whose deadline is the day before', async () => {
    const card = await newCard();
    const result = await placed(users.manager.token, card.id, {
      service: 'SECURITY_SCREENING',
      interviewType: 'DIGITAL',
      spiDate: '2099-03-12',
      performReferenceCheck: true,
    });
    expect(result.jobs[0]?.protectiveSecurity).toMatchObject({
      spiDetails: { spiType: 'DIGITAL', sriPerformsInterview: true, date: null },
      spiDate: '2099-03-12',
      performReferenceCheck: true,
    });
  });

  it('keeps that the customer holds the interview (psConfig.sriPerformsInterview false); the deadline is the day before its date', async () => {
    await kit.updateCustomer(DEMO_1001, (data) => ({
      psConfig: { ...(data.psConfig as PsConfig), omitConsent: true, sriPerformsInterview: false },
    }));
    try {
      const card = await newCard();
      const result = await placed(users.manager.token, card.id, {
        service: 'SECURITY_SCREENING',
        interviewType: 'PHYSICAL',
        spiDate: '2099-03-12',
      });
      expect(result.jobs[0]).toMatchObject({
        currState: 'ANALYSING',
        protectiveSecurity: {
          spiDetails: { spiType: 'PHYSICAL', sriPerformsInterview: false, date: null },
          spiDate: '2099-03-12',
        },
        // Thursday 12 March: the day before at 17:00 (spec §4, a customer-given SPI date).
        deadline: '2099-03-11T16:00:00.000Z',
      });
      const [job] = await testApp.database.db
        .select()
        .from(bkJobs)
        .where(eq(bkJobs.id, result.jobs[0]?.id as string));
      expect(job?.deadline?.toISOString()).toBe('2099-03-11T16:00:00.000Z');
    } finally {
      await kit.updateCustomer(DEMO_1001, (data) => ({
        psConfig: { ...(data.psConfig as PsConfig), omitConsent: false, sriPerformsInterview: true },
      }));
    }
  });

  it('sends a security clearance as a survey (JOB_SURVEYING) with its deadline', async () => {
    const card = await newCard();
    const result = await placed(users.manager.token, card.id, { service: 'SECURITY_CLEARANCE' });
    expect(result.jobs[0]).toMatchObject({
      currState: 'JOB_SURVEYING',
      protectiveSecurity: { scDetails: { scheduleApproved: false, skipSurveySigning: false } },
    });
    expect(result.jobs[0]?.deadline).not.toBeNull();
  });

  it.each([
    [{ service: 'SECURITY_SCREENING', spiDate: '2099-03-12' }, 'interviewType', 'Intervjutyp saknas'],
    [
      { service: 'SECURITY_SCREENING', interviewType: 'PHYSICAL', spiDate: '2020-01-01' },
      'spiDate',
      'SPI-datum ogiltigt',
    ],
    [
      { service: 'SECURITY_SCREENING', interviewType: 'PHYSICAL', spiDate: '2099-02-30' },
      'spiDate',
      'SPI-datum ogiltigt',
    ],
    [
      { service: 'SECURITY_SCREENING', activationTime: '2099-01-01T08:00:00Z' },
      'activationTime',
      'Endast säkerhetsprövningar kan schemaläggas',
    ],
    [
      { service: 'SECURITY_CLEARANCE', activationTime: '2000-01-01T08:00:00Z' },
      'activationTime',
      'Aktiveringstiden ogiltig',
    ],
  ])('refuses %j with 400 on %s', async (body, path, message) => {
    const card = await newCard();
    const response = await order(users.manager.token, card.id, body);
    expect(response.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(response.json())).toMatchObject({ message, issues: [{ path, message }] });
  });

  it('refuses a service the caller does not order (403), a bad service (400), another customer’s card (404)', async () => {
    const card = await newCard();
    expect(
      refusal(await order(users.basicOrderer.token, card.id, { service: 'SECURITY_CLEARANCE' })),
    ).toEqual({
      status: 403,
      message: 'Du saknar behörighet att beställa denna tjänst',
    });
    expect((await order(users.manager.token, card.id, { service: 'COWORKER' })).statusCode).toBe(400);
    expect(
      refusal(await order(users.otherCustomer.token, card.id, { service: 'SECURITY_SCREENING' })),
    ).toEqual({
      status: 404,
      message: 'Personen kunde inte hittas',
    });
  });
});

describe('GET /protective-security/orders', () => {
  it('lists by status and card the orders each recipient group sees, never another customer’s', async () => {
    const card = await newCard();
    const recipients = [users.screeningRecipient.userId, users.clearanceRecipient.userId];
    const screening = await placed(users.manager.token, card.id, {
      service: 'SECURITY_SCREENING_BASIC',
      customerRecipients: recipients,
    });
    const clearance = await placed(users.manager.token, card.id, {
      service: 'SECURITY_CLEARANCE',
      customerRecipients: recipients,
    });
    const ids = async (token: string, query: string) =>
      (await list(token, query)).result.map((row) => row.orderId);

    expect(await ids(users.manager.token, `?personId=${card.id}`)).toEqual([clearance.id, screening.id]);
    expect(await ids(users.screeningRecipient.token, `?personId=${card.id}`)).toEqual([screening.id]);
    expect(await ids(users.clearanceRecipient.token, `?personId=${card.id}`)).toEqual([clearance.id]);
    expect(await ids(users.manager.token, `?status=consent&personId=${card.id}`)).toEqual([screening.id]);
    expect(await ids(users.manager.token, `?status=ongoing&personId=${card.id}`)).toEqual([clearance.id]);
    expect(await ids(users.otherCustomer.token, `?personId=${card.id}`)).toEqual([]);
    const [row] = (await list(users.screeningRecipient.token, `?personId=${card.id}`)).result;
    expect(row).toMatchObject({ name: card.name, psPersonId: card.id, currState: 'PENDING_CONSENT' });
  });

  it('shows the customer the booked interview and the customer-facing deadline (spec §4)', async () => {
    const card = await newCard();
    const screening = await placed(users.manager.token, card.id, {
      service: 'SECURITY_SCREENING',
      interviewType: 'DIGITAL',
    });
    const jobId = screening.jobs[0]?.id as string;
    const before = (await list(users.manager.token, `?personId=${card.id}`)).result[0];
    expect(before).toMatchObject({ jobId, interviewTime: null });
    // The SPI leader booked Thursday 10:00 (as spi-interviews stores a booking): the customer's date is
    // three days later at 17:00, a Sunday, so it moves past the weekend and Monday to Tuesday.
    const booked = '2099-03-12T09:00:00.000Z';
    const [job] = await testApp.database.db.select().from(bkJobs).where(eq(bkJobs.id, jobId));
    await testApp.database.db
      .update(bkJobs)
      .set({
        currState: 'INTERVIEWING',
        spiDetails: { ...(job?.spiDetails as NonNullable<BkJobRow['spiDetails']>), date: booked },
      })
      .where(eq(bkJobs.id, jobId));
    const [row] = (await list(users.manager.token, `?personId=${card.id}`)).result;
    expect(row).toMatchObject({
      interviewTime: booked,
      deadline: '2099-03-17T16:00:00.000Z',
      currState: 'INTERVIEWING',
    });
  });

  it('refuses a user without SÄK order rights (403) and a bad status (400)', async () => {
    expect(
      (await kit.call('GET', '/protective-security/orders', { token: users.bkOrderer.token })).statusCode,
    ).toBe(403);
    expect(
      (await kit.call('GET', '/protective-security/orders?status=nope', { token: users.manager.token }))
        .statusCode,
    ).toBe(400);
  });
});

describe('scheduled security clearance', () => {
  const scheduled = async () => {
    const card = await newCard();
    const result = await placed(users.manager.token, card.id, {
      service: 'SECURITY_CLEARANCE',
      activationTime: '2099-06-01T06:00:00.000Z',
    });
    return { card, order: result };
  };

  it('waits for SCApproveActivation: listed for SCScheduled, approved once, then waits for its time', async () => {
    const { order: result } = await scheduled();
    expect(result.jobs[0]).toMatchObject({ currState: 'SCHEDULED_ORDER' });
    const rows = (await list(users.scheduleReader.token, '?status=scheduled')).result;
    expect(rows.find((row) => row.orderId === result.id)).toMatchObject({
      activationTime: '2099-06-01T06:00:00.000Z',
      scheduleApproved: false,
    });
    expect(
      (
        await kit.call('PUT', `/protective-security/orders/${result.id}/schedule-approval`, {
          token: users.canceller.token,
        })
      ).statusCode,
    ).toBe(403);
    const approved = await kit.call('PUT', `/protective-security/orders/${result.id}/schedule-approval`, {
      token: users.approver.token,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(okEnvelope(PsOrderRow).parse(approved.json()).result[0]).toMatchObject({
      currState: 'SCHEDULED',
      scheduleApproved: true,
    });
    const again = await kit.call('PUT', `/protective-security/orders/${result.id}/schedule-approval`, {
      token: users.approver.token,
    });
    expect(refusal(again)).toEqual({ status: 409, message: 'Beställningen väntar inte på aktivering' });
    const audit = await listAudit(testApp.database.db, { entityId: result.id });
    expect(audit.map((row) => row.action)).toContain('order.schedule.approve');
  });

  it('starts at its time as a survey once approved; unapproved, it is a draft again', async () => {
    const sweep = activationSweep(testApp, await temporaryFileStorage(testApp, 'ps-orders-'));
    const approvedOne = await scheduled();
    const unapproved = await scheduled();
    const approve = await kit.call(
      'PUT',
      `/protective-security/orders/${approvedOne.order.id}/schedule-approval`,
      {
        token: users.approver.token,
      },
    );
    expect(approve.statusCode, approve.body).toBe(200);
    await sweep(new Date('2099-06-01T06:01:00.000Z'));
    const state = async (personId: string) =>
      (await list(users.manager.token, `?personId=${personId}`)).result[0]?.currState;
    expect(await state(approvedOne.card.id)).toBe('JOB_SURVEYING');
    expect(await state(unapproved.card.id)).toBe('CREATED');
  });

  it('is withdrawn by SCCancelActivation: gone from the lists; another customer gets 404', async () => {
    const { order: result } = await scheduled();
    const path = `/protective-security/orders/${result.id}/schedule`;
    expect((await kit.call('DELETE', path, { token: users.otherCustomer.token })).statusCode).toBe(404);
    const cancelled = await kit.call('DELETE', path, { token: users.canceller.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const rows = (await list(users.scheduleReader.token, '?status=scheduled')).result;
    expect(rows.some((row) => row.orderId === result.id)).toBe(false);
    expect((await kit.call('DELETE', path, { token: users.canceller.token })).statusCode).toBe(404);
  });

  it('refuses approving a screening (409) and hides it from an approver who does not see it (404)', async () => {
    const card = await newCard();
    const screening = await placed(users.manager.token, card.id, { service: 'SECURITY_SCREENING_BASIC' });
    const path = `/protective-security/orders/${screening.id}/schedule-approval`;
    expect(refusal(await kit.call('PUT', path, { token: users.adminApprover.token }))).toEqual({
      status: 409,
      message: 'Endast säkerhetsprövningar kan schemaläggas',
    });
    expect((await kit.call('PUT', path, { token: users.approver.token })).statusCode).toBe(404);
  });
});

describe('POST /protective-security/orders/{id}/reports', () => {
  it('needs the service’s download group; the report must be released; other customers 404', async () => {
    const card = await newCard();
    const result = await placed(users.manager.token, card.id, {
      service: 'SECURITY_SCREENING_BASIC',
      customerRecipients: [users.downloader.userId, users.noDownload.userId],
    });
    const path = `/protective-security/orders/${result.id}/reports`;
    expect(refusal(await kit.call('POST', path, { token: users.downloader.token }))).toEqual({
      status: 409,
      message: 'Rapporten är inte klar',
    });
    expect((await kit.call('POST', path, { token: users.noDownload.token })).statusCode).toBe(403);
    expect((await kit.call('POST', path, { token: users.otherCustomer.token })).statusCode).toBe(404);
  });
});
