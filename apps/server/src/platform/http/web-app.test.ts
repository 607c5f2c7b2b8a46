import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../testing/test-app';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>';

// As the web build writes it (apps/web/vite-plugin-route-preloads.ts), with one entry that is no script.
const ROUTE_PRELOADS = [
  { prefix: '/login', files: ['/assets/login-page-9z8y.js', '/assets/Button-7x6w.js'] },
  { prefix: '/external/', files: ['/assets/external-page-5v4u.js'] },
  { prefix: '/background-check', files: ['/assets/portal-3t2s.js', '/assets/x.js"><script src="/evil.js'] },
];

// Big enough that the build writes compressed copies of it (vite-plugin-precompress.ts).
const BUNDLE = `${'export const greeting = "hej";\n'.repeat(200)}console.log(greeting);\n`;
const TRANSLATION_SV = JSON.stringify({ notFound: 'Sidan kunde inte hittas!' });

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
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log("app");');
  // As the build leaves a bundle: the file and its brotli and gzip copies.
  writeFileSync(join(dist, 'assets', 'bundle-3c4d.js'), BUNDLE);
  writeFileSync(join(dist, 'assets', 'bundle-3c4d.js.br'), brotliCompressSync(BUNDLE));
  writeFileSync(join(dist, 'assets', 'bundle-3c4d.js.gz'), gzipSync(BUNDLE));
  writeFileSync(join(dist, 'locales', 'sv', 'translation.json'), TRANSLATION_SV);
  writeFileSync(join(dist, 'locales', 'sv', 'translation.json.br'), brotliCompressSync(TRANSLATION_SV));
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
      expect(response.body).toContain('<div id="root"></div><');
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
    for (const url of ['/security-screening/x', '/tags/x', '/documents/x', '/idp/x']) {
      expect((await page(withWeb, url)).statusCode).toBe(404);
    }
  });

  it("serves the clearance survey's page under /scs (the security-screening service lives elsewhere)", async () => {
    const survey = await page(withWeb, '/scs/survey/abc');
    expect(survey.statusCode).toBe(200);
    expect(survey.headers['content-type']).toContain('text/html');
  });
});

describe("a page's route chunks", () => {
  const modulePreloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

  it('are preloaded with the page, in the head', async () => {
    const login = (await page(withWeb, '/login')).body;
    expect(modulePreloads(login)).toEqual(['/assets/login-page-9z8y.js', '/assets/Button-7x6w.js']);
    expect(login.indexOf('login-page-9z8y.js')).toBeLessThan(login.indexOf('</head>'));
    expect(login.replace(/\s*<link rel="modulepreload"[^>]+>/g, '').replace(/\s+<\/head>/, '</head>')).toBe(
      INDEX_HTML,
    );
    expect(modulePreloads((await page(withWeb, '/external/consent/abc-123')).body)).toEqual([
      '/assets/external-page-5v4u.js',
    ]);
    // Under the portal's path too; a path that only begins with its name is another page.
    expect(modulePreloads((await page(withWeb, '/background-check/orders/42')).body)).toEqual([
      '/assets/portal-3t2s.js',
    ]);
    expect(modulePreloads((await page(withWeb, '/background-checks')).body)).toEqual([]);
  });

  it('are none for a page the build lists nothing for', async () => {
    for (const url of ['/coordinator', '/account?tab=1', '/loginx']) {
      expect((await page(withWeb, url)).body).toBe(INDEX_HTML);
    }
  });

  it('come from a list that is not served', async () => {
    const response = await withWeb.app.inject({ method: 'GET', url: '/.vite/route-preloads.json' });
    expect(response.statusCode).toBe(404);
  });
});

describe('compressed copies', () => {
  const get = (url: string, acceptEncoding?: string) =>
    withWeb.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it("sends the brotli copy to a browser that accepts it, with the file's type and caching", async () => {
    for (const accepted of ['br', 'gzip, deflate, br, zstd', 'gzip;q=0.5, br']) {
      const response = await get('/assets/bundle-3c4d.js', accepted);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(Number(response.headers['content-length'])).toBeLessThan(BUNDLE.length / 10);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BUNDLE);
    }
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const response = await get('/assets/bundle-3c4d.js', 'gzip, deflate');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(response.rawPayload).toString()).toBe(BUNDLE);
  });

  it('sends the file itself without Accept-Encoding, for identity, and where no copy exists', async () => {
    for (const accepted of [undefined, 'identity', 'compress']) {
      const response = await get('/assets/bundle-3c4d.js', accepted);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(BUNDLE);
    }
    const small = await get('/assets/app-1a2b.js', 'gzip, deflate, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log("app");');
    // Only a brotli copy of the translation: a gzip-only client gets the file.
    const gzipOnly = await get('/locales/sv/translation.json', 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBeUndefined();
    expect(gzipOnly.json()).toHaveProperty('notFound');
  });

  it('compresses translation files too, still revalidated', async () => {
    const response = await get('/locales/sv/translation.json', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toHaveProperty('notFound');
  });

  it('are no URLs of their own', async () => {
    for (const url of ['/assets/bundle-3c4d.js.br', '/assets/bundle-3c4d.js.gz']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 'NOT_FOUND' });
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
