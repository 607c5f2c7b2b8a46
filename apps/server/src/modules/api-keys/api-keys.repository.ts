import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import { pageOfRows } from '../../platform/db/page-of-rows';
import { returnedRow } from '../../platform/db/returned-row';
import { customers } from '../customers';
import { type ApiKeyRow, apiKeys, type NewApiKeyRow } from './api-keys.schema';

type Db = Database | Transaction;

export const insertApiKey = async (db: Db, row: NewApiKeyRow): Promise<ApiKeyRow> =>
  returnedRow(await db.insert(apiKeys).values(row).returning(), 'api key insert');

export const findApiKeyById = async (db: Db, id: string): Promise<ApiKeyRow | undefined> =>
  (await db.select().from(apiKeys).where(eq(apiKeys.id, id)).limit(1))[0];

/** The key with this hash and its customer's number (keys go with their customer, so it is there). */
export const findApiKeyByHash = async (
  db: Db,
  hash: string,
): Promise<{ key: ApiKeyRow; custNo: string } | undefined> => {
  const [row] = await db
    .select({ key: apiKeys, custNo: customers.custNo })
    .from(apiKeys)
    .innerJoin(customers, eq(customers.id, apiKeys.customerId))
    .where(eq(apiKeys.hash, hash))
    .limit(1);
  return row;
};

/** A customer's keys, newest first, and how many it has. */
export const listApiKeyRows = async (
  db: Db,
  query: { customerId: string; limit: number; offset: number },
): Promise<{ rows: ApiKeyRow[]; total: number }> => {
  const where = eq(apiKeys.customerId, query.customerId);
  return pageOfRows(db, apiKeys, {
    where,
    orderBy: [desc(apiKeys.created), desc(apiKeys.id)],
    limit: query.limit,
    offset: query.offset,
  });
};

/** Marks a live key revoked; undefined when it is unknown or already revoked. */
export const markApiKeyRevoked = async (db: Db, id: string, at: Date): Promise<ApiKeyRow | undefined> => {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
};

/** Sets last_used_at unless it was set after `notBefore` (so at most one write a minute per key). */
export const touchApiKey = async (db: Db, id: string, at: Date, notBefore: Date): Promise<void> => {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, notBefore))));
};
