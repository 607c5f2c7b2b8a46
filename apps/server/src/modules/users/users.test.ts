import { ErrorEnvelope, okEnvelope, UserListEnvelope, UserView } from '@granska/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import { openSession } from '../identity/identity-provider.service';
import { createUser, getUserByEmail, type UserAdminDeps } from '../identity/user-admin.service';
import { listOutbox } from '../notifications/notifications.service';

const testApp = testAppForFile({ seed: true });
let admin: string;
let kundadmin: string;
let kundadminId: string;
let kundadmin1002: string;
let orderer: string;

const adminContext = (): UserAdminDeps => {
  const { provider } = testApp.app.identityRuntime;
  return { db: provider.db, crypto: provider.crypto, userPoolId: provider.userPoolId };
};

/** An access token for a stored user, as a log-in would give (groups and customer from the user). */
const tokenFor = async (email: string): Promise<string> => {
  const { provider } = testApp.app.identityRuntime;
  const user = await getUserByEmail(adminContext(), email);
  if (!user) throw new Error(`no user ${email}`);
  const { AccessToken: accessToken } = await openSession(provider, user.userId);
  return accessToken;
};

const seedUser = (email: string, custNo: string | null, groups: string[]) =>
  createUser(adminContext(), { email, custNo, groups }, { sendTemporaryPassword: false });

beforeAll(async () => {
  await seedUser('kundadmin@byggbevakning.example', '1002', ['CustomerAdmin']);
  await seedUser('anna.andersson@demoforetaget.example', '1001', ['ServiceBackgroundCheck', 'BKRecipient']);
  await seedUser('bo.berg@demoforetaget.example', '1001', ['ServiceLfd', 'LfdOrderer']);
  await seedUser('mottagare@byggbevakning.example', '1002', ['ServiceBackgroundCheck', 'BKRecipient']);
  admin = await tokenFor('admin@granska.test');
  kundadmin = await tokenFor('kundadmin@demoforetaget.example');
  kundadminId = (await getUserByEmail(adminContext(), 'kundadmin@demoforetaget.example'))?.userId ?? '';
  kundadmin1002 = await tokenFor('kundadmin@byggbevakning.example');
  orderer = await tokenFor('bestallare@byggbevakning.example');
});

