import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor } from '../testing/factory';
import {
  createTestApp,
  createTestDatabase,
  productionTestEnv,
  type TestApp,
  type TestDatabase,
} from '../testing/test-app';
import { serviceMountForPath } from './services';

let database: TestDatabase;
let development: TestApp;
let production: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  // Both apps share the database, so they share the key its encrypted rows were written with.
  const MASTER_KEY = Buffer.alloc(32, 7).toString('base64');
  development = await createTestApp({ database, env: { APP_ENV: 'development', MASTER_KEY } });
  production = await createTestApp({
    database,
    env: productionTestEnv(MASTER_KEY),
  });
});

afterAll(async () => {
  await development.close();
  await production.close();
  await database.dispose();
});

describe('security headers', () => {
  it('are on API responses, errors included', async () => {
    for (const url of ['/api/version', '/api/missing', '/health']) {
      const response = await development.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('leave out HSTS outside production', async () => {
    const response = await development.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(String(response.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });

  it('include HSTS in production', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});

describe('Cache-Control on the services (issue 10, item 8)', () => {
  const idp = (target: string, body: unknown) =>
    development.app.inject({
      method: 'POST',
      url: '/idp',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      payload: JSON.stringify(body),
    });

  it('is no-store on every route of every service prefix, whatever the answer', async () => {
    const routes = development.app.registeredRoutes.filter(
      (route) => route.method !== 'HEAD' && serviceMountForPath(route.url) !== undefined,
    );
    expect(routes.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, randomUUID()).replace('*', 'missing.js');
      const response = await development.app.inject({
        method: route.method as 'GET',
        url,
        ...(route.method === 'GET' || route.method === 'OPTIONS' ? {} : { payload: {} }),
      });
      // The Swagger UI's own files are a test service's static assets, not answers with data.
      if (url.startsWith('/api/docs/static/') && response.statusCode === 200) continue;
      if (response.headers['cache-control'] !== 'no-store') {
        missing.push(
          `${route.method} ${route.url} ${response.statusCode} ${response.headers['cache-control']}`,
        );
      }
    }
    expect(missing).toEqual([]);
  });

  it('is no-store on answers with person data, on errors and on unknown paths', async () => {
    const admin = await accessTokenFor(development, {
      email: `admin.nostore.${randomUUID()}@granska.example`,
      custNo: null,
      groups: ['UserAdmin'],
    });
    const users = await development.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(users.statusCode).toBe(200);
    expect(users.headers['cache-control']).toBe('no-store');
    for (const url of [
      '/api/version',
      '/api/missing',
      '/api/users',
      '/ref/missing',
      '/security-screening/missing',
      '/idp/missing',
    ]) {
      const response = await development.app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await idp('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: development.config.userPoolClientId,
      AuthParameters: { USERNAME: 'nobody@granska.example', SRP_A: 'ab' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
    const unknown = await idp('NoSuchOperation', {});
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it("leaves the identity provider's public keys cacheable: they carry no person data", async () => {
    const poolId = development.config.userPoolId;
    for (const name of ['jwks.json', 'openid-configuration']) {
      const response = await development.app.inject({
        method: 'GET',
        url: `/idp/${poolId}/.well-known/${name}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
    }
  });

  it('leaves the web app and the platform routes their own caching', async () => {
    expect(
      (await development.app.inject({ method: 'GET', url: '/config.json' })).headers['cache-control'],
    ).toBe('no-cache');
    expect(
      (await development.app.inject({ method: 'GET', url: '/health' })).headers['cache-control'],
    ).toBeUndefined();
  });
});
