import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFieldCrypto } from '../../platform/crypto/field-crypto';
import { generateMasterKey, parseMasterKey } from '../../platform/crypto/master-key';
import { AppError } from '../../platform/http/app-error';
import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-app';
import { listOutbox } from '../notifications/notifications.service';
import { passwordMatches } from './credentials';
import { insertRefreshToken } from './identity.repository';
import { idpRefreshTokens, users } from './identity.schema';
import {
  addToGroup,
  createUser,
  deleteUser,
  ensureUser,
  getUser,
  globalSignOut,
  listGroupsOfUser,
  listUsers,
  removeFromGroup,
  resetPassword,
  setEnabled,
  setGroups,
  setPassword,
  type UserAdminDeps,
  updateUserAttributes,
} from './user-admin.service';

let database: TestDatabase;
let context: UserAdminDeps;
const crypto = createFieldCrypto(parseMasterKey(generateMasterKey()));
const poolName = 'GranskaLocal';

beforeAll(async () => {
  database = await createTestDatabase();
  context = {
    db: database.db,
    crypto,
    userPoolId: `eu-north-1_${poolName}`,
    loginUrl: 'https://granska.example/login',
  };
});
afterAll(() => database.dispose());

const row = async (userId: string) => (await database.db.select().from(users).where(eq(users.id, userId)))[0];
const mails = (to: string) => listOutbox(database.db, crypto, { limit: 100, recipient: to });

const expectAppError = async (promise: Promise<unknown>, code: string) => {
  await expect(promise).rejects.toBeInstanceOf(AppError);
  await expect(promise).rejects.toHaveProperty('code', code);
};

