import { randomUUID } from 'node:crypto';
import { ALL_GROUPS } from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type App, buildApp } from '../../app';
import { accessTokenFor } from '../testing/factory';
import { createTestDatabase, type TestApp, type TestDatabase, testConfig } from '../testing/test-app';
import { installAuth } from './auth';
import { useServiceEnvelope } from './error-handler';
import { SERVICE_MOUNTS, serviceMountForPath } from './services';
import { findUnsafeText, isUnsafeText, UNSAFE_TEXT_MESSAGE } from './unsafe-text';

// Security review, issue 10 item 5: NUL and lone surrogates reached PostgreSQL and answered 500.

const AMZ_JSON = 'application/x-amz-json-1.1';

// A route of each kind under /ref, which has none of its own yet: it answers the `statusCode` envelope.
const referenceProbe: FastifyPluginAsyncZod = async (probe) => {
  const config = { access: 'authenticated' as const };
  probe.get('/items/:id', { config, schema: { params: z.object({ id: z.string() }) } }, async () => ({}));
  probe.post('/items', { config }, async () => ({}));
};

let app: App;
let database: TestDatabase;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig();
  app = await buildApp({ config, db: database.db });
  await app.register(
    async (service) => {
      useServiceEnvelope(service, 'statusCode');
      installAuth(service, app.identityRuntime.authenticate);
      await service.register(referenceProbe);
    },
    { prefix: '/ref/probe' },
  );
  await app.ready();
  const testApp: TestApp = { app, database, config, close: async () => {} };
  // In every group, so that every route's access check lets the request reach the edge's check.
  ({ token } = await accessTokenFor(testApp, {
    email: `everyone.${randomUUID()}@granska.example`,
    custNo: '1001',
    groups: [...ALL_GROUPS],
  }));
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const auth = () => ({ authorization: `Bearer ${token}` });

const initiateAuth = (payload: string) =>
  app.inject({
    method: 'POST',
    url: '/idp',
    headers: { 'content-type': AMZ_JSON, 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    payload,
  });

const srpStart = (username: string) =>
  JSON.stringify({
    AuthFlow: 'USER_SRP_AUTH',
    ClientId: 'granska-web',
    AuthParameters: { USERNAME: username, SRP_A: 'abcdef' },
  });

const expectStatusRefusal = (response: { statusCode: number; json(): unknown }, path?: string) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    status: 'BAD_REQUEST',
    message: UNSAFE_TEXT_MESSAGE,
    result: [],
    ...(path ? { issues: [{ path, message: expect.any(String) }] } : {}),
  });
};

