import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fromPglite, type Db as JobQueueDb } from 'pg-boss';
import { prepareDataDir } from '../data-dir';
import { installJobQueue } from '../scheduler/job-queue';
import { serverRoot } from '../server-root';
/** What repositories take: the same typed query API on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT>;

/** A transaction handle; it has the query API of Database, so services pass either. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseConnection {
  db: Database;
  driver: DatabaseDriver;
  /**
   * The same database for pg-boss (the scheduler): over this PGlite instance, or over this pool. Never a
   * second PGlite over the same data folder (docs/decisions/scheduler.md).
   */
  jobQueueDb: JobQueueDb;
  /**
   * Installs or upgrades pg-boss's own schema `pgboss`, then applies the committed migrations in
   * apps/server/drizzle that have not run yet (one of them moved the old job table into pg-boss).
   */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = join(serverRoot, 'drizzle');

// Any constant works; it only has to be the same in every server process sharing the database.
const MIGRATION_LOCK_ID = 5_372_001;

export type OpenDatabaseOptions =
  | { driver: 'postgres'; url: string; poolSize?: number; onPoolError?: (error: Error) => void }
  /**
   * `dataDir` undefined keeps the database in memory (tests); `loadDataDir` then starts it from a packed
   * data folder (`dumpDataDir`) instead of an empty one: the tests' migrated template.
   */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export const openDatabase = async (options: OpenDatabaseOptions): Promise<DatabaseConnection> => {
  if (options.driver === 'pglite') {
    const { dataDir } = options;
    // PGlite unpacks its initial database with mode 0666 and writes a few files later with 0644,
    // whatever the process umask: make the folder private again after each of those steps
    // (docs/decisions/data-dir-modes.md).
    const makePrivate = () => {
      if (dataDir) prepareDataDir(dataDir);
    };
    makePrivate();
    const client = options.loadDataDir
      ? await PGlite.create({ dataDir, loadDataDir: options.loadDataDir })
      : await PGlite.create(dataDir);
    makePrivate();
    const db = drizzlePglite({ client });
    const jobQueueDb = fromPglite(client);
    return {
      db,
      driver: 'pglite',
      jobQueueDb,
      migrate: async () => {
        await installJobQueue(jobQueueDb, 'pglite');
        await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
        makePrivate();
      },
      close: async () => {
        if (client.closed) return;
        await client.close();
        makePrivate();
      },
    };
  }

  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 30_000,
  });
  // An idle client losing its connection emits on the pool; unhandled, that would end the process.
  pool.on('error', options.onPoolError ?? (() => {}));
  let closed = false;
  const jobQueueDb: JobQueueDb = {
    executeSql: async (text, values) => {
      // Without parameters pg-boss may send several statements at once; pg then answers with a list.
      const result = await pool.query(text, values);
      return Array.isArray(result) ? { rows: result.flatMap((part) => part.rows) } : result;
    },
  };
  return {
    db: drizzlePostgres({ client: pool }),
    driver: 'postgres',
    jobQueueDb,
    migrate: async () => {
      await installJobQueue(jobQueueDb, 'postgres');
      // Several server processes may start at once; the advisory lock lets one migrate at a time.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
};

/** The connection the configuration asks for: PostgreSQL when DATABASE_URL is set, else PGlite. */
export const openConfiguredDatabase = (
  config: { databaseUrl: string | undefined; dataDir: string },
  onPoolError?: (error: Error) => void,
): Promise<DatabaseConnection> =>
  config.databaseUrl
    ? openDatabase({ driver: 'postgres', url: config.databaseUrl, ...(onPoolError ? { onPoolError } : {}) })
    : openDatabase({ driver: 'pglite', dataDir: join(config.dataDir, 'pglite') });

export const pingDatabase = async (db: Database): Promise<void> => {
  await db.execute(sql`select 1`);
};