const call = (method: 'GET' | 'POST', url: string, token: string | undefined, payload?: unknown) =>
  testApp.app.inject({
    method,
    url: `/api${url}`,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const userOf = (response: { json(): unknown }): UserView =>
  okEnvelope(UserView).parse(response.json()).result[0] as UserView;

const idOf = async (email: string): Promise<string> =>
  (await getUserByEmail(adminContext(), email))?.userId ?? '';

const groupIds = (user: UserView) => user.userGroups.map((group) => group.userGroupId);

const expectRefused = (
  response: { statusCode: number; json(): unknown },
  status: number,
  message: string | RegExp,
) => {
  expect(response.statusCode).toBe(status);
  const body = ErrorEnvelope.parse(response.json());
  expect(body.result).toEqual([]);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
};

describe('POST /api/user as UserAdmin', () => {
  it('creates a user in the identity provider with a temporary password sent by e-mail', async () => {
    const response = await call('POST', '/user', admin, {
      userEmail: 'Ny.Person@Demoforetaget.example',
      userPhonenumber: '+46701234567',
      custNo: '1001',
      costCenter: 'Ekonomi',
      groups: ['ServiceBackgroundCheck', 'BKOrderer'],
    });
    expect(response.statusCode).toBe(200);
    const user = userOf(response);
    expect(user).toMatchObject({
      userEmail: 'ny.person@demoforetaget.example',
      userPhonenumber: '+46701234567',
      custNo: '1001',
      costCenter: 'Ekonomi',
      userStatus: 'FORCE_CHANGE_PASSWORD',
      userEnabled: true,
    });
    expect(user.userGroups).toEqual([
      { userGroupId: 'BKOrderer', description: 'Beställare' },
      { userGroupId: 'ServiceBackgroundCheck', description: 'Bakgrundskontroll' },
    ]);
    expect(Object.keys(user).sort()).toEqual([
      'costCenter',
      'custNo',
      'userCreated',
      'userEmail',
      'userEnabled',
      'userGroups',
      'userId',
      'userPhonenumber',
      'userStatus',
      'userUpdated',
    ]);
    const mails = await listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
      limit: 5,
      recipient: 'ny.person@demoforetaget.example',
      category: 'temporary-password',
    });
    expect(mails).toHaveLength(1);

    const [row] = await listAudit(testApp.database.db, { entity: 'user', entityId: user.userId });
    expect(row).toMatchObject({
      action: 'user.create',
      details: { custNo: '1001', groups: ['BKOrderer', 'ServiceBackgroundCheck'], enabled: true },
    });
    expect(row?.actorId).toBe(await idOf('admin@granska.test'));
    expect(row?.ip).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain('ny.person');
    expect(JSON.stringify(row)).not.toContain('+4670');
  });

  it('creates staff users with staff groups and no customer', async () => {
    const response = await call('POST', '/user', admin, {
      userEmail: 'ny.analytiker@granska.test',
      groups: ['Analyst', 'Coordinator'],
    });
    expect(response.statusCode).toBe(200);
    expect(userOf(response)).not.toHaveProperty('custNo');
    expect(groupIds(userOf(response))).toEqual(['Analyst', 'Coordinator']);
  });

  it("answers 409 'Kontot kunde inte skapas: …' for an e-mail already in use", async () => {
    const response = await call('POST', '/user', admin, { userEmail: 'ADMIN@granska.test' });
    expectRefused(
      response,
      409,
      'Kontot kunde inte skapas: Det finns redan en användare med den e-postadressen',
    );
  });

  it('answers 400 for a bad phone, e-mail, group, unknown customer or missing e-mail', async () => {
    expectRefused(
      await call('POST', '/user', admin, {
        userEmail: 'x@demoforetaget.example',
        userPhonenumber: '0701234',
      }),
      400,
      'Kontot kunde inte skapas: Telefonnummer ogiltigt',
    );
    // The domain's e-mail rule (docs/decisions/email-validation.md), as on orders.
    for (const userEmail of ['inte-en-adress', 'str', 'anna@exempel..se', 'anna.@exempel.se']) {
      expectRefused(
        await call('POST', '/user', admin, { userEmail }),
        400,
        'Kontot kunde inte skapas: Ogiltig e-postadress',
      );
    }
    expectRefused(
      await call('POST', '/user', admin, { userEmail: 'x@demoforetaget.example', custNo: '9999' }),
      400,
      'Kontot kunde inte skapas: Kunden finns inte',
    );
    const badGroup = await call('POST', '/user', admin, { userEmail: 'x@d.example', groups: ['Root'] });
    expectRefused(badGroup, 400, 'Ogiltig begäran');
    expect(badGroup.json().issues[0].path).toMatch(/^body\.groups/);
    const noEmail = await call('POST', '/user', admin, { groups: [] });
    expectRefused(noEmail, 400, 'Ogiltig begäran');
    expect(noEmail.json().issues).toContainEqual({ path: 'body.userEmail', message: 'E-postadress saknas' });
    expectRefused(await call('POST', '/user', admin, { userEmail: 5 }), 400, 'Ogiltig begäran');
    expect(await getUserByEmail(adminContext(), 'x@demoforetaget.example')).toBeNull();
  });

  it('updates phone, cost center and groups and audits which fields and groups changed', async () => {
    const userId = await idOf('anna.andersson@demoforetaget.example');
    const response = await call('POST', '/user', admin, {
      userId,
      userPhonenumber: '+46 70 111 22 33',
      costCenter: 'Inköp',
      groups: ['ServiceBackgroundCheck', 'BKOrderer'],
    });
    expect(response.statusCode).toBe(200);
    const user = userOf(response);
    expect(user).toMatchObject({ userPhonenumber: '+46701112233', costCenter: 'Inköp', custNo: '1001' });
    expect(groupIds(user)).toEqual(['BKOrderer', 'ServiceBackgroundCheck']);
    const rows = await listAudit(testApp.database.db, { entityId: userId, action: 'user.update' });
    expect(rows.at(-1)?.details).toEqual({
      fields: ['userPhonenumber', 'costCenter'],
      groupsAdded: ['BKOrderer'],
      groupsRemoved: ['BKRecipient'],
    });
  });

  it('disables and enables a user through userEnabled, each with its audit row', async () => {
    const userId = await idOf('bo.berg@demoforetaget.example');
    const disabled = await call('POST', '/user', admin, { userId, userEnabled: false });
    expect(userOf(disabled).userEnabled).toBe(false);
    const enabled = await call('POST', '/user', admin, { userId, userEnabled: true });
    expect(userOf(enabled).userEnabled).toBe(true);
    const rows = await listAudit(testApp.database.db, { entityId: userId });
    expect(rows.map((row) => row.action)).toEqual(['user.disable', 'user.enable']);
  });

  it('refuses to change the e-mail address', async () => {
    const userId = await idOf('bo.berg@demoforetaget.example');
    expectRefused(
      await call('POST', '/user', admin, { userId, userEmail: 'annan@demoforetaget.example' }),
      400,
      'Kontot kunde inte sparas: E-postadressen kan inte ändras',
    );
  });

  it('answers 404 for an unknown user and never lets an admin disable or demote itself', async () => {
    expectRefused(
      await call('POST', '/user', admin, { userId: 'finns-inte', costCenter: 'x' }),
      404,
      'Kontot kunde inte sparas: Användaren finns inte',
    );
    const self = await idOf('admin@granska.test');
    expectRefused(
      await call('POST', '/user', admin, { userId: self, userEnabled: false }),
      403,
      'Kontot kunde inte sparas: Du kan inte inaktivera ditt eget konto',
    );
    expectRefused(
      await call('POST', '/user', admin, { userId: self, groups: ['Analyst'] }),
      403,
      'Kontot kunde inte sparas: Du kan inte ta bort din egen behörighet Admin',
    );
    expectRefused(
      await call('POST', '/user/delete', admin, { userId: self }),
      403,
      'Kontot kunde inte raderas: Du kan inte radera ditt eget konto',
    );
  });
});

