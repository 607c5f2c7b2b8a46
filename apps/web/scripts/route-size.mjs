// Gzipped size of the JS a route needs: the entry's static import closure plus the route chunk's.
// Usage: node scripts/route-size.mjs [--budget <gzip kB>] [chunk-name-prefix ...]   (after `npm run build`)
// With a budget it exits 1 when the route needs more, so a heavy import into the entry is noticed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('no module entry in index.html');

const staticImports = (file) => {
  const code = readFileSync(join(assets, file), 'utf8');
  const found = new Set();
  for (const match of code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) found.add(match[1]);
  return [...found];
};

const closure = (roots) => {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of staticImports(file)) visit(next);
  };
  for (const root of roots) visit(root);
  return seen;
};

const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
const args = process.argv.slice(2);
const budgetAt = args.indexOf('--budget');
const budget = budgetAt === -1 ? undefined : Number(args[budgetAt + 1]);
const prefixes = args.filter((_, index) => budgetAt === -1 || (index !== budgetAt && index !== budgetAt + 1));
const routeChunks = prefixes.map((prefix) => {
  const chunk = files.find((file) => file.startsWith(`${prefix}-`));
  if (!chunk) throw new Error(`no chunk ${prefix}`);
  return chunk;
});
const needed = closure([entry, ...routeChunks]);
let raw = 0;
let gzip = 0;
for (const file of [...needed].sort()) {
  const bytes = readFileSync(join(assets, file));
  const zipped = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += zipped;
  console.log(
    `${file.padEnd(48)} ${(bytes.length / 1024).toFixed(1).padStart(8)} kB  gzip ${(zipped / 1024).toFixed(1).padStart(7)} kB`,
  );
}
console.log(
  `${'total'.padEnd(48)} ${(raw / 1024).toFixed(1).padStart(8)} kB  gzip ${(gzip / 1024).toFixed(1).padStart(7)} kB`,
);
if (budget !== undefined && gzip / 1024 > budget) {
  console.error(`over budget: ${(gzip / 1024).toFixed(1)} kB > ${budget} kB gzip`);
  process.exit(1);
}
