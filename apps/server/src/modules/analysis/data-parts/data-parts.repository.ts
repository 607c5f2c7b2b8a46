import { asc, count, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../../platform/db/database';
import { returnedRow } from '../../../platform/db/returned-row';
import { type AnalysisDataPartRow, analysisDataParts } from '../analysis.schema';

type Db = Database | Transaction;
type NewDataPartRow = typeof analysisDataParts.$inferInsert;

export const findDataPart = async (db: Db, id: string): Promise<AnalysisDataPartRow | undefined> =>
  (await db.select().from(analysisDataParts).where(eq(analysisDataParts.id, id)).limit(1))[0];

/** The job's parts in the order they were added. */
export const dataPartsOfJob = (db: Db, jobId: string): Promise<AnalysisDataPartRow[]> =>
  db
    .select()
    .from(analysisDataParts)
    .where(eq(analysisDataParts.jobId, jobId))
    .orderBy(asc(analysisDataParts.created), asc(analysisDataParts.id));

export const countDataParts = async (db: Db, jobId: string): Promise<number> =>
  (await db.select({ value: count() }).from(analysisDataParts).where(eq(analysisDataParts.jobId, jobId)))[0]
    ?.value ?? 0;

export const insertDataPart = async (
  db: Db,
  row: NewDataPartRow & { id: string },
): Promise<AnalysisDataPartRow> =>
  returnedRow(await db.insert(analysisDataParts).values(row).returning(), 'data part insert');

export const updateDataPart = async (
  db: Db,
  id: string,
  change: Pick<NewDataPartRow, 'type' | 'titleEnc' | 'textEnc' | 'updatedBy' | 'updated'>,
): Promise<AnalysisDataPartRow> => {
  const [updated] = await db
    .update(analysisDataParts)
    .set(change)
    .where(eq(analysisDataParts.id, id))
    .returning();
  if (!updated) throw new Error('data part vanished');
  return updated;
};
