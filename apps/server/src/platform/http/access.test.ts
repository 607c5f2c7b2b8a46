import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { createTestDatabase, type TestDatabase, testAppForFile, testConfig } from '../testing/test-app';
import { isGuardedUrl, MissingAccessError, type RouteAccess } from './access';
import { SERVICE_MOUNTS } from './services';

const isValidAccess = (access: RouteAccess | undefined): boolean =>
  access === 'public' ||
  access === 'authenticated' ||
  (typeof access === 'object' &&
    Array.isArray(access.groups) &&
    // Only a link-key route (the candidate's and referees' calls) may name no group at all.
    (access.groups.length > 0 || access.externalKey === true));

const testApp = testAppForFile();

describe('every route declares who may call it', () => {
  it('walks every registered route', () => {
    const routes = testApp.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(5);
    // The identity provider speaks the user pool's protocol, where the caller is decided per operation.
    const undeclared = routes
      .filter((route) => !route.url.startsWith(`${SERVICE_MOUNTS.identityProvider.prefix}/`))
      .filter((route) => !isValidAccess(route.access))
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('includes the platform routes with their declarations', () => {
    const byUrl = (url: string) => testApp.app.registeredRoutes.find((route) => route.url === url);
    expect(byUrl('/health')?.access).toBe('public');
    expect(byUrl('/config.json')?.access).toBe('public');
    expect(byUrl('/api/version')?.access).toBe('public');
    expect(byUrl('/api/docs/json')?.access).toBe('public');
  });
});

describe('a route without a declaration', () => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    app = await buildApp({ config: testConfig(), db: database.db });
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('stops the server from starting when it is under a service prefix', async () => {
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(MissingAccessError);
    expect(() => app.post('/ref/undeclared', async () => ({}))).toThrow(/declares no access/);
    for (const prefix of ['/security-screening', '/tags', '/documents']) {
      expect(() => app.get(`${prefix}/undeclared`, async () => ({}))).toThrow(MissingAccessError);
    }
  });

  it('is accepted once it declares access, and recorded', () => {
    app.get('/api/declared', { config: { access: { groups: ['Coordinator'] } } }, async () => ({}));
    expect(app.registeredRoutes).toContainEqual({
      method: 'GET',
      url: '/api/declared',
      access: { groups: ['Coordinator'] },
    });
  });

  it('knows which prefixes are guarded', () => {
    expect(isGuardedUrl('/api')).toBe(true);
    expect(isGuardedUrl('/api/customers')).toBe(true);
    expect(isGuardedUrl('/apiary')).toBe(false);
    expect(isGuardedUrl('/health')).toBe(false);
  });
});
