import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import { psPersons, psRenewalNotices } from './protective-security.schema';

type Db = Database | Transaction;

/** Active cards with a placement that stands CLEARED: the only ones a renewal can fall due for. */
const hasClearedPlacement: SQL = and(
  eq(psPersons.status, 'ACTIVE'),
  sql`${psPersons.securityClasses} @> '[{"status":"CLEARED"}]'::jsonb`,
) as SQL;

/**
 * The customer's cards that may fall due, with their classes and encrypted names (names are decrypted
 * only for the page shown). The due days are counted in memory: the interval is configuration, and a
 * register holds some thousand cards at most.
 */
export const cardsWithClearedPlacements = (db: Db, customerId: string) =>
  db
    .select({
      id: psPersons.id,
      nameEnc: psPersons.nameEnc,
      status: psPersons.status,
      securityClasses: psPersons.securityClasses,
    })
    .from(psPersons)
    .where(and(eq(psPersons.customerId, customerId), hasClearedPlacement));

/** The customers with at least one cleared placement (the sweep looks at each). */
export const customersWithClearedPlacements = async (db: Db): Promise<string[]> =>
  (
    await db
      .selectDistinct({ customerId: psPersons.customerId })
      .from(psPersons)
      .where(hasClearedPlacement)
      .orderBy(psPersons.customerId)
  ).map((row) => row.customerId);

/**
 * Records that these placements were told as due on their day; answers the ones not told before (a
 * placement and day already recorded is left as it was, also when another sweep recorded it meanwhile).
 */
export const recordRenewalNotices = async (
  tx: Transaction,
  notices: readonly (typeof psRenewalNotices.$inferInsert)[],
) =>
  notices.length === 0
    ? []
    : tx
        .insert(psRenewalNotices)
        .values([...notices])
        .onConflictDoNothing({
          target: [psRenewalNotices.personId, psRenewalNotices.securityClass, psRenewalNotices.due],
        })
        .returning({
          personId: psRenewalNotices.personId,
          securityClass: psRenewalNotices.securityClass,
          due: psRenewalNotices.due,
        });
