// Largest Contentful Paint of the log-in page, the background-check list and a consent page on a cold
// cache, against a bare static page served by the same server in the same run (bench/README.md).
//
//   npm run build && npm run bench:lcp          # LCP_ROUNDS=5 (default), LCP_THROTTLED=0 to skip slow 4G
//
// The built product runs as in the browser tests (e2e/support/server.ts: a fresh embedded database, the
// demo data) from a copy of apps/web/dist that holds one more file, the baseline page. Every measurement
// is a new browser context (empty HTTP cache); the list's context carries a logged-in session in local
// storage. Nothing here asserts on speed.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page, request } from '@playwright/test';
import { latestMessage, logIn } from '../e2e/support/identity.ts';
import { startServer } from '../e2e/support/server.ts';

const ROUNDS = Number(process.env.LCP_ROUNDS ?? 5);
const THROTTLED = process.env.LCP_THROTTLED !== '0';
const webDist = join(import.meta.dirname, '../apps/web/dist');
const BASELINE_PATH = '/lcp-baseline.html';

// About what the log-in page shows first: a heading and a paragraph, no script, no style sheet.
const BASELINE_HTML = `<!doctype html>
<html lang="sv">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />
  <title>Granska</title></head>
  <body><main><h1>Logga in</h1><p>Granska bakgrundskontroller: logga in med din e-postadress och ditt lösenord.</p></main></body>
</html>
`;

/** DevTools' "Slow 4G" preset and a 4× slower CPU (Lighthouse's mobile profile). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.4744 * 1024 * 1024) / 8,
  uploadThroughput: (0.675 * 1024 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

interface Sample {
  lcp: number;
  element: string;
  /** When the page's data (the target's API call) had arrived, from navigation start. */
  dataEnd: number | null;
  transferred: number;
}

interface Target {
  name: string;
  path: string;
  /** Resolves when the page shows what the person came for. */
  ready(page: Page): Promise<void>;
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
  /** The API path whose answer the page shows. */
  dataPath?: string;
}

/** A demo customer user who orders background checks (apps/server/src/modules/seed/demo-users.ts). */
const ORDERER = 'bestallare@byggbevakning.example';

/** The orderer orders a check through the portal's form (as e2e/support/background-check.ts does). */
const orderCheck = async (page: Page, name: string, email: string): Promise<void> => {
  await logIn(page, ORDERER);
  await page.waitForURL(/\/background-check$/);
  await page.getByRole('button', { name: 'Ny beställning' }).click();
  const form = page.getByRole('form', { name: 'Beställning' });
  await form.getByRole('combobox', { name: 'Tjänst' }).selectOption({ label: 'Medarbetare' });
  await form.getByRole('textbox', { name: 'Namn' }).fill(name);
  await form.getByRole('textbox', { name: 'Personnummer' }).fill('19900101-2385');
  await form.getByRole('textbox', { name: 'E-post' }).fill(email);
  await form.getByRole('textbox', { name: 'Mobilnummer' }).fill('+46701234567');
  await form.getByRole('textbox', { name: 'Befattning' }).fill('Väktare');
  await form.getByRole('button', { name: 'Skicka beställning' }).click();
  await page.getByRole('dialog', { name: 'Beställningen är skickad' }).waitFor();
};

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];

