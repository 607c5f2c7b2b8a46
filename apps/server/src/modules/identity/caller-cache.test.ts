import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseConnection, openDatabase } from '../../platform/db/database';
import { AuthenticationError } from '../../platform/http/auth';
import { createTestApp, type TestApp } from '../../platform/testing/test-app';
import { AUTH_CHANGES_CHANNEL } from './caller-cache';
import { changePassword, globalSignOut, openSession } from './identity-provider.service';
import {
  createUser,
  removeFromGroup,
  setEnabled,
  setPassword,
  updateUserAttributes,
} from './user-admin.service';

// The auth layer caches each caller per app (docs/decisions/request-context.md). Every test warms the
// cache first, then changes the user the way an admin or the user would, and asks again at once.

const PASSWORD = 'Granska!2026';
const NEW_PASSWORD = 'Nytt&Losen9';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

let counter = 0;
const signedInUser = async (app: TestApp = testApp) => {
  counter += 1;
  const { provider } = app.app.identityRuntime;
  const admin = { db: provider.db, crypto: provider.crypto, userPoolId: provider.userPoolId };
  const { userId } = await createUser(
    admin,
    { email: `cached${counter}@granska.test`, custNo: null, groups: ['Coordinator', 'UserAdmin'] },
    { sendTemporaryPassword: false },
  );
  await setPassword(admin, userId, PASSWORD, { permanent: true });
  const { AccessToken: token } = await openSession(provider, userId);
  return { userId, token, admin };
};

const authenticate = (token: string, app: TestApp = testApp) => app.app.identityRuntime.authenticate(token);

/** Two calls: the first may read the database, the second is served by the cache. */
const warm = async (token: string, app: TestApp = testApp) => {
  await authenticate(token, app);
  return authenticate(token, app);
};

/** A user signed in in two sessions, both tokens already in the cache. */
const signedInTwiceAndCached = async () => {
  const { userId, token } = await signedInUser();
  const { provider } = testApp.app.identityRuntime;
  const { AccessToken: otherToken } = await openSession(provider, userId);
  await warm(token);
  await warm(otherToken);
  return { userId, token, otherToken, provider };
};

const refusal = async (token: string, app: TestApp = testApp) => {
  try {
    await authenticate(token, app);
  } catch (error) {
    if (error instanceof AuthenticationError) return error.reason;
    throw error;
  }
  return 'accepted';
};

const accountRequest = (token: string) =>
  testApp.app.inject({
    method: 'GET',
    url: '/api/account/customer',
    headers: { authorization: `Bearer ${token}` },
  });

describe('a warm caller cache', () => {
  it('serves what it read: a change the database does not announce is not seen', async () => {
    const { userId, token } = await signedInUser();
    expect((await warm(token)).groups).toEqual(['Coordinator', 'UserAdmin']);
    const { db } = testApp.database;
    await db.execute(sql`alter table user_groups disable trigger user_groups_auth_change`);
    try {
      await db.execute(sql`delete from user_groups where user_id = ${userId} and "group" = 'UserAdmin'`);
      expect((await authenticate(token)).groups).toEqual(['Coordinator', 'UserAdmin']);
    } finally {
      await db.execute(sql`alter table user_groups enable trigger user_groups_auth_change`);
    }
  });

  it('refuses a disabled user on the very next request', async () => {
    const { userId, token, admin } = await signedInUser();
    await warm(token);
    expect((await accountRequest(token)).statusCode).toBe(200);
    await setEnabled(admin, userId, false);
    expect((await accountRequest(token)).statusCode).toBe(401);
    expect(await refusal(token)).toBe('invalid');
  });

  it('drops a removed group on the very next request', async () => {
    const { userId, token, admin } = await signedInUser();
    await warm(token);
    await removeFromGroup(admin, userId, 'UserAdmin');
    expect((await authenticate(token)).groups).toEqual(['Coordinator']);
  });

  it('shows a changed customer number on the very next request', async () => {
    const { userId, token, admin } = await signedInUser();
    await warm(token);
    await updateUserAttributes(admin, userId, { custNo: '1001' });
    expect((await authenticate(token)).custNo).toBe('1001');
  });

  it('refuses every token of a user who signed out everywhere', async () => {
    const { token, otherToken, provider } = await signedInTwiceAndCached();
    await globalSignOut(provider, { AccessToken: otherToken });
    expect(await refusal(token)).toBe('invalid');
    expect(await refusal(otherToken)).toBe('invalid');
  });

  it('refuses the other sessions after a password change, and keeps the one that changed it', async () => {
    const { userId, token, otherToken, provider } = await signedInTwiceAndCached();
    await changePassword(provider, {
      AccessToken: token,
      PreviousPassword: PASSWORD,
      ProposedPassword: NEW_PASSWORD,
    });
    expect(await refusal(otherToken)).toBe('invalid');
    expect((await authenticate(token)).userId).toBe(userId);
  });

  it('is kept per app: another app on the same database hears the change too', async () => {
    const other = await createTestApp({ database: testApp.database });
    try {
      const { userId, token, admin } = await signedInUser();
      await warm(token);
      await warm(token, other);
      await setEnabled(admin, userId, false);
      expect(await refusal(token, other)).toBe('invalid');
      expect(await refusal(token)).toBe('invalid');
    } finally {
      await other.close();
    }
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('a warm caller cache in another server process', () => {
  let connection: DatabaseConnection;
  let otherProcess: TestApp;

  beforeAll(async () => {
    const url = testApp.database.url;
    if (!url) throw new Error('the PostgreSQL test database has a url');
    connection = await openDatabase({ driver: 'postgres', url, poolSize: 2 });
    otherProcess = await createTestApp({
      database: { ...connection, dispose: () => connection.close() },
    });
  });
  afterAll(async () => {
    await otherProcess?.close();
    await connection?.close();
  });

  it('refuses a disabled user on its first request after the notification arrives', async () => {
    const { userId, token, admin } = await signedInUser();
    await warm(token, otherProcess);
    // Heard after the other app's own cache (listeners run in the order they subscribed).
    const heard = new Promise<void>((resolve) => {
      void connection.listen(AUTH_CHANGES_CHANNEL, {
        notified: (payload) => {
          if (payload === userId) resolve();
        },
        listening: () => {},
      });
    });
    await setEnabled(admin, userId, false);
    await heard;
    expect(await refusal(token, otherProcess)).toBe('invalid');
  });
});
