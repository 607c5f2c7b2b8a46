// `npm test` after the install: the parts that do not need each other run side by side, the browser
// tests last (docs/decisions/test-suite.md).
//
//   1. at once: `npm run test:unit` (its output as it comes), `npm run check` and `npm run build`
//      (each one's output in one block when it ends);
//   2. when all three passed: `npm run test:e2e`, which needs the build.
//
// The first step's parts are independent: the type check and lint read the sources, the build writes
// apps/*/dist, which no unit test reads. Exit code 1 if any part failed; every part of step 1 still
// runs to its end, so one run reports every failure.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** Runs `npm run <script>`; `live` streams its output, else it is printed in one block at the end. */
const run = (script, { live }) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', script], { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    if (!live) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code, signal) => {
      const ok = code === 0;
      if (!live) {
        process.stdout.write(`\n──── npm run ${script} ────\n`);
        process.stdout.write(Buffer.concat(output));
      }
      const outcome = ok ? 'passed' : `FAILED (${signal ?? `exit code ${code}`})`;
      process.stdout.write(`──── npm run ${script}: ${outcome} in ${seconds(started)} ────\n`);
      resolve({ script, ok, time: seconds(started) });
    });
  });

const started = Date.now();
const results = await Promise.all([
  run('test:unit', { live: true }),
  run('check', { live: false }),
  run('build', { live: false }),
]);
if (results.every((result) => result.ok)) results.push(await run('test:e2e', { live: true }));

process.stdout.write('\nnpm test:\n');
for (const { script, ok, time } of results) {
  process.stdout.write(`  ${ok ? 'passed' : 'FAILED'}  npm run ${script} (${time})\n`);
}
if (results.length === 3) process.stdout.write('  skipped npm run test:e2e (a part above failed)\n');
process.stdout.write(`  total ${seconds(started)}\n`);
process.exit(results.every((result) => result.ok) && results.length === 4 ? 0 : 1);