describe('POST /api/user/populate, /user/reset, /user/delete as UserAdmin', () => {
  it('populates one user', async () => {
    const userId = await idOf('superuser@demoforetaget.example');
    const response = await call('POST', '/user/populate', admin, { userId });
    expect(response.statusCode).toBe(200);
    expect(userOf(response)).toMatchObject({
      userId,
      userEmail: 'superuser@demoforetaget.example',
      custNo: '1001',
      userStatus: 'CONFIRMED',
      userGroups: [{ userGroupId: 'CustomerSuperuser', description: 'Superuser' }],
    });
  });

  it('resets a password: RESET_REQUIRED, a new temporary password by e-mail, an audit row', async () => {
    const userId = await idOf('superuser@demoforetaget.example');
    const response = await call('POST', '/user/reset', admin, { userId });
    expect(response.statusCode).toBe(200);
    expect(userOf(response).userStatus).toBe('RESET_REQUIRED');
    const mails = await listOutbox(testApp.database.db, testApp.app.fieldCrypto, {
      limit: 5,
      recipient: 'superuser@demoforetaget.example',
      category: 'temporary-password',
    });
    expect(mails).toHaveLength(1);
    expect(
      await listAudit(testApp.database.db, { entityId: userId, action: 'user.reset-password' }),
    ).toHaveLength(1);
  });

  it('deletes a user and audits it', async () => {
    const created = userOf(await call('POST', '/user', admin, { userEmail: 'kortlivad@granska.test' }));
    const response = await call('POST', '/user/delete', admin, { userId: created.userId });
    expect(response.json()).toEqual({ status: 'OK', message: 'OK', result: [{ userId: created.userId }] });
    expect(await getUserByEmail(adminContext(), 'kortlivad@granska.test')).toBeNull();
    const rows = await listAudit(testApp.database.db, { entityId: created.userId });
    expect(rows.map((row) => row.action)).toEqual(['user.create', 'user.delete']);
    expectRefused(
      await call('POST', '/user/delete', admin, { userId: created.userId }),
      404,
      'Kontot kunde inte raderas: Användaren finns inte',
    );
  });

  it('answers 400 without a userId', async () => {
    for (const url of ['/user/populate', '/user/reset', '/user/delete']) {
      const response = await call('POST', url, admin, {});
      expectRefused(response, 400, 'Ogiltig begäran');
      expect(response.json().issues[0].path).toBe('body.userId');
    }
  });
});

