#!/usr/bin/env node
// `npm run lint:paths`: a main-API path written as a string outside the endpoint contracts fails the
// check (docs/decisions/endpoint-contracts.md). The calls are the spec's (the error catalogue's keys)
// and the contracts' paths; the contracts live in packages/domain/src/api.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from '@swc/core';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PARAM = /\{\w+\}/g;

/** Where a path may be written: the contracts and the catalogue of spec §8. */
const ALLOWED = [/^packages\/domain\/src\/api\//, /^packages\/domain\/src\/errors\.ts$/];
/** Tests name paths freely: they call the server as a client would. */
const TEST_CODE =
  /(\.test\.tsx?$|\.test-support\.tsx?$|(^|\/)test\/|^apps\/server\/src\/platform\/testing\/)/;

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every main-API call's path, as the catalogue keys ('GET /jobs/{id}/risc') and the contracts write them. */
export const knownCallPaths = (domainSrc = join(ROOT, 'packages/domain/src')) => {
  const paths = new Set();
  const catalogue = readFileSync(join(domainSrc, 'errors.ts'), 'utf8');
  for (const match of catalogue.matchAll(/'(?:GET|POST|PUT|PATCH|DELETE) (\/[^' ]*)/g)) paths.add(match[1]);
  const apiDir = join(domainSrc, 'api');
  for (const file of readdirSync(apiDir).filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(join(apiDir, file), 'utf8');
    for (const match of text.matchAll(/path: '(\/[^']*)'/g)) paths.add(match[1]);
  }
  return [...paths];
};

/**
 * One pattern per call: its path with each `{param}` matching one segment, after an optional `/api`
 * prefix, with or without a query. A template literal's `${…}` parts stand for one segment too.
 */
export const callPatterns = (paths) =>
  paths.map((path) => new RegExp(`^(/api)?${path.split(PARAM).map(escapeRegExp).join('[^/?]+')}/?(\\?.*)?$`));

const SEGMENT = 'x';

/** The string and template literals of a source text, with their line, as values. */
const literalsOf = (source, fileName) => {
  const module = parseSync(source, {
    syntax: 'typescript',
    tsx: fileName.endsWith('.tsx'),
    target: 'es2022',
  });
  const offset = module.span.start;
  const lineOf = (position) => source.slice(0, position - offset).split('\n').length;
  const found = [];
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (node.type === 'StringLiteral') found.push({ value: node.value, line: lineOf(node.span.start) });
    if (node.type === 'TemplateLiteral') {
      const value = node.quasis.map((quasi) => quasi.cooked ?? quasi.raw).join(SEGMENT);
      found.push({ value, line: lineOf(node.span.start) });
    }
    if (node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration') return;
    for (const key of Object.keys(node)) if (key !== 'span') visit(node[key]);
  };
  visit(module.body);
  return found;
};

/** The main-API paths a file writes as literals. */
export const pathLiteralsIn = (source, fileName, patterns) =>
  literalsOf(source, fileName).filter(
    ({ value }) => value.startsWith('/') && patterns.some((re) => re.test(value)),
  );

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));

export const findPathLiterals = (roots = ['apps/web/src', 'apps/server/src', 'packages/domain/src']) => {
  const patterns = callPatterns(knownCallPaths());
  const findings = [];
  for (const root of roots) {
    for (const file of sourceFiles(join(ROOT, root))) {
      const name = relative(ROOT, file);
      if (TEST_CODE.test(name) || ALLOWED.some((re) => re.test(name))) continue;
      for (const literal of pathLiteralsIn(readFileSync(file, 'utf8'), name, patterns)) {
        findings.push(`${name}:${literal.line} '${literal.value}'`);
      }
    }
  }
  return findings;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const findings = findPathLiterals();
  if (findings.length > 0) {
    console.error(
      'Main-API paths outside the endpoint contracts (use the contract, docs/decisions/endpoint-contracts.md):',
    );
    for (const finding of findings) console.error(`  ${finding}`);
    process.exit(1);
  }
  console.log('no main-API path outside the endpoint contracts');
}
