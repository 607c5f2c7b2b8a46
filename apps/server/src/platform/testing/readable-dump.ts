import { sql } from 'drizzle-orm';
import type { FieldCrypto } from '../crypto/field-crypto';
import type { Database } from '../db/database';

const SEALED = /^v1\.[\w-]+\.[\w-]+$/;

export interface ReadableDump {
  /** Every row of every table, one JSON line each, sealed fields opened where they could be. */
  text: string;
  /** `table.column` of the sealed values nothing in their row opened (the dump cannot see into them). */
  unopened: string[];
}

/**
 * The database as someone holding the dump and the master key would read it (the deletion tests,
 * docs/decisions/deletion-policy.md): every row of the schemas `public` and `pgboss` as text, each
 * field-encrypted value opened with the context the code uses, `<table>.<column without _enc>:<an id
 * of the row>` (field-encryption.md), trying each value of the row as the id. A dump that does not
 * open the fields would find no personal data even before a deletion.
 */
export const readableDump = async (
  db: Database,
  crypto: FieldCrypto,
  { except = [] }: { except?: readonly string[] } = {},
): Promise<ReadableDump> => {
  const tables = (
    (await db.execute(
      sql`select n.nspname as schema, c.relname as name from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          where c.relkind = 'r' and n.nspname in ('public', 'pgboss') order by 1, 2`,
    )) as unknown as { rows: { schema: string; name: string }[] }
  ).rows.filter((table) => !except.includes(table.name));
  const lines: string[] = [];
  const unopened = new Set<string>();
  for (const table of tables) {
    const { rows } = (await db.execute(
      sql`select row_to_json(t)::text as row from ${sql.identifier(table.schema)}.${sql.identifier(table.name)} t`,
    )) as unknown as { rows: { row: string }[] };
    for (const { row } of rows) {
      const fields = JSON.parse(row) as Record<string, unknown>;
      const ids = Object.values(fields).filter(
        (value): value is string => typeof value === 'string' && value.length <= 200,
      );
      const opened = Object.fromEntries(
        Object.entries(fields).map(([column, value]) => {
          if (typeof value !== 'string' || !SEALED.test(value)) return [column, value];
          const field = `${table.name}.${column.replace(/_enc$/, '')}`;
          for (const id of ids) {
            try {
              return [column, crypto.decryptField(value, `${field}:${id}`)];
            } catch {
              // Not this id: try the next.
            }
          }
          unopened.add(field);
          return [column, value];
        }),
      );
      lines.push(`${table.schema}.${table.name} ${JSON.stringify(opened)}`);
    }
  }
  return { text: lines.join('\n'), unopened: [...unopened].sort() };
};