describe('createUser', () => {
  it('creates a FORCE_CHANGE_PASSWORD user, lower-cases the e-mail and mails the temporary password', async () => {
    const user = await createUser(context, {
      email: ' Anna.Svensson@Kund.Example ',
      phone: '+46 70-123 45 67',
      custNo: '1001',
      costCenter: 'HR',
      groups: ['CustomerAdmin', 'ServiceBackgroundCheck'],
    });
    expect(user).toMatchObject({
      userEmail: 'anna.svensson@kund.example',
      userPhonenumber: '+46701234567',
      custNo: '1001',
      costCenter: 'HR',
      userStatus: 'FORCE_CHANGE_PASSWORD',
      userEnabled: true,
      userGroups: [{ userGroupId: 'CustomerAdmin' }, { userGroupId: 'ServiceBackgroundCheck' }],
    });
    const [mail] = await mails('anna.svensson@kund.example');
    expect(mail?.category).toBe('temporary-password');
    const temporary = /Tillfälligt lösenord: (\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
    const stored = await row(user.userId);
    expect(stored && passwordMatches({ crypto, poolName }, stored, temporary)).toBe(true);
    expect(stored?.srpVerifier).not.toContain(temporary);
    expect(mail?.body).toContain('https://granska.example/login');
  });

  it('refuses a taken e-mail, unknown groups, a bad phone, bad e-mail and SMS without a phone', async () => {
    await createUser(context, { email: 'dup@granska.test' }, { sendTemporaryPassword: false });
    await expectAppError(createUser(context, { email: 'DUP@granska.test' }), 'CONFLICT');
    await expectAppError(createUser(context, { email: 'g@granska.test', groups: ['Root'] }), 'BAD_REQUEST');
    await expectAppError(createUser(context, { email: 'p@granska.test', phone: '070-abc' }), 'BAD_REQUEST');
    await expectAppError(createUser(context, { email: 'not-an-email' }), 'BAD_REQUEST');
    await expectAppError(createUser(context, { email: 's@granska.test', mfa: 'SMS' }), 'BAD_REQUEST');
    await expectAppError(
      createUser(context, { email: 't@granska.test', temporaryPassword: 'short' }),
      'BAD_REQUEST',
    );
  });
});

describe('passwords and status', () => {
  it('resets to a new mailed temporary password (RESET_REQUIRED) and ends the sessions', async () => {
    const user = await createUser(context, { email: 'reset@granska.test' }, { sendTemporaryPassword: false });
    await setPassword(context, user.userId, 'Granska!2026', { permanent: true });
    expect((await row(user.userId))?.status).toBe('CONFIRMED');
    await database.db.insert(idpRefreshTokens).values({
      hash: 'h-reset',
      userId: user.userId,
      authTime: 1,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await resetPassword(context, user.userId);
    const stored = await row(user.userId);
    expect(stored?.status).toBe('RESET_REQUIRED');
    expect(stored && passwordMatches({ crypto, poolName }, stored, 'Granska!2026')).toBe(false);
    const [mail] = await mails('reset@granska.test');
    const temporary = /Tillfälligt lösenord: (\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
    expect(stored && passwordMatches({ crypto, poolName }, stored, temporary)).toBe(true);
    const [token] = await database.db
      .select()
      .from(idpRefreshTokens)
      .where(eq(idpRefreshTokens.hash, 'h-reset'));
    expect(token?.revokedAt).not.toBeNull();
  });

  it('sets a temporary or permanent password, refusing one that breaks the policy', async () => {
    const user = await createUser(context, { email: 'set@granska.test' }, { sendTemporaryPassword: false });
    await setPassword(context, user.userId, 'Tillfalligt!1', { permanent: false });
    expect((await row(user.userId))?.status).toBe('FORCE_CHANGE_PASSWORD');
    await expectAppError(setPassword(context, user.userId, 'no digits!', { permanent: true }), 'BAD_REQUEST');
    await expectAppError(setPassword(context, 'missing', 'Granska!2026', { permanent: true }), 'NOT_FOUND');
  });

  const liveSessions = async (userId: string) =>
    (
      await database.db
        .select()
        .from(idpRefreshTokens)
        .where(and(eq(idpRefreshTokens.userId, userId), isNull(idpRefreshTokens.revokedAt)))
    ).length;

  /** A new user with one live session (a refresh token of this hash). */
  const signedInUser = async (email: string, hash: string) => {
    const user = await createUser(context, { email }, { sendTemporaryPassword: false });
    await insertRefreshToken(database.db, {
      hash,
      userId: user.userId,
      authTime: 0,
      expiresAt: new Date(Date.now() + 60_000),
    });
    return user;
  };

  it('disables (signing out) and enables', async () => {
    const user = await signedInUser('off@granska.test', 'h-off');
    await setEnabled(context, user.userId, false);
    const stored = await row(user.userId);
    expect(stored?.enabled).toBe(false);
    expect(await liveSessions(user.userId)).toBe(0);
    await setEnabled(context, user.userId, true);
    expect((await getUser(context, user.userId)).userEnabled).toBe(true);
  });

  it('signs a user out everywhere', async () => {
    const user = await signedInUser('out@granska.test', 'h-out');
    await globalSignOut(context, user.userId);
    expect(await liveSessions(user.userId)).toBe(0);
  });
});

describe('groups, attributes, listing and deletion', () => {
  it('adds, removes and replaces groups', async () => {
    const user = await createUser(
      context,
      { email: 'groups@granska.test' },
      { sendTemporaryPassword: false },
    );
    await addToGroup(context, user.userId, 'Analyst');
    await addToGroup(context, user.userId, 'Analyst');
    await addToGroup(context, user.userId, 'Coordinator');
    expect(await listGroupsOfUser(context, user.userId)).toEqual(['Analyst', 'Coordinator']);
    await removeFromGroup(context, user.userId, 'Analyst');
    expect(await listGroupsOfUser(context, user.userId)).toEqual(['Coordinator']);
    await setGroups(context, user.userId, ['DataCollector', 'SPILeader']);
    expect(await listGroupsOfUser(context, user.userId)).toEqual(['DataCollector', 'SPILeader']);
    await expectAppError(addToGroup(context, user.userId, 'Nope'), 'BAD_REQUEST');
  });

  it('updates phone, customer, cost center and SMS codes', async () => {
    const user = await createUser(context, { email: 'attrs@granska.test' }, { sendTemporaryPassword: false });
    const updated = await updateUserAttributes(context, user.userId, {
      phone: '+46701112233',
      mfa: 'SMS',
      custNo: '1003',
      costCenter: 'Säk',
    });
    expect(updated).toMatchObject({
      userPhonenumber: '+46701112233',
      mfa: 'SMS',
      custNo: '1003',
      costCenter: 'Säk',
    });
    await expectAppError(updateUserAttributes(context, user.userId, { phone: null }), 'BAD_REQUEST');
  });

  it('lists by e-mail prefix, group and customer, a page at a time', async () => {
    for (const name of ['lista1', 'lista2', 'lista3']) {
      await createUser(
        context,
        {
          email: `${name}@kund1004.example`,
          custNo: '1004',
          groups: name === 'lista2' ? ['ServiceLfd'] : [],
        },
        { sendTemporaryPassword: false },
      );
    }
    const byPrefix = await listUsers(context, { filter: 'LISTA', size: 2 });
    expect(byPrefix.total).toBe(3);
    expect(byPrefix.users.map((user) => user.userEmail)).toEqual([
      'lista1@kund1004.example',
      'lista2@kund1004.example',
    ]);
    const second = await listUsers(context, { filter: 'lista', size: 2, page: 1 });
    expect(second.users.map((user) => user.userEmail)).toEqual(['lista3@kund1004.example']);
    const byGroup = await listUsers(context, { group: 'ServiceLfd' });
    expect(byGroup.users.map((user) => user.userEmail)).toEqual(['lista2@kund1004.example']);
    expect((await listUsers(context, { custNo: '1004' })).total).toBe(3);
    expect((await listUsers(context, { filter: '%' })).total).toBe(0);
    expect((await listUsers(context, { size: 10_000 })).size).toBe(100);
  });

  it('deletes a user and what hangs off it', async () => {
    const user = await createUser(context, { email: 'gone@granska.test', groups: ['Analyst'] });
    await deleteUser(context, user.userId);
    await expectAppError(getUser(context, user.userId), 'NOT_FOUND');
    await expectAppError(deleteUser(context, user.userId), 'NOT_FOUND');
  });

  it('ensureUser creates once', async () => {
    const input = {
      email: 'seed@granska.test',
      password: 'Granska!2026',
      permanent: true,
      groups: ['UserAdmin'],
    };
    expect(await ensureUser(context, input)).toBe(true);
    expect(await ensureUser(context, { ...input, groups: ['Analyst'] })).toBe(false);
    const [created] = (await listUsers(context, { filter: 'seed@' })).users;
    expect(created?.userStatus).toBe('CONFIRMED');
    expect(created?.userGroups).toEqual([{ userGroupId: 'UserAdmin' }]);
  });
});
