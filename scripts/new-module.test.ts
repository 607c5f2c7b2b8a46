import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createModule } from './new-module.mjs';

const realList = fileURLToPath(new URL('../apps/server/src/module-list.ts', import.meta.url));

describe('npm run new-module', () => {
  let serverSrc: string;
  beforeEach(() => {
    serverSrc = mkdtempSync(join(tmpdir(), 'new-module-'));
    copyFileSync(realList, join(serverSrc, 'module-list.ts'));
  });
  afterEach(() => rmSync(serverSrc, { recursive: true, force: true }));

  it("writes the module's index, definition and routes, and lists it once, its import in order", () => {
    const written = createModule(serverSrc, 'sample-portal');
    expect(written).toEqual([
      'apps/server/src/modules/sample-portal/index.ts',
      'apps/server/src/modules/sample-portal/sample-portal.module.ts',
      'apps/server/src/modules/sample-portal/sample-portal.routes.ts',
    ]);
    const definition = readFileSync(join(serverSrc, 'modules/sample-portal/sample-portal.module.ts'), 'utf8');
    expect(definition).toContain("name: 'sample-portal'");
    expect(definition).toContain('api.register(samplePortalRoutes, { db })');

    const list = readFileSync(join(serverSrc, 'module-list.ts'), 'utf8');
    expect(list.match(/samplePortalModule,/g)).toHaveLength(1);
    const importSources = [...list.matchAll(/from '(\.\/modules\/[^']+)'/g)].map((match) => match[1]);
    expect(importSources).toContain('./modules/sample-portal/sample-portal.module');
    expect(importSources).toEqual([...importSources].sort());
  });

  it('refuses a name that is not kebab-case, and a module that exists', () => {
    expect(() => createModule(serverSrc, 'ReferenceChecks')).toThrow(/not a kebab-case module name/);
    createModule(serverSrc, 'spi');
    expect(() => createModule(serverSrc, 'spi')).toThrow(/modules\/spi exists already/);
    expect(existsSync(join(serverSrc, 'modules/ReferenceChecks'))).toBe(false);
  });
});
