import { ApiKeyInfo, ApiKeysPage, CreatedApiKey } from '@granska/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { installAuth } from '../../platform/http/auth';
import { requireCaller } from '../../platform/http/caller';
import { useServiceEnvelope } from '../../platform/http/error-handler';
import { adminAndOthers } from '../../platform/testing/factory';
import {
  createTestDatabase,
  type TestApp,
  type TestDatabase,
  testConfig,
} from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import { seedDemo } from '../seed/seed';
import { apiKeys } from './api-keys.schema';
import { createApiKeyAuthenticator, hashApiKey, webhookSigningSecret } from './api-keys.service';

const DEMO_1001 = '0b6f4f7e-3c1a-4d55-9a43-6f0e2d1a1001';
const DEMO_1002 = '0b6f4f7e-3c1a-4d55-9a43-6f0e2d1a1002';

// A test-only route that accepts API keys (as later order endpoints will), behind the real auth layer.
const probeRoutes: FastifyPluginAsyncZod = async (probe) => {
  probe.get('/whoami', { config: { access: { groups: ['BKOrderer'], apiKey: true } } }, async (request) => {
    const caller = requireCaller(request);
    return { kind: caller.kind ?? 'user', custNo: caller.custNo, customerId: caller.customerId ?? null };
  });
};

let app: App;
let database: TestDatabase;
let testApp: TestApp;
let tokens: Awaited<ReturnType<typeof adminAndOthers>>;
let clock = new Date('2026-03-02T10:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig();
  await seedDemo(database.db, config);
  app = await buildApp({ config, db: database.db });
  await app.register(
    async (service) => {
      useServiceEnvelope(service, 'status');
      installAuth(service, app.identityRuntime.authenticate, {
        authenticateApiKey: createApiKeyAuthenticator({
          db: database.db,
          crypto: app.identityRuntime.provider.crypto,
          now: () => clock,
        }),
      });
      await service.register(probeRoutes);
    },
    { prefix: '/api/probe' },
  );
  await app.ready();
  testApp = { app, database, config, close: async () => {} };
  tokens = await adminAndOthers(testApp, 'apikeys');
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const call = (
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; key?: string; body?: unknown } = {},
) =>
  app.inject({
    method,
    url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.key !== undefined ? { 'x-api-key': options.key } : {}),
    },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });

const asAdmin = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(method, `/api${url}`, { token: tokens.admin.token, ...(body !== undefined ? { body } : {}) });

const createKey = async (customerId = DEMO_1001, keyName = 'HR-system') => {
  const response = await asAdmin('POST', '/customer/createapikey', {
    customerId,
    keyName,
    keyDescription: 'Beställningar från HR',
  });
  expect(response.statusCode).toBe(200);
  return CreatedApiKey.parse(response.json().result[0]);
};

describe('POST /api/customer/createapikey', () => {
  it('creates a key shown once, stores only its hash, and audits it', async () => {
    const created = await createKey();
    expect(created.key).toMatch(/^gsk_[A-Za-z0-9_-]{8}_[A-Za-z0-9_-]{43}$/);
    expect(created.webhookSecret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      keyName: 'HR-system',
      keyDescription: 'Beställningar från HR',
      customerId: DEMO_1001,
      prefix: created.key.slice(0, 12),
    });
    const [row] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row?.hash).toBe(hashApiKey(app.identityRuntime.provider.crypto, created.key));
    expect(JSON.stringify(row)).not.toContain(created.key.slice(13));
    expect(row?.createdBy).toBe(tokens.admin.userId);
    const audit = await listAudit(database.db, { entity: 'apiKey', entityId: created.id });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'apiKey.create', actorId: tokens.admin.userId });
    expect(JSON.stringify(audit[0])).not.toContain(created.key.slice(13));
    expect(JSON.stringify(audit[0])).not.toContain(created.webhookSecret.slice(6));
  });

  it('gives each key its own webhook signing secret, stored encrypted for signing', async () => {
    const first = await createKey();
    const second = await createKey();
    expect(first.webhookSecret).not.toBe(second.webhookSecret);
    const [row] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, first.id));
    expect(JSON.stringify(row)).not.toContain(first.webhookSecret.slice(6));
    const crypto = app.identityRuntime.provider.crypto;
    expect(await webhookSigningSecret(database.db, crypto, first.id)).toBe(first.webhookSecret);
    expect(await webhookSigningSecret(database.db, crypto, 'nope')).toBeNull();
    // Bound to its row: copied onto another key it does not decrypt.
    await database.db
      .update(apiKeys)
      .set({ webhookSecretEnc: row?.webhookSecretEnc ?? null })
      .where(eq(apiKeys.id, second.id));
    await expect(webhookSigningSecret(database.db, crypto, second.id)).rejects.toThrow();
  });

  it("answers 404 'Kunde inte skapa/hämta API-nyckel' for an unknown customer, 400 without a name", async () => {
    const unknown = await asAdmin('POST', '/customer/createapikey', { customerId: 'nope', keyName: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      status: 'NOT_FOUND',
      message: 'Kunde inte skapa/hämta API-nyckel',
      result: [],
    });
    for (const body of [
      { customerId: DEMO_1001 },
      { customerId: DEMO_1001, keyName: ' ' },
      { keyName: 'x' },
    ]) {
      const bad = await asAdmin('POST', '/customer/createapikey', body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().status).toBe('BAD_REQUEST');
    }
  });
});

