import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../testing/test-app';

const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script></body></html>';

let dist: string;
let database: TestDatabase;
let withWeb: TestApp;
let withoutWeb: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'granska-web-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'locales', 'sv'), { recursive: true });
  mkdirSync(join(dist, 'locales', 'en'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log("app");');
  writeFileSync(
    join(dist, 'locales', 'sv', 'translation.json'),
    JSON.stringify({ notFound: 'Sidan kunde inte hittas!' }),
  );
  writeFileSync(
    join(dist, 'locales', 'en', 'translation.json'),
    JSON.stringify({ notFound: 'Page not found!' }),
  );
  database = await createTestDatabase();
  withWeb = await createTestApp({ database, env: { WEB_DIST_DIR: dist } });
  withoutWeb = await createTestApp({ database, env: { WEB_DIST_DIR: join(dist, 'missing') } });
});

afterAll(async () => {
  await withWeb.close();
  await withoutWeb.close();
  await database.dispose();
  rmSync(dist, { recursive: true, force: true });
});

const page = (app: TestApp, url: string) =>
  app.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

describe('the built web app', () => {
  it('serves index.html at / without caching', async () => {
    const response = await page(withWeb, '/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('serves hashed assets as immutable', async () => {
    const response = await withWeb.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to index.html for client routes', async () => {
    for (const url of ['/login', '/coordinator', '/external/consent/abc-123', '/account?tab=1']) {
      const response = await page(withWeb, url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('does not fall back for requests that do not want a page', async () => {
    const response = await withWeb.app.inject({
      method: 'GET',
      url: '/login',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'NOT_FOUND' });
    const missingAsset = await page(withWeb, '/assets/gone-0000.js');
    expect(missingAsset.statusCode).toBe(404);
    const post = await withWeb.app.inject({
      method: 'POST',
      url: '/login',
      headers: { accept: 'text/html' },
    });
    expect(post.statusCode).toBe(404);
  });

  it('answers unknown service paths with the service envelope, never the page', async () => {
    const api = await page(withWeb, '/api/nothing/here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ status: 'NOT_FOUND', message: 'Resursen hittades inte', result: [] });
    const ref = await page(withWeb, '/ref/nothing');
    expect(ref.json()).toEqual({ statusCode: 404, message: 'Resursen hittades inte', result: [] });
    for (const url of ['/scs/x', '/tags/x', '/documents/x', '/idp/x']) {
      expect((await page(withWeb, url)).statusCode).toBe(404);
    }
  });
});

describe('translation files', () => {
  it('are served as JSON and revalidated on every load', async () => {
    for (const language of ['sv', 'en']) {
      const response = await withWeb.app.inject({
        method: 'GET',
        url: `/locales/${language}/translation.json`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toHaveProperty('notFound');
    }
  });

  it('give 404 for an unknown language or namespace, not the page', async () => {
    for (const url of ['/locales/de/translation.json', '/locales/sv/nope.json']) {
      const response = await page(withWeb, url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).not.toContain('<!doctype html>');
    }
  });
});

describe('without a web build', () => {
  it('still starts and serves the API', async () => {
    expect((await withoutWeb.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect((await withoutWeb.app.inject({ method: 'GET', url: '/api/version' })).statusCode).toBe(200);
  });

  it('answers page requests with 404', async () => {
    const response = await page(withoutWeb, '/login');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'NOT_FOUND' });
  });
});
