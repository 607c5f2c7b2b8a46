#!/usr/bin/env node
// Writes a new server module's standard files and lists it in apps/server/src/module-list.ts:
//   npm run new-module -- <name>          (name in kebab-case, e.g. reference-checks)
// What to do next is in docs/decisions/how-to-add-a-module-and-a-portal.md.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const camel = (name) => name.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());

/** The files of a new module, by path relative to its folder. */
export const moduleFiles = (name) => {
  const id = camel(name);
  return {
    'index.ts': `// What other modules use of ${name} (docs/decisions/module-boundaries.md). Export from here only;
// other modules never import the module's other files.
export {};
`,
    [`${name}.module.ts`]: `import { defineModule } from '../../define-module';
import { ${id}Routes } from './${name}.routes';

export const ${id}Module = defineModule({
  name: '${name}',
  routes: (api, { db }) => api.register(${id}Routes, { db }),
});
`,
    [`${name}.routes.ts`]: `import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../platform/db/database';

/**
 * The ${name} calls: one \`addEndpoint(app, contract, handler, { tags: ['${name}'] })\` per endpoint
 * contract of packages/domain/src/api (docs/decisions/endpoint-contracts.md).
 */
export const ${id}Routes: FastifyPluginAsync<{ db: Database }> = async (_app, _options) => {};
`,
  };
};

/** Adds the module's import (in the sorted place) and its entry (last in MODULES) to the list's text. */
export const listModule = (listText, name) => {
  const id = `${camel(name)}Module`;
  const source = `./modules/${name}/${name}.module`;
  const lines = listText.split('\n');
  const imports = lines.flatMap((line, index) => {
    const from = /^import .* from '(\.\/modules\/[^']+)';$/.exec(line)?.[1];
    return from ? [{ index, from }] : [];
  });
  const listEnd = lines.findIndex(
    (line, index) => line === '];' && lines.slice(0, index).some((l) => l.startsWith('export const MODULES')),
  );
  if (imports.length === 0 || listEnd < 0) throw new Error('module-list.ts has an unexpected shape');
  lines.splice(listEnd, 0, `  ${id},`);
  const before = imports.find((line) => line.from > source);
  const at = before ? before.index : (imports.at(-1)?.index ?? 0) + 1;
  lines.splice(at, 0, `import { ${id} } from '${source}';`);
  return lines.join('\n');
};

/** Writes the module under `serverSrc` (apps/server/src); refuses a bad or taken name. */
export const createModule = (serverSrc, name) => {
  if (!KEBAB.test(name)) throw new Error(`"${name}" is not a kebab-case module name (e.g. reference-checks)`);
  const folder = join(serverSrc, 'modules', name);
  if (existsSync(folder)) throw new Error(`apps/server/src/modules/${name} exists already`);
  mkdirSync(folder, { recursive: true });
  const files = moduleFiles(name);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(folder, file), text);
  const listPath = join(serverSrc, 'module-list.ts');
  writeFileSync(listPath, listModule(readFileSync(listPath, 'utf8'), name));
  return Object.keys(files).map((file) => `apps/server/src/modules/${name}/${file}`);
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const name = process.argv[2];
  if (!name) {
    console.error('usage: npm run new-module -- <name>');
    process.exit(2);
  }
  try {
    const written = createModule(fileURLToPath(new URL('../apps/server/src/', import.meta.url)), name);
    console.log(`wrote ${written.join(', ')} and listed it in apps/server/src/module-list.ts`);
    console.log('next: docs/decisions/how-to-add-a-module-and-a-portal.md');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