describe('GET /api/customer/apikeys', () => {
  it("lists a customer's keys, newest first, never the key itself", async () => {
    const first = await createKey(DEMO_1002, 'Första');
    const second = await createKey(DEMO_1002, 'Andra');
    const response = await asAdmin('GET', `/customer/apikeys?customerId=${DEMO_1002}`);
    expect(response.statusCode).toBe(200);
    const page = ApiKeysPage.parse(response.json());
    expect(page.paging).toEqual({ page: 0, size: 10, total: 2 });
    expect(page.result.map((key) => key.id).sort()).toEqual([first.id, second.id].sort());
    expect(page.result[0]).toMatchObject({
      lastUsed: null,
      revoked: null,
      prefix: expect.stringMatching(/^gsk_/),
    });
    expect(JSON.stringify(page)).not.toContain(first.key);
    expect(JSON.stringify(page)).not.toContain(first.webhookSecret);
    expect(JSON.stringify(page)).not.toContain('whsec_');
    expect(response.json().result[0]).not.toHaveProperty('key');
    expect(response.json().result[0]).not.toHaveProperty('hash');
    expect(response.json().result[0]).not.toHaveProperty('webhookSecret');
    const paged = ApiKeysPage.parse(
      (await asAdmin('GET', `/customer/apikeys?customerId=${DEMO_1002}&size=1&page=1`)).json(),
    );
    expect(paged.result).toHaveLength(1);
  });

  it('answers 404 for an unknown customer and 400 without one', async () => {
    expect((await asAdmin('GET', '/customer/apikeys?customerId=nope')).statusCode).toBe(404);
    expect((await asAdmin('GET', '/customer/apikeys')).statusCode).toBe(400);
    expect((await asAdmin('GET', `/customer/apikeys?customerId=${DEMO_1001}&size=500`)).statusCode).toBe(400);
  });
});

