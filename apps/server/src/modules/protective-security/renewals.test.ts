import {
  addStockholmDays,
  addStockholmMonths,
  ErrorEnvelope,
  formatDate,
  okEnvelope,
  PS_MESSAGES,
  PS_RENEWAL_MESSAGES,
  PsClassRenewal,
  PsImportResult,
  PsPersonView,
  PsRenewalRow,
  pagedOkEnvelope,
} from '@granska/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, type TestUser } from '../../platform/testing/factory';
import { personInput } from '../../platform/testing/ps-person-input';
import { testAppForFile } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import { customers, findCustomerByCustNo } from '../customers';
import { users as userTable } from '../identity';
import { listOutbox } from '../notifications/notifications.service';
import { psRenewalNotices } from './protective-security.schema';
import {
  RENEWAL_EMAIL_CATEGORY,
  RENEWAL_SWEEP,
  type RenewalJobsDeps,
  renewalJobs,
  sweepRenewals,
} from './renewals.jobs';

/** The security-class renewal follow-up (docs/decisions/security-clearance-renewal.md). */
const testApp = testAppForFile({ seed: true });
let deps: RenewalJobsDeps;
let users: Record<
  'manager' | 'assistant' | 'staff' | 'orderer' | 'otherManager' | 'noPs' | 'disabledManager',
  TestUser
>;

const MANAGER = [
  'ServiceProtectiveSecurity',
  'PSSecurityManager',
  'PSCreatePerson',
  'PSEditSecurityClass',
  'PSImportOrder',
];

beforeAll(async () => {
  deps = {
    db: testApp.database.db,
    crypto: testApp.app.fieldCrypto,
    config: testApp.config,
  };
  const user = (email: string, custNo: string, groups: string[]) =>
    accessTokenFor(testApp, { email, custNo, groups });
  users = {
    manager: await user('chef@renewals.example', '1003', MANAGER),
    assistant: await user('assistent@renewals.example', '1003', [
      'ServiceProtectiveSecurity',
      'PSAssistantSecurityManager',
    ]),
    staff: await user('personal@renewals.example', '1003', ['ServiceProtectiveSecurity', 'PSSecurityStaff']),
    orderer: await user('bestallare@renewals.example', '1003', ['ServiceProtectiveSecurity', 'PSOrderer']),
    // Customer 1001 has protective security but does not follow up (followUpGu false in the demo).
    otherManager: await user('chef@annan.example', '1001', MANAGER),
    noPs: await user('chef@utan-sak.example', '1004', ['PSSecurityManager']),
    disabledManager: await user('avstangd@renewals.example', '1003', MANAGER),
  };
  await testApp.database.db
    .update(userTable)
    .set({ enabled: false })
    .where(eq(userTable.id, users.disabledManager.userId));
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) =>
  testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body !== undefined ? { payload: body as object } : {}),
  });

const setFollowUp = async (custNo: string, followUpGu: boolean) => {
  const customer = await findCustomerByCustNo(testApp.database.db, custNo);
  const psConfig = customer?.data.psConfig;
  if (!customer || !psConfig) throw new Error(`no customer ${custNo} with protective security`);
  await testApp.database.db
    .update(customers)
    .set({ data: { ...customer.data, psConfig: { ...psConfig, followUpGu } } })
    .where(eq(customers.id, customer.id));
};

/** The cleared day that makes a clearance due `daysLeft` days from today (interval 60 months). */
const clearedFor = (daysLeft: number) =>
  formatDate(
    addStockholmDays(addStockholmMonths(new Date(), -testApp.config.psRenewalIntervalMonths), daysLeft),
  );

