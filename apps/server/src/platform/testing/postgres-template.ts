import pg from 'pg';
import { openDatabase } from '../db/database';
import { migrationsFingerprint } from './pglite-template';

// Any constant works; it only has to be the same in every test worker.
const TEMPLATE_LOCK_ID = 5_372_002;
const TEMPLATE_PREFIX = 'granska_tpl_';

export const withDatabaseName = (url: string, name: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

let ensured: Promise<string> | undefined;

/**
 * The migrated, empty database that each PostgreSQL test file's database is copied from
 * (`create database … template …`, docs/decisions/test-suite.md): made once per set of migrations, under
 * an advisory lock so that parallel workers make it once, built under another name and renamed when
 * complete. Templates of older migrations are dropped when a new one is made. Nothing ever connects to
 * the template after it is made, which PostgreSQL requires of a template.
 */
export const ensurePostgresTemplate = (adminUrl: string): Promise<string> => {
  ensured ??= (async () => {
    const name = `${TEMPLATE_PREFIX}${migrationsFingerprint()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `${name}_building`;
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const connection = await openDatabase({
          driver: 'postgres',
          url: withDatabaseName(adminUrl, building),
          poolSize: 2,
        });
        try {
          await connection.migrate();
        } finally {
          await connection.close();
        }
        await admin.query(`alter database ${building} rename to ${name}`);
        const older = await admin.query<{ datname: string }>(
          'select datname from pg_database where datname like $1 and datname <> $2',
          [`${TEMPLATE_PREFIX}%`, name],
        );
        for (const { datname } of older.rows) {
          await admin.query(`drop database if exists ${datname} with (force)`).catch(() => {});
        }
      }
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]).catch(() => {});
      await admin.end();
    }
  })();
  return ensured;
};
