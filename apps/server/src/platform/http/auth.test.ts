import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { createAuthenticator } from '../../modules/identity/authenticator';
import { insertRefreshToken } from '../../modules/identity/identity.repository';
import { userGroups } from '../../modules/identity/identity.schema';
import { issueTokens } from '../../modules/identity/tokens';
import {
  createUser,
  deleteUser,
  globalSignOut,
  removeFromGroup,
  setEnabled,
  type UserAdminDeps,
} from '../../modules/identity/user-admin.service';
import { createTestDatabase, type TestDatabase, testConfig } from '../testing/test-app';
import { accessTokenOf, EXPIRED_TOKEN_MESSAGE, installAuth } from './auth';
import { FORBIDDEN_MESSAGE, NOT_LOGGED_IN_MESSAGE, requireCaller } from './caller';
import { useServiceEnvelope } from './error-handler';

// Probe routes of each kind of access, behind the real auth layer, in both envelopes.
const probeRoutes: FastifyPluginAsyncZod = async (probe) => {
  probe.get('/public', { config: { access: 'public' } }, async (request) => ({ caller: request.caller }));
  probe.get('/any', { config: { access: 'authenticated' } }, async (request) => ({
    caller: requireCaller(request),
  }));
  probe.get(
    '/coordinators',
    { config: { access: { groups: ['Coordinator', 'SPICoordinator'] } } },
    async () => ({
      ok: true,
    }),
  );
};

let app: App;
let database: TestDatabase;
let admin: UserAdminDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig(), db: database.db });
  for (const [prefix, style] of [
    ['/api/probe', 'status'],
    ['/ref/probe', 'statusCode'],
  ] as const) {
    await app.register(
      async (service) => {
        useServiceEnvelope(service, style);
        installAuth(service, app.identityRuntime.authenticate);
        await service.register(probeRoutes);
      },
      { prefix },
    );
  }
  await app.ready();
  const { provider } = app.identityRuntime;
  admin = { db: database.db, crypto: provider.crypto, userPoolId: provider.userPoolId };
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

interface TokenOptions {
  userId: string;
  email: string;
  groups: string[];
  now?: Date;
  clientId?: string;
  issuer?: string;
}

/** Tokens of a new log-in session of the user (or of none: `session: false`). */
const tokensFor = async (
  { userId, email, groups, now, clientId, issuer }: TokenOptions,
  { session = true } = {},
) => {
  const { provider } = app.identityRuntime;
  const stored = session
    ? await insertRefreshToken(database.db, {
        hash: `test-${randomUUID()}`,
        userId,
        authTime: 0,
        expiresAt: new Date(Date.now() + 60 * 60 * 1000),
      })
    : undefined;
  return issueTokens({
    ...(stored ? { sessionId: stored.sessionId } : {}),
    key: await provider.keys.signingKey(),
    issuer: issuer ?? provider.issuer,
    clientId: clientId ?? provider.clientId,
    subject: { userId, email, emailVerified: true, groups },
    authTime: Math.floor(Date.now() / 1000),
    ...(now ? { now } : {}),
  });
};

let counter = 0;
const newUser = async (
  groups: string[] = ['Coordinator'],
  extra: { custNo?: string; costCenter?: string } = {},
) => {
  counter += 1;
  const email = `auth${counter}@granska.test`;
  const user = await createUser(admin, { email, groups, ...extra }, { sendTemporaryPassword: false });
  const { accessToken, idToken } = await tokensFor({ userId: user.userId, email, groups });
  return { userId: user.userId, email, accessToken, idToken };
};

const get = (url: string, authorization?: string) =>
  app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