/** Imports cleared persons (PSImportOrder) and answers their cards, in the order given. */
const imported = async (
  token: string,
  persons: { daysLeft: number; securityClass?: '1' | '2' | '3'; name?: string }[],
) => {
  const inputs = persons.map((person) => ({
    ...personInput(person.name ? { name: person.name } : {}),
    ...person,
  }));
  const csv = inputs
    .map(
      (person) =>
        `${person.personalNumber};${person.name};${person.email};${person.phone};` +
        `${person.securityClass ?? '2'};${clearedFor(person.daysLeft)}`,
    )
    .join('\n');
  const response = await call('POST', '/api/protective-security/persons/import', token, {
    csv,
    confirm: true,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(okEnvelope(PsImportResult).parse(response.json()).result[0]?.imported).toBe(persons.length);
  const cards: PsPersonView[] = [];
  for (const input of inputs) {
    const found = await call(
      'GET',
      `/api/protective-security/persons?search=${encodeURIComponent(input.personalNumber)}`,
      token,
    );
    const id = (found.json() as { result: { id: string }[] }).result[0]?.id ?? '';
    const card = await call('GET', `/api/protective-security/persons/${id}`, token);
    cards.push(okEnvelope(PsPersonView).parse(card.json()).result[0] as PsPersonView);
  }
  return cards;
};

const renewals = async (token: string, query = '') => {
  const response = await call('GET', `/api/protective-security/renewals${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return pagedOkEnvelope(PsRenewalRow).parse(response.json());
};

const cardRenewals = async (token: string, id: string) => {
  const response = await call('GET', `/api/protective-security/persons/${id}/renewals`, token);
  expect(response.statusCode, response.body).toBe(200);
  return okEnvelope(PsClassRenewal).parse(response.json()).result;
};

const near = (expected: number) => expect.toSatisfy((value: number) => Math.abs(value - expected) <= 3);

const mailsTo = (email: string) =>
  listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
    limit: 20,
    recipient: email,
    category: RENEWAL_EMAIL_CATEGORY,
  });

let cards: Record<'soon' | 'overdue' | 'later' | 'outside' | 'leaving', PsPersonView>;

describe('the renewal list', () => {
  it('lists the clearances overdue or due within 60 days, soonest first, with no personal number', async () => {
    const [later, soon, overdue, outside, leaving] = await imported(users.manager.token, [
      { daysLeft: 40, name: 'Lena Senare' },
      { daysLeft: 5, name: 'Sven Snart', securityClass: '1' },
      { daysLeft: -20, name: 'Frida Försenad' },
      { daysLeft: 75, name: 'Ulf Utanför' },
      { daysLeft: 10, name: 'Alva Avslutad' },
    ]);
    cards = { later, soon, overdue, outside, leaving } as typeof cards;
    // A person who has left the protected work has nothing to renew.
    const { name, personalNumber, email, phone } = leaving as PsPersonView;
    const ended = await call('PUT', `/api/protective-security/persons/${leaving?.id}`, users.manager.token, {
      name,
      personalNumber,
      email,
      phone,
      status: 'ENDED',
    });
    expect(ended.statusCode, ended.body).toBe(200);

    const list = await renewals(users.manager.token);
    expect(list.paging).toEqual({ page: 0, size: 10, total: 3 });
    expect(list.result).toEqual([
      {
        personId: cards.overdue.id,
        name: 'Frida Försenad',
        securityClass: '2',
        cleared: clearedFor(-20),
        due: expect.any(String),
        daysLeft: near(-20),
      },
      expect.objectContaining({ personId: cards.soon.id, securityClass: '1', daysLeft: near(5) }),
      expect.objectContaining({ personId: cards.later.id, name: 'Lena Senare', daysLeft: near(40) }),
    ]);
    expect(JSON.stringify(list)).not.toContain(cards.soon.personalNumber);

    const second = await renewals(users.manager.token, '?page=1&size=2');
    expect(second.paging.total).toBe(3);
    expect(second.result.map((row) => row.personId)).toEqual([cards.later.id]);

    const audit = await listAudit(testApp.database.db, {
      entity: 'ps-person',
      entityId: cards.soon.customerId,
    });
    expect(audit.map((row) => row.action)).toContain('ps-person.renewal-list');
  });

  it('is the register readers’ (assistant and staff too), and refuses everyone else', async () => {
    for (const reader of [users.assistant, users.staff]) {
      expect((await renewals(reader.token)).paging.total).toBe(3);
    }
    for (const [refused, message] of [
      [users.orderer, undefined],
      [users.noPs, PS_MESSAGES.customerNoAccess],
    ] as const) {
      const response = await call('GET', '/api/protective-security/renewals', refused.token);
      expect(response.statusCode, response.body).toBe(403);
      if (message) expect(ErrorEnvelope.parse(response.json()).message).toBe(message);
      const card = await call(
        'GET',
        `/api/protective-security/persons/${cards.soon.id}/renewals`,
        refused.token,
      );
      expect(card.statusCode).toBe(403);
    }
  });

  it('drops a placement whose clearance was renewed: the newest CLEARED entry counts', async () => {
    const { name, personalNumber, email, phone, id } = cards.soon;
    for (const status of ['PENDING', 'CLEARED'] as const) {
      const changed = await call('PUT', `/api/protective-security/persons/${id}`, users.manager.token, {
        name,
        personalNumber,
        email,
        phone,
        securityClasses: [{ securityClass: '1', status }],
      });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    const list = await renewals(users.manager.token);
    expect(list.result.map((row) => row.personId)).toEqual([cards.overdue.id, cards.later.id]);
    const [renewed] = await cardRenewals(users.manager.token, id);
    expect(renewed).toMatchObject({ securityClass: '1', cleared: formatDate(new Date()) });
    expect(renewed?.daysLeft).toBeGreaterThan(365 * 4);
  });

  it('shows on the card when each cleared placement is due, however far off', async () => {
    expect(await cardRenewals(users.staff.token, cards.outside.id)).toEqual([
      { securityClass: '2', cleared: clearedFor(75), due: expect.any(String), daysLeft: near(75) },
    ]);
    expect(await cardRenewals(users.staff.token, cards.leaving.id)).toEqual([]);
    const audit = await listAudit(testApp.database.db, { entity: 'ps-person', entityId: cards.outside.id });
    expect(audit.map((row) => row.action)).toContain('ps-person.renewals');
  });

  it("never lists another customer's persons, and another customer's card is 404", async () => {
    await setFollowUp('1001', true);
    const [theirs] = await imported(users.otherManager.token, [{ daysLeft: 3, name: 'Kalle Annan' }]);
    const their = await renewals(users.otherManager.token);
    expect(their.result.map((row) => row.personId)).toEqual([theirs?.id]);
    expect((await renewals(users.manager.token)).result.map((row) => row.name)).not.toContain('Kalle Annan');

    const crossing = await call(
      'GET',
      `/api/protective-security/persons/${theirs?.id}/renewals`,
      users.manager.token,
    );
    expect(crossing.statusCode).toBe(404);
    expect(ErrorEnvelope.parse(crossing.json()).message).toBe(PS_MESSAGES.personNotFound);
  });

  it('refuses the list of a customer that does not follow up, saying why; its cards show no due days', async () => {
    await setFollowUp('1001', false);
    const response = await call('GET', '/api/protective-security/renewals', users.otherManager.token);
    expect(response.statusCode).toBe(403);
    expect(ErrorEnvelope.parse(response.json()).message).toBe(PS_RENEWAL_MESSAGES.followUpOff);
    const list = await call('GET', '/api/protective-security/persons?size=1', users.otherManager.token);
    const id = (list.json() as { result: { id: string }[] }).result[0]?.id ?? '';
    expect(await cardRenewals(users.otherManager.token, id)).toEqual([]);
  });

  it('answers a bad page with a 400, not a 500', async () => {
    const response = await call('GET', '/api/protective-security/renewals?size=1000', users.manager.token);
    expect(response.statusCode).toBe(400);
    ErrorEnvelope.parse(response.json());
  });
});

describe('the security managers’ e-mail (scheduled work)', () => {
  it('is one recurring job', () => {
    expect(renewalJobs(deps).map((handler) => [handler.kind, handler.everyMs])).toEqual([
      [RENEWAL_SWEEP, 3_600_000],
    ]);
  });

  it('tells each enabled security manager once of the clearances falling due, in Swedish, with the link', async () => {
    expect(await sweepRenewals(deps)).toEqual({ notified: 1, failed: 0 });
    const [mail, ...more] = await mailsTo('chef@renewals.example');
    expect(more).toEqual([]);
    expect(mail?.subject).toContain('säkerhetsprövningar att förnya');
    expect(mail?.body).toContain('2 säkerhetsprövningar hos Kommunalförbundet Trygg Region');
    expect(mail?.body).toContain(`${testApp.config.publicUrl}/sak/renewals`);
    expect(mail?.body).toMatch(/Säkerhetsklass 2: skulle ha förnyats \d{4}-\d{2}-\d{2}/);
    expect(mail?.body).toMatch(/Säkerhetsklass 2: ska förnyas senast \d{4}-\d{2}-\d{2}/);
    // No names or personal numbers in an e-mail.
    expect(mail?.body).not.toContain('Frida');
    expect(mail?.body).not.toContain(cards.overdue.personalNumber);
    expect(await mailsTo('sakerhetschef@tryggregion.example')).toHaveLength(1);

    for (const notTold of ['avstangd@renewals.example', 'assistent@renewals.example', 'chef@annan.example']) {
      expect(await mailsTo(notTold), notTold).toEqual([]);
    }
    const audit = await listAudit(testApp.database.db, {
      entity: 'customer',
      entityId: cards.overdue.customerId,
    });
    expect(audit.map((row) => row.action)).toContain('ps-renewal.notify');
  });

  it('sends nothing twice: the next run tells nothing, a new placement falling due is told alone', async () => {
    expect(await sweepRenewals(deps)).toEqual({ notified: 0, failed: 0 });
    expect(await mailsTo('chef@renewals.example')).toHaveLength(1);

    await imported(users.manager.token, [{ daysLeft: 20, securityClass: '3' }]);
    expect(await sweepRenewals(deps)).toEqual({ notified: 1, failed: 0 });
    const [newest, first] = await mailsTo('chef@renewals.example');
    expect(first).toBeDefined();
    expect(newest?.body).toContain('1 säkerhetsprövning hos');
    expect(newest?.body).toContain('Säkerhetsklass 3: ska förnyas senast');
    expect(newest?.body).not.toContain('Säkerhetsklass 2');
  });

  it('tells nothing, and records nothing, for a customer that does not follow up', async () => {
    const notices = await testApp.database.db.select().from(psRenewalNotices);
    const otherCards = (
      await call('GET', '/api/protective-security/persons', users.otherManager.token)
    ).json() as { result: { id: string }[] };
    const theirIds = new Set(otherCards.result.map((row) => row.id));
    expect(notices.filter((notice) => theirIds.has(notice.personId))).toEqual([]);
    expect(await mailsTo('chef@annan.example')).toEqual([]);
  });
});
