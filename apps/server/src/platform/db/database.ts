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
  /** Subscribes to a NOTIFY channel; resolves once listening, with the function that unsubscribes. */
  listen(channel: NotifyChannel, listener: ChannelListener): Promise<() => void>;
  close(): Promise<void>;
}

/**
 * The NOTIFY channels of our triggers. Every PostgreSQL connection of the pool listens to all of them
 * from the start, so they are fixed here rather than subscribed to later.
 */
export const NOTIFY_CHANNELS = ['granska_auth_changes'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/**
 * What a LISTEN subscriber hears. A change committed through this connection reaches `notified` before
 * its commit returns (PGlite has one session; on PostgreSQL every pool client listens too); another
 * process's change reaches it when PostgreSQL delivers the notification. `listening(false)` says
 * notifications may be missed from now (the listening connection broke), `listening(true)` that they
 * flow again.
 */
export interface ChannelListener {
  notified(payload: string): void;
  listening(on: boolean): void;
}

/** Listeners by channel, each told of every notification on its channel. */
class Channels {
  readonly byName = new Map<string, Set<ChannelListener>>();
  add(channel: string, listener: ChannelListener): () => void {
    const listeners = this.byName.get(channel) ?? new Set();
    this.byName.set(channel, listeners);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }
  dispatch = (channel: string, payload: string | undefined): void => {
    for (const listener of this.byName.get(channel) ?? []) listener.notified(payload ?? '');
  };
  tell(on: boolean): void {
    for (const listeners of this.byName.values()) for (const listener of listeners) listener.listening(on);
  }
}

const LISTENER_RETRY_MS = 1_000;

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
      // One process owns a PGlite database, and PGlite hands each notification to its listeners before
      // the statement (or commit) that sent it returns.
      listen: async (channel, listener) => {
        const unlisten = await client.listen(channel, (payload) => listener.notified(payload));
        listener.listening(true);
        return () => {
          if (!client.closed) void unlisten().catch(() => {});
        };
      },
      close: async () => {
        if (client.closed) return;
        await client.close();
        makePrivate();
      },
    };
  }

  const channels = new Channels();
  const pool = new pg.Pool({
    // Every pool client listens too, so a change reaches this process's listeners before its commit
    // returns (PostgreSQL sends a session its own notifications ahead of the commit's reply). The
    // dedicated client below is what hears other processes while the pool is idle or empty.
    onConnect: async (client: pg.ClientBase) => {
      client.on('notification', (message) => channels.dispatch(message.channel, message.payload));
      for (const channel of NOTIFY_CHANNELS) await client.query(`listen ${channel}`);
    },
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
  let listener: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  const connectListener = (): Promise<void> => {
    connecting ??= (async () => {
      const client = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: 5_000 });
      client.on('notification', (message) => channels.dispatch(message.channel, message.payload));
      const lost = () => {
        if (listener !== client) return;
        listener = null;
        channels.tell(false);
        client.end().catch(() => {});
        if (!closed) setTimeout(() => void connectListener().catch(() => {}), LISTENER_RETRY_MS).unref();
      };
      client.on('error', lost);
      client.on('end', lost);
      try {
        await client.connect();
        for (const channel of NOTIFY_CHANNELS) await client.query(`listen ${channel}`);
      } catch (error) {
        client.end().catch(() => {});
        if (!closed) setTimeout(() => void connectListener().catch(() => {}), LISTENER_RETRY_MS).unref();
        throw error;
      }
      if (closed) {
        await client.end();
        return;
      }
      listener = client;
      channels.tell(true);
    })().finally(() => {
      connecting = null;
    });
    return connecting;
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
    listen: async (channel, subscriber) => {
      const unlisten = channels.add(channel, subscriber);
      if (listener) subscriber.listening(true);
      else await connectListener().catch(() => {});
      return unlisten;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
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
