// What the log-in and consent pages make a browser download, held to budgets on a fresh production build
// of the web app (docs/decisions/web-bundle.md). The test builds into a directory of its own: `npm test`
// runs the unit tests beside `npm run build`, so apps/web/dist may be half-written or missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const KB = 1024;

/**
 * Gzip sizes a route may need (web-bundle.md). Issue 12 item 7 asks for 120 KB of JavaScript on the
 * log-in and the consent page: not reached (React DOM, the data router, Mantine and i18next alone are
 * about 130 KB gzip), so these hold what was reached, a few KB above it, and a change that adds more
 * fails here. The CSS budget is the issue's.
 */
const BUDGETS = {
  // 170 KB when first held; the reference check's external pages in chunks of their own (issue 13, which
  // took 11 KB off the consent page) regrouped the domain's shared messages: 170.6 KB.
  loginJs: 172 * KB,
  // 240 KB when first held; the BankID launch rules, the app's status region and the English messages'
  // loader (issue 12 items 1, 5, 8) brought it to 245.2 KB.
  consentJs: 250 * KB,
  css: 40 * KB,
};

/** The routes, by their page module (the chunk their `lazy` route loads). */
const ROUTES = {
  login: 'src/features/login/login-page.tsx',
  consent: 'src/features/external/external-page.tsx',
} as const;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const webRoot = join(import.meta.dirname, '../apps/web');
let outDir: string;
let manifest: Manifest;

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'granska-web-budgets-'));
  const vite = join(import.meta.dirname, '../node_modules/vite/bin/vite.js');
  const built = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: webRoot,
      encoding: 'utf8',
      // Vitest sets NODE_ENV=test, which would give React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (built.status !== 0) throw new Error(`vite build failed:\n${built.stdout}\n${built.stderr}`);
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

const read = (file: string): Buffer => readFileSync(join(outDir, file));
const gzipSize = (file: string): number => gzipSync(read(file), { level: 9 }).length;
const brotliSize = (file: string): number =>
  brotliCompressSync(read(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The chunks a route's page needs before it can render: the entry's and the page chunk's static imports. */
const closure = (roots: string[]): ManifestChunk[] => {
  const seen = new Map<string, ManifestChunk>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no chunk ${key} in the manifest`);
    if (seen.has(key)) return;
    seen.set(key, chunk);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const root of roots) visit(root);
  return [...seen.values()];
};

const entryKey = (): string => {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.isEntry);
  if (!key) throw new Error('no entry in the manifest');
  return key;
};

const routeFiles = (page: string) => {
  const chunks = closure([entryKey(), page]);
  const js = chunks.map((chunk) => chunk.file);
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  return { js, css };
};

const sizes = (files: string[]) => ({
  raw: files.reduce((sum, file) => sum + read(file).length, 0),
  gzip: files.reduce((sum, file) => sum + gzipSize(file), 0),
  brotli: files.reduce((sum, file) => sum + brotliSize(file), 0),
});

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const report = (name: string, files: string[]) => {
  const { raw, gzip, brotli } = sizes(files);
  console.log(
    `${name.padEnd(14)} ${String(files.length).padStart(3)} files  raw ${kb(raw)}  gzip ${kb(gzip)}  br ${kb(brotli)}`,
  );
  return gzip;
};

describe('the log-in and consent pages stay within their budgets (gzip)', () => {
  it('log-in page: JavaScript and CSS', () => {
    const { js, css } = routeFiles(ROUTES.login);
    expect(report('log-in JS', js)).toBeLessThanOrEqual(BUDGETS.loginJs);
    expect(report('log-in CSS', css)).toBeLessThanOrEqual(BUDGETS.css);
  });

  it('consent page: JavaScript and CSS', () => {
    const { js, css } = routeFiles(ROUTES.consent);
    expect(report('consent JS', js)).toBeLessThanOrEqual(BUDGETS.consentJs);
    expect(report('consent CSS', css)).toBeLessThanOrEqual(BUDGETS.css);
  });
});

describe('the build ships brotli and gzip copies', () => {
  it('of every script and style sheet the pages load (1 KB or more), each the same file once decoded', () => {
    const files = [
      ...new Set([...Object.values(ROUTES)].flatMap((page) => Object.values(routeFiles(page)).flat())),
    ];
    for (const file of files) {
      const original = read(file);
      if (original.length < KB) continue;
      expect(existsSync(join(outDir, `${file}.br`)), `${file}.br`).toBe(true);
      expect(brotliDecompressSync(read(`${file}.br`)).equals(original), `${file}.br decodes to ${file}`).toBe(
        true,
      );
      expect(gunzipSync(read(`${file}.gz`)).equals(original), `${file}.gz decodes to ${file}`).toBe(true);
    }
  });

  it('of the page and the translation files', () => {
    for (const file of ['index.html', 'locales/sv/translation.json', 'locales/en/translation.json']) {
      const original = read(file);
      if (original.length < KB) continue;
      expect(brotliDecompressSync(read(`${file}.br`)).equals(original), file).toBe(true);
      expect(gunzipSync(read(`${file}.gz`)).equals(original), file).toBe(true);
    }
  });
});
