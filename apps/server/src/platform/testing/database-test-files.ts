import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The files databaseTestFiles() found; set by the server-pglite project (vitest.config.ts). */
    databaseTestFiles?: string[];
  }
}

/**
 * The server test files split by whether their outcome can depend on the test database (TEST_DB):
 * `database` are those that reach
 * test-app.ts (createTestDatabase, createTestApp) through their imports, or that read TEST_DB
 * themselves (a test only PostgreSQL has). Only these run a second time on PostgreSQL; the `other` files (SRP arithmetic, policies, the PDF
 * layout, the embedded database in DATA_DIR) would do the same work twice (docs/decisions/test-suite.md).
 * createTestDatabase refuses to run in a file this scan missed (refuseUnlistedDatabaseFile), so a missed
 * file fails instead of silently skipping PostgreSQL.
 */
export const databaseTestFiles = (sourceRoot: string): { database: string[]; other: string[] } => {
  const testApp = join(sourceRoot, 'platform', 'testing', 'test-app.ts');
  const readsTestDb = /process\.env\.TEST_DB\b|readTestDatabaseSettings\(/;
  // Relative imports and re-exports, static or dynamic: `from './x'`, `import('./x')`, `import './x'`.
  const relativeImport = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
  const reaches = new Map<string, boolean>();

  const resolveImport = (from: string, specifier: string): string | undefined => {
    const base = resolve(dirname(from), specifier);
    return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (candidate) => candidate.endsWith('.ts') && existsSync(candidate),
    );
  };

  const reachesTestDatabase = (file: string): boolean => {
    const known = reaches.get(file);
    if (known !== undefined) return known;
    reaches.set(file, false); // an import cycle adds nothing
    const source = readFileSync(file, 'utf8');
    let found = file === testApp;
    for (const match of source.matchAll(relativeImport)) {
      if (found) break;
      const imported = match[1] ? resolveImport(file, match[1]) : undefined;
      if (imported) found = reachesTestDatabase(imported);
    }
    reaches.set(file, found);
    return found;
  };

  const usesTestDatabase = (file: string): boolean =>
    readsTestDb.test(readFileSync(file, 'utf8')) || reachesTestDatabase(file);

  const testFiles = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return testFiles(path);
      return entry.name.endsWith('.test.ts') ? [path] : [];
    });

  const files = testFiles(sourceRoot).sort();
  return {
    database: files.filter(usesTestDatabase),
    other: files.filter((file) => !usesTestDatabase(file)),
  };
};

/** Fails a test file that opens a test database although databaseTestFiles() did not list it. */
export const refuseUnlistedDatabaseFile = (
  listed: readonly string[] | undefined,
  file: string | undefined,
) => {
  if (!listed || !file || listed.includes(file)) return;
  throw new Error(
    `${file} opens a test database, but databaseTestFiles() (platform/testing/database-test-files.ts) ` +
      'did not find it, so it would not run on PostgreSQL: import the test helpers with a relative import',
  );
};
