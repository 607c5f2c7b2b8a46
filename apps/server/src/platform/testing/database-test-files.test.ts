import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../server-root';
import { databaseTestFiles, refuseUnlistedDatabaseFile } from './database-test-files';

const source = join(serverRoot, 'src');
const file = (path: string) => join(source, path);

describe('the server test files that run on PostgreSQL too', () => {
  const { database, other } = databaseTestFiles(source);

  it('are those that reach the test database through their imports or read which database the project runs on', () => {
    // Through identity-provider.test-support.ts, which imports test-app.ts.
    expect(database).toContain(file('modules/identity/identity-provider.test.ts'));
    // Read the project's database setting themselves.
    expect(database).toContain(file('modules/identity/caller-cache.test.ts'));
    expect(database).toContain(file('platform/db/database.test.ts'));
    // Pure arithmetic and the embedded database in DATA_DIR: once is enough.
    expect(other).toContain(file('modules/identity/srp.test.ts'));
    expect(other).toContain(file('platform/data-dir.test.ts'));
    expect(other).toContain(file('platform/testing/database-test-files.test.ts'));
  });

  it('are no file of the other list', () => {
    expect(database.length).toBeGreaterThan(0);
    expect(database.filter((path) => other.includes(path))).toEqual([]);
  });

  it('fail a file that opens a test database without being listed', () => {
    const srp = file('modules/identity/srp.test.ts');
    expect(() => refuseUnlistedDatabaseFile(database, srp)).toThrow(/would not run on PostgreSQL/);
    expect(() => refuseUnlistedDatabaseFile(database, database[0])).not.toThrow();
    // Outside the server-pglite project (the bench) there is no list to check against.
    expect(() => refuseUnlistedDatabaseFile(undefined, srp)).not.toThrow();
  });
});