describe('GET /api/users and POST /api/users as UserAdmin', () => {
  it('lists every user a page at a time (10 by default) with paging metadata', async () => {
    const response = await call('GET', '/users', admin);
    expect(response.statusCode).toBe(200);
    const body = UserListEnvelope.parse(response.json());
    expect(body.result).toHaveLength(10);
    expect(body.paging.page).toBe(0);
    expect(body.paging.size).toBe(10);
    expect(body.paging.total).toBeGreaterThan(10);
    const emails = body.result.map((user) => user.userEmail);
    expect(emails).toEqual([...emails].sort());
    const second = UserListEnvelope.parse((await call('GET', '/users?page=1&size=10', admin)).json());
    expect(second.result[0]?.userEmail).not.toBe(body.result[0]?.userEmail);
  });

  it('filters by role (group), e-mail substring and customer', async () => {
    const byRole = UserListEnvelope.parse((await call('GET', '/users?role=UserAdmin', admin)).json());
    expect(byRole.result.map((user) => user.userEmail)).toEqual(['admin@granska.test']);
    const bySearch = UserListEnvelope.parse((await call('GET', '/users?search=BYGGBEVAKNING', admin)).json());
    expect(bySearch.result.every((user) => user.userEmail.includes('byggbevakning'))).toBe(true);
    expect(bySearch.paging.total).toBe(3);
    const byCustomer = UserListEnvelope.parse(
      (await call('POST', '/users', admin, { custNo: '1002', size: 2 })).json(),
    );
    expect(byCustomer.paging).toEqual({ page: 0, size: 2, total: 3 });
    expect(byCustomer.result.every((user) => user.custNo === '1002')).toBe(true);
  });

  it('answers 400 for a bad page, size or role', async () => {
    for (const query of ['size=101', 'size=0', 'page=-1', 'page=x', 'role=Root']) {
      expectRefused(await call('GET', `/users?${query}`, admin), 400, 'Ogiltig begäran');
    }
    expectRefused(await call('POST', '/users', admin, { page: '1' }), 400, 'Ogiltig begäran');
  });
});

