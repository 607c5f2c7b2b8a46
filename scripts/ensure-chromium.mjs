// Makes sure Debian's Chromium is present for the browser tests: no browser download works on these
// machines, so Playwright drives the system package. Runs on any Node (it is called before Node 24 may
// be installed).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (existsSync(chromium)) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(`Chromium saknas (${chromium}). Installera Debians paket: sudo apt-get install chromium`);
  process.exit(1);
}

console.log('Installerar Chromium (Debian-paketet chromium) för webbläsartesterna …');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
  shell: '/bin/bash',
});