const readPaint = (page: Page, dataPath: string | undefined): Promise<Sample> =>
  page.evaluate(
    (dataPath) =>
      new Promise<Sample>((resolve) => {
        let last: (PerformanceEntry & { element?: Element | null }) | undefined;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // Two frames, so that whatever the ready state painted has been reported; the observer's report
        // can come a task later still, so it is awaited (up to 5 s) when there is none yet.
        const report = () => {
          const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const data = dataPath
            ? resources.find((entry) => new URL(entry.name).pathname.endsWith(dataPath))
            : undefined;
          const element = last?.element;
          resolve({
            lcp: last?.startTime ?? Number.NaN,
            element: element
              ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`
              : '?',
            dataEnd: data ? data.responseEnd : null,
            transferred:
              navigation.transferSize + resources.reduce((sum, entry) => sum + entry.transferSize, 0),
          });
        };
        const deadline = performance.now() + 5_000;
        const settle = () => (last || performance.now() > deadline ? report() : setTimeout(settle, 50));
        requestAnimationFrame(() => requestAnimationFrame(settle));
      }),
    dataPath,
  );

const measure = async (browser: Browser, baseUrl: string, target: Target, throttled: boolean) => {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'sv-SE',
    ...(target.storageState ? { storageState: target.storageState } : {}),
  });
  try {
    const page = await context.newPage();
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    await page.goto(target.path, { timeout: 120_000 });
    await target.ready(page);
    return await readPaint(page, target.dataPath);
  } finally {
    await context.close();
  }
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const visible = (page: Page, locate: (page: Page) => ReturnType<Page['getByRole']>) =>
  locate(page).first().waitFor({ state: 'visible', timeout: 120_000 });

const main = async () => {
  const dist = mkdtempSync(join(tmpdir(), 'granska-lcp-'));
  cpSync(webDist, dist, { recursive: true });
  writeFileSync(join(dist, BASELINE_PATH), BASELINE_HTML);
  const server = await startServer({ WEB_DIST_DIR: dist });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    // An order, so that the list has a row and a consent link exists.
    const setup = await browser.newContext({ baseURL: server.baseUrl, locale: 'sv-SE' });
    const setupPage = await setup.newPage();
    const name = `Mätt Mätsson ${Date.now().toString(36)}`;
    const email = `lcp-${Date.now().toString(36)}@example.com`;
    const since = new Date();
    await orderCheck(setupPage, name, email);
    const api = await request.newContext({ baseURL: server.baseUrl });
    const message = await latestMessage(api, email, 'consent-request', since);
    await api.dispose();
    const consentUrl = /\/external\/consent\/[\w-]+/.exec(message)?.[0];
    if (!consentUrl) throw new Error('no consent link in the e-mail');
    const loggedIn = await setup.storageState();
    await setup.close();

    const targets: Target[] = [
      { name: 'bare static page (baseline)', path: BASELINE_PATH, ready: async () => {} },
      {
        name: 'log-in page',
        path: '/login',
        ready: (page) => visible(page, (p) => p.getByRole('button', { name: 'Logga in' })),
      },
      {
        name: 'background-check list',
        path: '/background-check',
        storageState: loggedIn,
        dataPath: '/orders',
        ready: (page) => visible(page, (p) => p.getByRole('row', { name: new RegExp(name) })),
      },
      {
        name: 'consent page',
        path: consentUrl,
        dataPath: '/consent/populate',
        ready: (page) => visible(page, (p) => p.getByRole('button', { name: 'Godkänn med BankID' })),
      },
    ];

    for (const throttled of THROTTLED ? [false, true] : [false]) {
      const samples = new Map<string, Sample[]>(targets.map((target) => [target.name, []]));
      for (let round = 0; round < ROUNDS; round += 1) {
        // Every other round in reverse order, so that a burst of other work does not always hit one page.
        const order = round % 2 ? [...targets].reverse() : targets;
        for (const target of order) {
          samples.get(target.name)?.push(await measure(browser, server.baseUrl, target, throttled));
        }
      }
      const baseline = median((samples.get(targets[0]?.name ?? '') ?? []).map((sample) => sample.lcp));
      console.log(
        `\nLCP on a cold cache, ${throttled ? `slow 4G + ${CPU_SLOWDOWN}× CPU` : 'no throttling'} (median of ${ROUNDS})`,
      );
      for (const target of targets) {
        const own = samples.get(target.name) ?? [];
        const lcps = own.map((sample) => sample.lcp);
        const lcp = median(lcps);
        const dataEnds = own.flatMap((sample) => (sample.dataEnd === null ? [] : [sample.dataEnd]));
        const kb = median(own.map((sample) => sample.transferred)) / 1024;
        console.log(
          `  ${target.name.padEnd(30)} LCP ${lcp.toFixed(0).padStart(6)} ms` +
            ` (${Math.min(...lcps).toFixed(0)}–${Math.max(...lcps).toFixed(0)})` +
            `  = ${(lcp / baseline).toFixed(2).padStart(6)}× the baseline` +
            `  transferred ${kb.toFixed(0).padStart(5)} KB` +
            (dataEnds.length ? `  data at ${median(dataEnds).toFixed(0)} ms` : '') +
            `  [${own[own.length - 1]?.element ?? ''}]`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dist, { recursive: true, force: true });
  }
};

await main();
