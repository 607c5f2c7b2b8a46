import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_FOLDER, openDatabase } from '../db/database';
import { serverRoot } from '../server-root';

/**
 * The server tests' in-memory PGlite databases start from one packed, migrated, empty database instead
 * of each running PGlite's initdb and every migration (about three times the work;
 * docs/decisions/test-suite.md). It is made once per set of migrations and PGlite version and kept in
 * node_modules/.cache, so a changed or new migration makes a new one.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the packed template; set by pglite-template.setup.ts, unset elsewhere (the bench). */
    pgliteTemplate?: string;
  }
}

const CACHE_DIR = join(serverRoot, '..', '..', 'node_modules', '.cache', 'granska');

/** A hash of every file of apps/server/drizzle: a new or changed migration changes it. */
export const migrationsFingerprint = (): string => {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
};

const pgliteVersion = (): string => {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = join(dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
};

/** The path of the packed template (gzip tar of PGlite's data folder), made if missing. */
export const ensurePgliteTemplate = async (): Promise<string> => {
  const fingerprint = createHash('sha256')
    .update(pgliteVersion())
    .update(migrationsFingerprint())
    .digest('hex');
  const path = join(CACHE_DIR, `pglite-template-${fingerprint.slice(0, 16)}.tar.gz`);
  if (existsSync(path)) return path;
  const connection = await openDatabase({ driver: 'pglite' });
  await connection.migrate();
  const client = (connection.db as unknown as { $client: PGlite }).$client;
  const packed = await client.dumpDataDir('gzip');
  await connection.close();
  mkdirSync(CACHE_DIR, { recursive: true });
  // Written aside and renamed: test runs started at the same time never read half a file.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await packed.arrayBuffer()));
  renameSync(partial, path);
  return path;
};

let unpacked: { path: string; tar: ReturnType<typeof gunzipSync> } | undefined;

/**
 * The template as PGlite's `loadDataDir` takes it, unpacked once per worker: the files a worker runs
 * share it, and PGlite starts from a plain tar with about a third less work than from the gzip.
 */
export const readPgliteTemplate = (path: string): Blob => {
  if (unpacked?.path !== path) unpacked = { path, tar: gunzipSync(readFileSync(path)) };
  return new Blob([unpacked.tar], { type: 'application/x-tar' });
};
