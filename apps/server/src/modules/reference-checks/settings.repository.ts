import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import { returnedRow } from '../../platform/db/returned-row';
import { type RtSettingsRow, rtSettings } from './reference-checks.schema';

type Db = Database | Transaction;

export const findSettingsRow = async (db: Db, customerId: string): Promise<RtSettingsRow | undefined> =>
  (await db.select().from(rtSettings).where(eq(rtSettings.customerId, customerId)).limit(1))[0];

/** Writes a customer's settings (one row per customer), the first save inserting it. */
export const upsertSettingsRow = async (
  db: Db,
  row: Omit<typeof rtSettings.$inferInsert, 'id'>,
): Promise<RtSettingsRow> => {
  const { customerId: _customerId, ...change } = row;
  return returnedRow(
    await db
      .insert(rtSettings)
      .values(row)
      .onConflictDoUpdate({ target: rtSettings.customerId, set: change })
      .returning(),
    'reference settings upsert',
  );
};
