import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { type App, buildApp } from '../../app';
import { seedDemo } from '../../modules/seed/seed';
import { type Config, loadConfig, readTestDatabaseSettings } from '../config';
import { type DatabaseConnection, openDatabase } from '../db/database';
import { refuseUnlistedDatabaseFile } from './database-test-files';
import { readPgliteTemplate } from './pglite-template';
import { ensurePostgresTemplate, withDatabaseName } from './postgres-template';

export interface TestDatabase extends DatabaseConnection {
  /** Closes the connection and, on PostgreSQL, drops the file's database. */
  dispose(): Promise<void>;
  /** On PostgreSQL, where the file's database is (a second connection plays another server process). */
  url?: string;
}

const adminQuery = async (url: string, statement: string): Promise<void> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/**
 * A fresh, migrated database for one test file: in-memory PGlite (TEST_DB=pglite), or a new
 * database granska_t_<random> on TEST_DATABASE_URL (TEST_DB=postgres), dropped by dispose(). Both start
 * from a migrated template of the run.
 */
export const createTestDatabase = async (options: { migrate?: boolean } = {}): Promise<TestDatabase> => {
  refuseUnlistedDatabaseFile(inject('databaseTestFiles'), expect.getState().testPath);
  const settings = readTestDatabaseSettings();
  let connection: DatabaseConnection;
  let drop = async () => {};
  let url: string | undefined;
  if (settings.kind === 'postgres') {
    if (!settings.url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const adminUrl = settings.url;
    const name = `granska_t_${randomBytes(6).toString('hex')}`;
    // Migrated databases are copies of the run's template; the migration tests start empty.
    const template = (options.migrate ?? true) ? await ensurePostgresTemplate(adminUrl) : undefined;
    await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
    url = withDatabaseName(adminUrl, name);
    connection = await openDatabase({ driver: 'postgres', url, poolSize: 4 });
    drop = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  } else {
    // Migrated databases start from the run's template (pglite-template.ts) where there is one.
    const template = (options.migrate ?? true) ? inject('pgliteTemplate') : undefined;
    connection = await openDatabase({
      driver: 'pglite',
      ...(template ? { loadDataDir: readPgliteTemplate(template) } : {}),
    });
  }
  if (options.migrate ?? true) await connection.migrate();
  return {
    ...connection,
    ...(url ? { url } : {}),
    dispose: async () => {
      await connection.close();
      await drop();
    },
  };
};

/**
 * Rate limits out of the way: every request of a test file comes from 127.0.0.1, often as one user.
 * A test that is about the limits passes an empty value to get the real default (rate-limits.test.ts).
 */
export const UNLIMITED_RATE_ENV: Readonly<Record<string, string>> = {
  RATE_LIMIT_IDP_PER_MINUTE: '1000000',
  RATE_LIMIT_FORGOT_PASSWORD_PER_MINUTE: '1000000',
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000',
  RATE_LIMIT_USER_PER_MINUTE: '1000000',
};

/** Configuration for tests: quiet, no demo data, no web build unless a test points at one, no rate limits. */
export const testConfig = (env: Record<string, string> = {}): Config =>
  loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    WEB_DIST_DIR: '/nonexistent/granska-web-dist',
    DATA_DIR: '/nonexistent/granska-data',
    ...UNLIMITED_RATE_ENV,
    ...env,
  });

/**
 * What production requires on top of testConfig: its own master key and real adapters instead of the
 * local stand-ins (addresses nothing listens on; no test calls them).
 */
export const productionTestEnv = (
  masterKey = Buffer.alloc(32, 7).toString('base64'),
): Record<string, string> => ({
  APP_ENV: 'production',
  MASTER_KEY: masterKey,
  SMTP_URL: 'smtp://127.0.0.1:2525',
  SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
  SMS_GATEWAY_TOKEN: 'token',
  BANKID_URL: 'https://127.0.0.1:9/rp/v6.0',
  BANKID_PFX_PATH: '/nonexistent/bankid.p12',
  BANKID_PFX_PASSPHRASE: 'x',
  BANKID_CA_PATH: '/nonexistent/bankid-ca.pem',
});

export interface TestApp {
  app: App;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

export interface CreateTestAppOptions {
  /** Environment variables on top of testConfig's. */
  env?: Record<string, string>;
  /** Share a database between apps of one file; it is then not disposed by close(). */
  database?: TestDatabase;
  seed?: boolean;
}

/** The full app on a fresh database, for app.inject(); close() in afterAll. */
export const createTestApp = async (options: CreateTestAppOptions = {}): Promise<TestApp> => {
  const database = options.database ?? (await createTestDatabase());
  const config = testConfig(options.env);
  if (options.seed) await seedDemo(database.db, config);
  const app = await buildApp({ config, db: database.db, notifications: database });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      if (!options.database) await database.dispose();
    },
  };
};

/**
 * One test file's app: made before its tests and closed after them. Kits may take it at the top of the
 * file; its fields are read inside the tests and hooks (they are there once its beforeAll has run).
 */
export const testAppForFile = (options: CreateTestAppOptions = {}): TestApp => {
  let opened: TestApp | undefined;
  const current = (): TestApp => {
    if (!opened) throw new Error("the file's test app opens in beforeAll; read it inside a test or hook");
    return opened;
  };
  beforeAll(async () => {
    opened = await createTestApp(options);
  });
  afterAll(() => opened?.close());
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
};

/** Runs `check` against the app configured as production (productionTestEnv), closed afterwards. */
export const withProductionApp = async (check: (production: TestApp) => Promise<void>): Promise<void> => {
  const production = await createTestApp({ env: productionTestEnv() });
  try {
    await check(production);
  } finally {
    await production.close();
  }
};

export interface ListeningTestApp extends TestApp {
  /** The app's own data folder (stored files); close() removes it. */
  dataDir: string;
}

/**
 * The app with the demo data, listening (the person's consent goes through the local BankID server
 * over HTTP) and with its own data folder for stored files.
 */
export const createListeningTestApp = async (env: Record<string, string> = {}): Promise<ListeningTestApp> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'granska-app-'));
  const testApp = await createTestApp({ seed: true, env: { ...env, DATA_DIR: dataDir } });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...testApp,
    dataDir,
    close: async () => {
      await testApp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};