describe('a CustomerAdmin manages the users of its own customer', () => {
  it('lists only its own customer, whatever the filter says', async () => {
    const body = UserListEnvelope.parse((await call('GET', '/users?size=100', kundadmin)).json());
    expect(body.result.length).toBeGreaterThan(0);
    expect(body.result.every((user) => user.custNo === '1001')).toBe(true);
    const viaPost = UserListEnvelope.parse(
      (await call('POST', '/users', kundadmin, { custNo: '1001' })).json(),
    );
    expect(viaPost.paging.total).toBe(body.paging.total);
  });

  it('creates a user of its own customer with groups of its tree', async () => {
    const response = await call('POST', '/user', kundadmin, {
      userEmail: 'ny.kollega@demoforetaget.example',
      groups: ['ServiceReferenceCheck', 'RTOrderer', 'CustomerSuperuser'],
    });
    expect(response.statusCode).toBe(200);
    expect(userOf(response)).toMatchObject({ custNo: '1001', userStatus: 'FORCE_CHANGE_PASSWORD' });
  });

  it('edits, resets, disables and deletes its own users', async () => {
    const created = userOf(
      await call('POST', '/user', kundadmin, {
        userEmail: 'tillfallig@demoforetaget.example',
        custNo: '1001',
      }),
    );
    const { userId } = created;
    const edited = await call('POST', '/user', kundadmin, {
      userId,
      groups: ['ServiceLfd', 'LfdRecipient', 'CustomerAdmin'],
      userEnabled: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(userOf(edited)).toMatchObject({ userEnabled: false });
    expect(groupIds(userOf(edited))).toEqual(['CustomerAdmin', 'LfdRecipient', 'ServiceLfd']);
    expect((await call('POST', '/user/reset', kundadmin, { userId })).statusCode).toBe(200);
    expect((await call('POST', '/user/populate', kundadmin, { userId })).statusCode).toBe(200);
    expect((await call('POST', '/user/delete', kundadmin, { userId })).statusCode).toBe(200);
    const rows = await listAudit(testApp.database.db, { entityId: userId });
    expect(rows.map((row) => row.action)).toEqual([
      'user.create',
      'user.update',
      'user.disable',
      'user.reset-password',
      'user.read',
      'user.delete',
    ]);
    expect(rows.every((row) => row.actorId === kundadminId)).toBe(true);
  });

  it('may not delete itself, disable itself or drop its own CustomerAdmin group', async () => {
    expectRefused(
      await call('POST', '/user/delete', kundadmin, { userId: kundadminId }),
      403,
      'Kontot kunde inte raderas: Du kan inte radera ditt eget konto',
    );
    expectRefused(
      await call('POST', '/user', kundadmin, { userId: kundadminId, userEnabled: false }),
      403,
      'Kontot kunde inte sparas: Du kan inte inaktivera ditt eget konto',
    );
    expectRefused(
      await call('POST', '/user', kundadmin, { userId: kundadminId, groups: ['CustomerSuperuser'] }),
      403,
      'Kontot kunde inte sparas: Du kan inte ta bort din egen behörighet Kundadmin',
    );
  });
});

describe('refusals', () => {
  it("refuses a customer admin listing another customer's users", async () => {
    expectRefused(
      await call('GET', '/users?custNo=1002', kundadmin),
      403,
      'Användarna kunde inte hämtas: Du kan bara hantera användare hos din egen kund',
    );
    expectRefused(await call('POST', '/users', kundadmin, { custNo: '1002' }), 403, /egen kund/);
  });

  it("refuses a customer admin creating, reading, editing, resetting or deleting another customer's user", async () => {
    expectRefused(
      await call('POST', '/user', kundadmin, { userEmail: 'smyg@byggbevakning.example', custNo: '1002' }),
      403,
      'Kontot kunde inte skapas: Du kan bara hantera användare hos din egen kund',
    );
    expect(await getUserByEmail(adminContext(), 'smyg@byggbevakning.example')).toBeNull();
    const userId = await idOf('mottagare@byggbevakning.example');
    for (const url of ['/user/populate', '/user/reset', '/user/delete']) {
      expectRefused(
        await call('POST', url, kundadmin, { userId }),
        403,
        /Du kan bara hantera användare hos din egen kund$/,
      );
    }
    expectRefused(
      await call('POST', '/user', kundadmin, { userId, groups: ['CustomerAdmin'] }),
      403,
      'Kontot kunde inte sparas: Du kan bara hantera användare hos din egen kund',
    );
    // Nothing was done; each refused attempt is recorded as such (docs/decisions/audit-log.md).
    const rows = await listAudit(testApp.database.db, { entityId: userId });
    expect(rows.map((row) => [row.action, row.outcome])).toEqual([
      ['user.read', 'DENIED'],
      ['user.reset-password', 'DENIED'],
      ['user.delete', 'DENIED'],
      ['user.save', 'DENIED'],
    ]);
  });

  it('refuses granting a staff group', async () => {
    expectRefused(
      await call('POST', '/user', kundadmin, {
        userEmail: 'staff@demoforetaget.example',
        groups: ['UserAdmin'],
      }),
      403,
      'Kontot kunde inte skapas: Du kan inte tilldela personalbehörigheten Admin',
    );
    const userId = await idOf('bo.berg@demoforetaget.example');
    expectRefused(
      await call('POST', '/user', kundadmin, { userId, groups: ['ServiceLfd', 'Analyst'] }),
      403,
      'Kontot kunde inte sparas: Du kan inte tilldela personalbehörigheten Analytiker',
    );
  });

  it("refuses granting a group outside the customer's access list", async () => {
    expectRefused(
      await call('POST', '/user', kundadmin1002, {
        userEmail: 'lfd@byggbevakning.example',
        groups: ['ServiceLfd', 'LfdOrderer'],
      }),
      403,
      'Kontot kunde inte skapas: Behörigheten LFD ingår inte i kundens tjänster',
    );
    const ok = await call('POST', '/user', kundadmin1002, {
      userEmail: 'bk@byggbevakning.example',
      groups: ['ServiceBackgroundCheck', 'BKRecipient'],
    });
    expect(userOf(ok).custNo).toBe('1002');
  });

  it('refuses moving a user to another customer, and touching staff accounts', async () => {
    const userId = await idOf('bo.berg@demoforetaget.example');
    expectRefused(
      await call('POST', '/user', kundadmin, { userId, custNo: '1002' }),
      403,
      'Kontot kunde inte sparas: Du kan inte flytta en användare till en annan kund',
    );
    expectRefused(
      await call('POST', '/user', kundadmin, { userId, custNo: '' }),
      403,
      'Kontot kunde inte sparas: Du kan inte flytta en användare till en annan kund',
    );
    const staffId = await idOf('analytiker@granska.test');
    expectRefused(await call('POST', '/user/reset', kundadmin, { userId: staffId }), 403, /egen kund/);
  });

  it('refuses an orderer (no admin group) with 403 and no token with 401', async () => {
    for (const [method, url, payload] of [
      ['GET', '/users', undefined],
      ['POST', '/users', {}],
      ['POST', '/user', { userEmail: 'x@byggbevakning.example' }],
      ['POST', '/user/populate', { userId: 'x' }],
      ['POST', '/user/reset', { userId: 'x' }],
      ['POST', '/user/delete', { userId: 'x' }],
    ] as const) {
      expectRefused(await call(method, url, orderer, payload), 403, 'Du saknar behörighet för detta');
      expectRefused(await call(method, url, undefined, payload), 401, 'Inloggning krävs');
    }
  });

  it('declares its access on every route', () => {
    const routes = testApp.app.registeredRoutes.filter((route) => /^\/api\/users?(\/|$)/.test(route.url));
    expect(routes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /api/users',
      'HEAD /api/users',
      'POST /api/user',
      'POST /api/user/delete',
      'POST /api/user/populate',
      'POST /api/user/reset',
      'POST /api/users',
    ]);
    for (const route of routes) expect(route.access).toEqual({ groups: ['UserAdmin', 'CustomerAdmin'] });
  });
});
