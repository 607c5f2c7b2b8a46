import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { MODULES } from './module-list';

const modulesDir = join(import.meta.dirname, 'modules');
const folders = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const filesOf = (folder: string) => readdirSync(join(modulesDir, folder));

describe('the module list', () => {
  it('names each module after its folder, once', () => {
    const names = MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(folders).toContain(name);
  });

  it('gives every module a public index.ts, the only file other modules import', () => {
    for (const folder of folders) expect(filesOf(folder), folder).toContain('index.ts');
  });

  it('holds every module that defines itself, and every module with tables or scheduled work', () => {
    for (const folder of folders) {
      const files = filesOf(folder);
      const needsDefinition = files.some(
        (file) => file === `${folder}.module.ts` || file.endsWith('.schema.ts') || file.endsWith('.jobs.ts'),
      );
      if (needsDefinition) expect(MODULES.map((module) => module.name)).toContain(folder);
    }
  });

  it("declares exactly the tables of the module's schema file, which drizzle-kit reads", async () => {
    for (const folder of folders) {
      const schemaFile = filesOf(folder).find((file) => file.endsWith('.schema.ts'));
      const declared = MODULES.find((module) => module.name === folder)?.tables ?? {};
      const exported = schemaFile ? await import(join(modulesDir, folder, schemaFile)) : {};
      const tablesOf = (values: Record<string, unknown>) =>
        new Set(Object.values(values).filter((value) => is(value, PgTable)));
      expect(tablesOf(declared), folder).toEqual(tablesOf(exported));
    }
  });

  it("keeps each module's test support to itself: what tests share lives in platform/testing", () => {
    const crossing: string[] = [];
    for (const folder of folders) {
      const files = readdirSync(join(modulesDir, folder), { recursive: true, encoding: 'utf8' }).filter(
        (file) => file.endsWith('.ts'),
      );
      for (const file of files) {
        const text = readFileSync(join(modulesDir, folder, file), 'utf8');
        for (const [, target] of text.matchAll(/from '(\.\.\/[^']*\.test-support)'/g)) {
          const resolved = join(modulesDir, folder, file, '..', target ?? '');
          if (!resolved.startsWith(join(modulesDir, folder, '/')))
            crossing.push(`${folder}/${file} → ${target}`);
        }
      }
    }
    expect(crossing).toEqual([]);
  });
});