describe('the text check', () => {
  it('finds NUL and lone surrogates in strings and keys, and passes whole characters', () => {
    expect(isUnsafeText('a\u0000b')).toBe(true);
    expect(isUnsafeText('\ud800')).toBe(true);
    expect(isUnsafeText('x\udc00')).toBe(true);
    expect(isUnsafeText('\udc00\ud800')).toBe(true);
    expect(isUnsafeText('Åsa 😀 \u00e9')).toBe(false);
    expect(findUnsafeText({ a: [{ b: 'ok' }, { c: '\u0000' }] }, 'body')).toBe('body.a.1.c');
    expect(findUnsafeText({ 'k\u0000': 1 }, 'query')).toBe('query');
    expect(findUnsafeText({ a: 1, b: [true, null, 'fine'] }, 'body')).toBeUndefined();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`);
    expect(findUnsafeText(deep, 'body')).toMatch(/^body(\.0)+$/);
  });
});

describe('the identity provider, anonymously', () => {
  it('refuses USERNAME "\\u0000" in InitiateAuth with InvalidParameterException, not a 500', async () => {
    const response = await initiateAuth(srpStart('\u0000'));
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-amzn-errortype']).toBe('InvalidParameterException:');
    expect(response.json()).toEqual({ __type: 'InvalidParameterException', message: UNSAFE_TEXT_MESSAGE });
  });

  it('refuses a lone surrogate sent as the JSON escape \\ud800 or \\udc00', async () => {
    for (const escaped of ['\\ud800', 'a\\udc00b', '\\ude00\\ud83d']) {
      const response = await initiateAuth(srpStart('x').replace('"x"', `"${escaped}"`));
      expect(response.statusCode, escaped).toBe(400);
      expect(response.json(), escaped).toEqual({
        __type: 'InvalidParameterException',
        message: UNSAFE_TEXT_MESSAGE,
      });
    }
  });

  it('lets a whole character written as a surrogate pair through to the provider', async () => {
    const response = await initiateAuth(srpStart('x').replace('"x"', '"\\ud83d\\ude00@granska.example"'));
    expect(response.json()).not.toEqual(expect.objectContaining({ message: UNSAFE_TEXT_MESSAGE }));
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('the main API', () => {
  it('refuses a screening question "\\ud800" in POST /api/order', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: '{"id":null,"screeningQuestions":[{"question":"\\ud800"}]}',
    });
    expectStatusRefusal(response, 'body.screeningQuestions.0.question');
  });

  it('refuses %00 in a path parameter: /api/collecteddata/%00', async () => {
    expectStatusRefusal(
      await app.inject({ method: 'GET', url: '/api/collecteddata/%00', headers: auth() }),
      'params.id',
    );
  });

  it('refuses %00 in the query string, in a value or a name', async () => {
    expectStatusRefusal(
      await app.inject({ method: 'GET', url: '/api/users?search=%00', headers: auth() }),
      'query.search',
    );
    expectStatusRefusal(
      await app.inject({ method: 'GET', url: '/api/users?a%00b=1', headers: auth() }),
      'query',
    );
  });

  it('refuses NUL on the anonymous consent route too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/consent/populate',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ key: 'abc\u0000' }),
    });
    expectStatusRefusal(response, 'body.key');
  });

  it('answers a path that is not UTF-8 (a lone surrogate as %ED%A0%80) in the envelope', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/collecteddata/%ED%A0%80',
      headers: auth(),
    });
    expectStatusRefusal(response);
    expect(response.headers['content-type']).toContain('application/json');
  });
});

describe('the reference service', () => {
  it('refuses in its own envelope: body, query string and path parameter', async () => {
    const refusal = { statusCode: 400, message: UNSAFE_TEXT_MESSAGE, result: [] };
    const body = await app.inject({
      method: 'POST',
      url: '/ref/probe/items',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: '{"name":"\\udfff"}',
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject(refusal);
    for (const url of ['/ref/probe/items/%00', '/ref/probe/items/1?q=%00', '/ref/probe/items/%ED%A0%80']) {
      const response = await app.inject({ method: 'GET', url, headers: auth() });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject(refusal);
    }
  });
});

describe('every registered route', () => {
  const contentTypeFor = (url: string) => (url === '/idp' ? AMZ_JSON : 'application/json');

  const expectRefusedInEnvelope = (
    label: string,
    url: string,
    response: { statusCode: number; json(): Record<string, unknown> },
  ) => {
    expect(response.statusCode, label).toBe(400);
    const body = response.json();
    const mount = serviceMountForPath(url.split('?')[0] ?? url);
    if (mount === SERVICE_MOUNTS.identityProvider) {
      // Every route of the identity provider answers in the user pool's error format.
      expect(body, label).toEqual({ __type: 'InvalidParameterException', message: UNSAFE_TEXT_MESSAGE });
    } else if (mount?.envelope === 'statusCode') {
      expect(body, label).toMatchObject({ statusCode: 400, message: UNSAFE_TEXT_MESSAGE });
    } else if (url.startsWith('/dev/bankid/rp/')) {
      // The local BankID server answers in BankID's own format.
      expect(body, label).toMatchObject({ errorCode: 'invalidParameters' });
    } else {
      expect(body, label).toMatchObject({ status: 'BAD_REQUEST', message: UNSAFE_TEXT_MESSAGE });
    }
  };

  it('answers 400 in its envelope, never 500, for NUL or a lone surrogate in each place', async () => {
    const routes = app.registeredRoutes.filter(
      (route) => route.method !== 'HEAD' && route.method !== 'OPTIONS',
    );
    expect(routes.length).toBeGreaterThan(80);
    let tried = 0;
    for (const route of routes) {
      const hasBody = !['GET', 'DELETE'].includes(route.method);
      const filled = route.url.replace(/:\w+/g, randomUUID()).replace('*', 'file.js');
      // A route only for links refuses every log-in (contracts/endpoint.ts): it is tried without one.
      const linkOnly = typeof route.access === 'object' && route.access.groups.length === 0;
      const headers = {
        ...(linkOnly ? {} : auth()),
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        ...(hasBody ? { 'content-type': contentTypeFor(route.url) } : {}),
      };
      const body = hasBody ? { payload: '{}' } : {};
      const attempts: [string, string, string | undefined][] = [
        ['query', `${filled}?q=%00`, undefined],
        ...(route.url.includes(':')
          ? ([['params', route.url.replace(/:\w+/g, '%00'), undefined]] as [string, string, undefined][])
          : []),
        ...(hasBody
          ? ([
              ['body NUL', filled, '{"field":"\\u0000","list":["ok"]}'],
              ['body surrogate', filled, '{"nested":{"field":"\\ud800"}}'],
            ] as [string, string, string][])
          : []),
      ];
      for (const [where, url, payload] of attempts) {
        const response = await app.inject({
          method: route.method as 'GET',
          url,
          headers,
          ...(payload === undefined ? body : { payload }),
        });
        expectRefusedInEnvelope(`${route.method} ${route.url} (${where})`, url, response);
        tried += 1;
      }
    }
    expect(tried).toBeGreaterThan(150);
  });
});
