import type { Page, Response } from '@playwright/test';
import { logIn } from '../support/identity';
import { expect, test } from '../support/test';

const ORDERER = 'bestallare@byggbevakning.example';

/** Every response of the page, by path (with the query), as the browser received it. */
const record = (page: Page) => {
  const responses: Response[] = [];
  page.on('response', (response) => {
    responses.push(response);
  });
  const path = (response: Response) => {
    const url = new URL(response.url());
    return `${url.pathname}${url.search}`;
  };
  return { responses, path };
};

test('the log-in page arrives compressed, its start-up files once each, its route chunks with the page', async ({
  page,
}) => {
  const { responses, path } = record(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();

  // Chromium accepts brotli: every script and style sheet of 1 KB or more comes as the build's br copy.
  const assets = responses.filter((response) => /^\/assets\/.+\.(js|css)$/.test(path(response)));
  expect(assets.length).toBeGreaterThan(5);
  for (const response of assets) {
    const headers = await response.allHeaders();
    const size = Number(headers['content-length'] ?? 0);
    if (size >= 1024 || headers['content-encoding']) {
      expect(headers['content-encoding'], path(response)).toBe('br');
      expect(headers.vary, path(response)).toContain('accept-encoding');
    }
  }
  // The configuration and the translations are preloaded by the page and fetched once, not twice.
  expect(responses.filter((response) => path(response) === '/config.json')).toHaveLength(1);
  const translations = responses.filter((response) =>
    path(response).startsWith('/locales/sv/translation.json'),
  );
  expect(translations).toHaveLength(1);
  expect((await translations[0]?.allHeaders())?.['content-encoding']).toBe('br');
  // The log-in route's chunk is named in the page itself, not found only once the entry has run.
  const html = await (responses.find((response) => path(response) === '/login') as Response).text();
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/login-page-[\w-]+\.js">/);
});

test('a client that accepts only gzip, or nothing, gets gzip or the plain file', async ({ request }) => {
  const html = await (await request.get('/login', { headers: { accept: 'text/html' } })).text();
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)">/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  const gzip = await request.get(entry as string, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get(entry as string, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // Playwright decodes the gzip answer: both are the same script.
  expect(await gzip.text()).toBe(await plain.text());
});

test('a reload of the background-check list fetches its first page once: the prefetch and the list share it', async ({
  page,
}) => {
  await logIn(page, ORDERER);
  await expect(page).toHaveURL(/\/background-check$/);
  await expect(page.getByRole('heading', { name: 'Beställningar' })).toBeVisible();
  // The list before the reload has its answer, so it is not counted as one of the reloaded page's.
  await expect(page.getByRole('table')).toBeVisible();
  const { responses, path } = record(page);
  await page.reload();
  await expect(page.getByRole('table')).toBeVisible();
  const listCalls = responses.filter((response) => path(response).startsWith('/api/orders?'));
  expect(listCalls.map(path)).toEqual(['/api/orders?page=0&size=10']);
});