describe('the auth layer', () => {
  it('sets the caller from a valid token: id, e-mail, groups, customer number and cost center', async () => {
    const user = await newUser(['Coordinator'], { custNo: '1001', costCenter: 'Ekonomi' });
    const response = await get('/api/probe/any', `Bearer ${user.accessToken}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().caller).toEqual({
      userId: user.userId,
      email: user.email,
      groups: ['Coordinator'],
      custNo: '1001',
      costCenter: 'Ekonomi',
    });
  });

  it('takes the raw token without "Bearer", as hosted-pool clients send it', async () => {
    const user = await newUser();
    expect((await get('/api/probe/any', user.accessToken)).statusCode).toBe(200);
    expect((await get('/api/probe/any', `bearer   ${user.accessToken}`)).statusCode).toBe(200);
  });

  it('answers 401 without a token or with a bad one, in each prefix envelope', async () => {
    const user = await newUser();
    for (const authorization of [
      undefined,
      'Bearer',
      'Bearer garbage',
      `Bearer ${user.idToken}`,
      'Basic a b',
    ]) {
      const response = await get('/api/probe/any', authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 'UNAUTHORIZED', message: NOT_LOGGED_IN_MESSAGE, result: [] });
    }
    const ref = await get('/ref/probe/any');
    expect(ref.statusCode).toBe(401);
    expect(ref.json()).toEqual({ statusCode: 401, message: NOT_LOGGED_IN_MESSAGE, result: [] });
  });

  it('says "The incoming token has expired" for an expired token, which makes the web app refresh', async () => {
    const user = await newUser();
    const { accessToken } = await tokensFor({
      userId: user.userId,
      email: user.email,
      groups: ['Coordinator'],
      now: new Date(Date.now() - 2 * 60 * 60 * 1000),
    });
    const response = await get('/ref/probe/any', `Bearer ${accessToken}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(EXPIRED_TOKEN_MESSAGE);
  });

  it('refuses tokens of another client or issuer', async () => {
    const user = await newUser();
    const base = { userId: user.userId, email: user.email, groups: ['Coordinator'] };
    for (const token of [
      await tokensFor({ ...base, clientId: 'other-client' }),
      await tokensFor({ ...base, issuer: 'https://evil.example/idp/eu-north-1_GranskaLocal' }),
    ]) {
      expect((await get('/api/probe/any', `Bearer ${token.accessToken}`)).statusCode).toBe(401);
    }
  });

  it('refuses disabled, deleted and signed-out users', async () => {
    const disabled = await newUser();
    await setEnabled(admin, disabled.userId, false);
    expect((await get('/api/probe/any', `Bearer ${disabled.accessToken}`)).statusCode).toBe(401);

    const deleted = await newUser();
    await deleteUser(admin, deleted.userId);
    expect((await get('/api/probe/any', `Bearer ${deleted.accessToken}`)).statusCode).toBe(401);

    const signedOut = await newUser();
    expect((await get('/api/probe/any', `Bearer ${signedOut.accessToken}`)).statusCode).toBe(200);
    // In the same second as the token was issued: no grace second.
    await globalSignOut(admin, signedOut.userId);
    expect((await get('/api/probe/any', `Bearer ${signedOut.accessToken}`)).statusCode).toBe(401);
  });

  it("refuses an access token that names no log-in session, or another user's", async () => {
    const user = await newUser();
    const sessionless = await tokensFor(
      { userId: user.userId, email: user.email, groups: ['Coordinator'] },
      { session: false },
    );
    expect((await get('/api/probe/any', `Bearer ${sessionless.accessToken}`)).statusCode).toBe(401);
    const other = await newUser();
    const stored = await insertRefreshToken(database.db, {
      hash: `test-${randomUUID()}`,
      userId: other.userId,
      authTime: 0,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    const borrowed = await issueTokens({
      key: await app.identityRuntime.provider.keys.signingKey(),
      issuer: app.identityRuntime.provider.issuer,
      clientId: app.identityRuntime.provider.clientId,
      subject: { userId: user.userId, email: user.email, emailVerified: true, groups: ['Coordinator'] },
      authTime: 0,
      sessionId: stored.sessionId,
    });
    expect((await get('/api/probe/any', `Bearer ${borrowed.accessToken}`)).statusCode).toBe(401);
  });

  it('enforces groups: 403 with the Swedish message for a user without one of them', async () => {
    const coordinator = await newUser(['Coordinator']);
    expect((await get('/api/probe/coordinators', `Bearer ${coordinator.accessToken}`)).statusCode).toBe(200);
    const spi = await newUser(['SPICoordinator']);
    expect((await get('/api/probe/coordinators', `Bearer ${spi.accessToken}`)).statusCode).toBe(200);
    const analyst = await newUser(['Analyst']);
    const forbidden = await get('/api/probe/coordinators', `Bearer ${analyst.accessToken}`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ status: 'FORBIDDEN', message: FORBIDDEN_MESSAGE, result: [] });
    expect((await get('/api/probe/coordinators')).statusCode).toBe(401);
  });

  it('drops a group the user no longer holds at once, though the token still names it', async () => {
    const user = await newUser(['Coordinator', 'Analyst']);
    await removeFromGroup(admin, user.userId, 'Coordinator');
    expect((await get('/api/probe/coordinators', `Bearer ${user.accessToken}`)).statusCode).toBe(403);
    const rows = await database.db.select().from(userGroups).where(eq(userGroups.userId, user.userId));
    expect(rows.map((row) => row.group)).toEqual(['Analyst']);
  });

  it('lets anyone call a public route, and still tells it who calls', async () => {
    expect((await get('/api/probe/public')).json()).toEqual({ caller: null });
    expect((await get('/api/probe/public', 'Bearer garbage')).json()).toEqual({ caller: null });
    const user = await newUser();
    expect((await get('/api/probe/public', `Bearer ${user.accessToken}`)).json().caller.userId).toBe(
      user.userId,
    );
  });

  it('is installed on every guarded prefix of the real services', async () => {
    const user = await newUser();
    for (const prefix of ['/api', '/ref', '/security-screening', '/tags', '/documents']) {
      const response = await get(`${prefix}/no-such-route`, `Bearer ${user.accessToken}`);
      expect(response.statusCode).toBe(404);
    }
    expect((await get('/api/version')).statusCode).toBe(200);
  });
});

describe('a hosted pool', () => {
  it('is verified against the remote JWKS when USER_POOL_ISSUER points elsewhere', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { provider } = app.identityRuntime;
    const issuer = `${address}/idp/${provider.userPoolId}`;
    const authenticate = createAuthenticator({
      db: database.db,
      issuer,
      clientId: provider.clientId,
      keySource: { kind: 'remote', jwksUrl: new URL(`${issuer}/.well-known/jwks.json`) },
    });
    const { accessToken } = await tokensFor(
      {
        userId: 'hosted-user-1',
        email: 'extern@kund.example',
        groups: ['CustomerAdmin', 'NotAGroup'],
        issuer,
      },
      { session: false },
    );
    expect(await authenticate(accessToken)).toEqual({
      userId: 'hosted-user-1',
      email: 'hosted-user-1',
      groups: ['CustomerAdmin'],
      custNo: null,
      costCenter: null,
    });
  });
});

describe('accessTokenOf', () => {
  const request = (authorization?: string) =>
    ({ headers: authorization === undefined ? {} : { authorization } }) as Parameters<
      typeof accessTokenOf
    >[0];

  it('reads Bearer and bare tokens and ignores the rest', () => {
    expect(accessTokenOf(request('Bearer abc.def.ghi'))).toBe('abc.def.ghi');
    expect(accessTokenOf(request('abc.def.ghi'))).toBe('abc.def.ghi');
    expect(accessTokenOf(request())).toBeNull();
    expect(accessTokenOf(request('Bearer '))).toBeNull();
    expect(accessTokenOf(request('Basic dXNlcjpwYXNz extra'))).toBeNull();
    expect(accessTokenOf(request(`Bearer ${'x'.repeat(9000)}`))).toBeNull();
  });
});