describe('a request carrying an API key', () => {
  it("acts as its customer's integration on a route that accepts keys, and records the use", async () => {
    const created = await createKey();
    const response = await call('GET', '/api/probe/whoami', { key: created.key });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'apiKey', custNo: '1001', customerId: DEMO_1001 });
    const [used] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(used?.lastUsedAt?.toISOString()).toBe(clock.toISOString());

    // At most one write a minute.
    const firstUse = clock;
    clock = new Date(firstUse.getTime() + 30_000);
    await call('GET', '/api/probe/whoami', { key: created.key });
    const [soon] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(soon?.lastUsedAt?.toISOString()).toBe(firstUse.toISOString());
    clock = new Date(firstUse.getTime() + 61_000);
    await call('GET', '/api/probe/whoami', { key: created.key });
    const [later] = await database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(later?.lastUsedAt?.toISOString()).toBe(clock.toISOString());

    const listed = ApiKeysPage.parse(
      (await asAdmin('GET', `/customer/apikeys?customerId=${DEMO_1001}&size=100`)).json(),
    );
    expect(listed.result.find((key) => key.id === created.id)?.lastUsed).toBe(clock.toISOString());
  });

  it('is refused with 403 on admin, staff and any-user routes', async () => {
    const created = await createKey();
    for (const [method, url] of [
      ['GET', '/api/customers'],
      ['POST', '/api/customer/createapikey'],
      ['GET', '/api/account/customer'],
    ] as const) {
      const response = await call(method, url, {
        key: created.key,
        ...(method === 'POST' ? { body: { customerId: DEMO_1001, keyName: 'x' } } : {}),
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({
        status: 'FORBIDDEN',
        message: 'Du saknar behörighet för detta',
        result: [],
      });
    }
  });

  it("answers 401 'Ogiltig API-nyckel' for an unknown or malformed key", async () => {
    for (const key of [`gsk_AAAAAAAA_${'A'.repeat(43)}`, 'nonsense', 'x'.repeat(5000)]) {
      for (const url of ['/api/probe/whoami', '/api/customers']) {
        const response = await call('GET', url, { key });
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toEqual({
          status: 'UNAUTHORIZED',
          message: 'Ogiltig API-nyckel',
          result: [],
        });
      }
    }
  });

  it('is ignored when a bearer token comes along (the user is the caller)', async () => {
    const created = await createKey();
    const response = await call('GET', '/api/customers', { token: tokens.admin.token, key: created.key });
    expect(response.statusCode).toBe(200);
    const orderer = await call('GET', '/api/probe/whoami', { token: tokens.orderer.token, key: created.key });
    expect(orderer.json()).toMatchObject({ kind: 'user' });
  });

  it('is gone with its customer', async () => {
    const customer = (
      await asAdmin('POST', '/customer', {
        custNo: '7001',
        custName: 'Kortlivad AB',
        custOrgNo: '556700-7001',
      })
    ).json().result[0];
    const created = await createKey(customer.id);
    expect((await call('GET', '/api/probe/whoami', { key: created.key })).statusCode).toBe(200);
    expect((await asAdmin('POST', '/customer/delete', { id: customer.id })).statusCode).toBe(200);
    expect((await call('GET', '/api/probe/whoami', { key: created.key })).statusCode).toBe(401);
  });
});

describe('POST /api/customer/apikey/revoke', () => {
  it('revokes a key at once (401 afterwards), audits it, and is idempotent', async () => {
    const created = await createKey();
    expect((await call('GET', '/api/probe/whoami', { key: created.key })).statusCode).toBe(200);
    const response = await asAdmin('POST', '/customer/apikey/revoke', { id: created.id });
    expect(response.statusCode).toBe(200);
    const revoked = ApiKeyInfo.parse(response.json().result[0]);
    expect(revoked.revoked).not.toBeNull();

    const refused = await call('GET', '/api/probe/whoami', { key: created.key });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Ogiltig API-nyckel');

    const again = await asAdmin('POST', '/customer/apikey/revoke', { id: created.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().result[0].revoked).toBe(revoked.revoked);
    const audit = await listAudit(database.db, { action: 'apiKey.revoke', entityId: created.id });
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(tokens.admin.userId);
  });

  it("answers 404 'API-nyckeln kunde inte hittas' for an unknown key and 400 without an id", async () => {
    const unknown = await asAdmin('POST', '/customer/apikey/revoke', { id: 'nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('API-nyckeln kunde inte hittas');
    expect((await asAdmin('POST', '/customer/apikey/revoke', {})).statusCode).toBe(400);
  });
});

describe('who may call the API-key calls', () => {
  const calls: ['GET' | 'POST', string, unknown?][] = [
    ['POST', '/api/customer/createapikey', { customerId: DEMO_1001, keyName: 'x' }],
    ['GET', `/api/customer/apikeys?customerId=${DEMO_1001}`],
    ['POST', '/api/customer/apikey/revoke', { id: 'nope' }],
  ];

  it('refuses a CustomerAdmin and an orderer with 403, and no token with 401', async () => {
    for (const [method, url, body] of calls) {
      for (const who of [tokens.customerAdmin, tokens.orderer]) {
        const response = await call(method, url, { token: who.token, ...(body ? { body } : {}) });
        expect(response.statusCode, url).toBe(403);
        expect(response.json().message).toBe('Du saknar behörighet för detta');
      }
      const anonymous = await call(method, url, body ? { body } : {});
      expect(anonymous.statusCode, url).toBe(401);
    }
  });

  it('declares UserAdmin on every API-key route', () => {
    for (const url of [
      '/api/customer/createapikey',
      '/api/customer/apikeys',
      '/api/customer/apikey/revoke',
    ]) {
      expect(app.registeredRoutes.find((route) => route.url === url)?.access).toEqual({
        groups: ['UserAdmin'],
      });
    }
  });
});
