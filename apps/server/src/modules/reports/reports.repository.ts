import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import { returnedRow } from '../../platform/db/returned-row';
import { type NewReportRow, type ReportRow, reports } from './reports.schema';

type Db = Database | Transaction;

export const findReportOfJob = async (db: Db, jobId: string): Promise<ReportRow | undefined> =>
  (await db.select().from(reports).where(eq(reports.jobId, jobId)).limit(1))[0];

/** The job's report, locked for this transaction (saving, finalizing, delivering). */
export const lockReportOfJob = async (db: Db, jobId: string): Promise<ReportRow | undefined> =>
  (await db.select().from(reports).where(eq(reports.jobId, jobId)).limit(1).for('update'))[0];

export const insertReport = async (db: Db, row: NewReportRow): Promise<ReportRow> =>
  returnedRow(await db.insert(reports).values(row).returning(), 'report insert');

export const updateReport = async (
  db: Db,
  id: string,
  change: Partial<Omit<NewReportRow, 'id' | 'jobId' | 'created'>>,
): Promise<ReportRow> =>
  returnedRow(await db.update(reports).set(change).where(eq(reports.id, id)).returning(), 'report update');

/**
 * Asks for a new PDF of a finished report: the status turns pending and the render version goes up, so
 * an older render still running cannot store its result. Undefined when the job has no finished report.
 */
export const bumpPdfVersion = async (db: Db, jobId: string): Promise<ReportRow | undefined> =>
  (
    await db
      .update(reports)
      .set({ pdfStatus: 'pending', pdfVersion: sql`${reports.pdfVersion} + 1` })
      .where(and(eq(reports.jobId, jobId), inArray(reports.state, ['FINAL', 'DELIVERED'])))
      .returning()
  )[0];

/** Stores a render's outcome only while `version` is still the one asked for. */
export const recordPdfOutcome = async (
  db: Db,
  jobId: string,
  version: number,
  change: Pick<Partial<NewReportRow>, 'pdfStatus' | 'pdfStorageKey' | 'pdfGeneratedAt'>,
): Promise<ReportRow | undefined> =>
  (
    await db
      .update(reports)
      .set(change)
      .where(and(eq(reports.jobId, jobId), eq(reports.pdfVersion, version)))
      .returning()
  )[0];
