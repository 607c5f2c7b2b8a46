import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import { pageOfRows } from '../../platform/db/page-of-rows';
import { returnedRow } from '../../platform/db/returned-row';
import { type PsPersonRecord, type PsTagRecord, psPersons, psTags } from './protective-security.schema';

type Db = Database | Transaction;

export interface PersonFilter {
  customerId: string;
  tagId?: string;
  ssnIndex?: string;
  /** Only these cards (a name search's matches). */
  ids?: readonly string[];
}

const personFilter = (filter: PersonFilter): SQL | undefined =>
  and(
    eq(psPersons.customerId, filter.customerId),
    filter.tagId ? sql`${psPersons.tagIds} @> ${JSON.stringify([filter.tagId])}::jsonb` : undefined,
    filter.ssnIndex ? eq(psPersons.ssnIndex, filter.ssnIndex) : undefined,
    filter.ids ? (filter.ids.length > 0 ? inArray(psPersons.id, [...filter.ids]) : sql`false`) : undefined,
  );

/** A page of the register, newest first. */
export const pageOfPersons = (db: Db, filter: PersonFilter, limit: number, offset: number) =>
  pageOfRows(db, psPersons, {
    where: personFilter(filter),
    orderBy: [desc(psPersons.created), desc(psPersons.id)],
    limit,
    offset,
  });

/** The encrypted names of the register's newest cards (a name search matches them in memory). */
export const encryptedNamesOfPersons = (db: Db, filter: PersonFilter, limit: number) =>
  db
    .select({ id: psPersons.id, nameEnc: psPersons.nameEnc })
    .from(psPersons)
    .where(personFilter(filter))
    .orderBy(desc(psPersons.created))
    .limit(limit);

export const findPerson = async (
  db: Db,
  customerId: string,
  id: string,
): Promise<PsPersonRecord | undefined> =>
  (
    await db
      .select()
      .from(psPersons)
      .where(and(eq(psPersons.id, id), eq(psPersons.customerId, customerId)))
      .for('update')
      .limit(1)
  )[0];

export const personWithSsn = async (db: Db, customerId: string, ssnIndex: string) =>
  (
    await db
      .select({ id: psPersons.id })
      .from(psPersons)
      .where(and(eq(psPersons.customerId, customerId), eq(psPersons.ssnIndex, ssnIndex)))
      .limit(1)
  )[0];

export const insertPerson = async (db: Db, row: typeof psPersons.$inferInsert): Promise<PsPersonRecord> =>
  returnedRow(await db.insert(psPersons).values(row).returning(), 'ps_persons insert');

export const updatePerson = async (
  db: Db,
  id: string,
  change: Partial<typeof psPersons.$inferInsert>,
): Promise<PsPersonRecord> =>
  returnedRow(
    await db.update(psPersons).set(change).where(eq(psPersons.id, id)).returning(),
    'ps_persons update',
  );

export const deletePersonRow = async (db: Db, id: string): Promise<void> => {
  await db.delete(psPersons).where(eq(psPersons.id, id));
};

export const customerHasPersons = async (db: Db, customerId: string): Promise<boolean> =>
  (await db.select({ id: psPersons.id }).from(psPersons).where(eq(psPersons.customerId, customerId)).limit(1))
    .length > 0;

export const tagsOfCustomer = (db: Db, customerId: string) =>
  db
    .select({
      id: psTags.id,
      name: psTags.name,
      customerId: psTags.customerId,
      created: psTags.created,
      // Qualified by hand: inside a one-table select drizzle leaves the columns unqualified.
      persons: sql<number>`(select count(*)::int from ps_persons where ps_persons.tag_ids @> jsonb_build_array(ps_tags.id))`,
    })
    .from(psTags)
    .where(eq(psTags.customerId, customerId))
    .orderBy(sql`lower(${psTags.name})`);

export const findTag = async (db: Db, customerId: string, id: string): Promise<PsTagRecord | undefined> =>
  (
    await db
      .select()
      .from(psTags)
      .where(and(eq(psTags.id, id), eq(psTags.customerId, customerId)))
      .limit(1)
  )[0];

export const tagNamed = async (db: Db, customerId: string, name: string): Promise<PsTagRecord | undefined> =>
  (
    await db
      .select()
      .from(psTags)
      .where(and(eq(psTags.customerId, customerId), sql`lower(${psTags.name}) = lower(${name})`))
      .limit(1)
  )[0];

export const insertTag = async (db: Db, row: typeof psTags.$inferInsert): Promise<PsTagRecord> =>
  returnedRow(await db.insert(psTags).values(row).returning(), 'ps_tags insert');

export const renameTag = async (db: Db, id: string, name: string): Promise<PsTagRecord> =>
  returnedRow(await db.update(psTags).set({ name }).where(eq(psTags.id, id)).returning(), 'ps_tags update');

/** Deletes the tag and takes it off every person who had it; answers how many had it. */
export const deleteTagRow = async (db: Db, tag: PsTagRecord, now: Date): Promise<number> => {
  const untagged = await db
    .update(psPersons)
    .set({ tagIds: sql`${psPersons.tagIds} - ${tag.id}`, modified: now })
    .where(
      and(
        eq(psPersons.customerId, tag.customerId),
        sql`${psPersons.tagIds} @> ${JSON.stringify([tag.id])}::jsonb`,
      ),
    )
    .returning({ id: psPersons.id });
  await db.delete(psTags).where(eq(psTags.id, tag.id));
  return untagged.length;
};
