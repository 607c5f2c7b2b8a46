import { defineConfig } from '@playwright/test';

// Debian's Chromium: no browser download works on these machines. The flags keep it from reaching for
// Google's services, which the closed network refuses.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // No retries, in CI too: a test that passes only on its second try hides a race in the product or in
  // the test (docs/decisions/test-suite.md). To look into one: `npm run test:e2e -- --repeat-each=10`.
  retries: 0,
  // CI shares two cores with other work: a page that renders in 1 s here took over 10 s there. A
  // time-out only decides when a hung test is reported (docs/decisions/test-suite.md).
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
});
