import { asc, count, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../../platform/db/database';
import { returnedRow } from '../../../platform/db/returned-row';
import { type AnalysisAttachmentRow, analysisAttachments } from '../analysis.schema';

type Db = Database | Transaction;

export const findAttachment = async (db: Db, id: string): Promise<AnalysisAttachmentRow | undefined> =>
  (await db.select().from(analysisAttachments).where(eq(analysisAttachments.id, id)).limit(1))[0];

export const attachmentsOfJob = (db: Db, jobId: string): Promise<AnalysisAttachmentRow[]> =>
  db
    .select()
    .from(analysisAttachments)
    .where(eq(analysisAttachments.jobId, jobId))
    .orderBy(asc(analysisAttachments.created), asc(analysisAttachments.id));

export const countAttachments = async (db: Db, jobId: string): Promise<number> =>
  (
    await db.select({ value: count() }).from(analysisAttachments).where(eq(analysisAttachments.jobId, jobId))
  )[0]?.value ?? 0;

export const insertAttachment = async (
  db: Db,
  row: typeof analysisAttachments.$inferInsert & { id: string },
): Promise<AnalysisAttachmentRow> =>
  returnedRow(await db.insert(analysisAttachments).values(row).returning(), 'attachment insert');

export const deleteAttachmentRow = async (db: Db, id: string): Promise<void> => {
  await db.delete(analysisAttachments).where(eq(analysisAttachments.id, id));
};
