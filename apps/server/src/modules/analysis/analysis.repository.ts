import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import { bkJobs } from '../orders';

type Db = Database | Transaction;

/**
 * Locks the job's row for the rest of the transaction, so a change of the analysis and a state change
 * (finalizing the report) do not pass each other. Nothing happens for an unknown id; staff-access
 * answers that one.
 */
export const lockJob = async (db: Db, jobId: string): Promise<void> => {
  await db.select({ id: bkJobs.id }).from(bkJobs).where(eq(bkJobs.id, jobId)).for('update');
};

/** bk_jobs.risc_grades (spec §3 riscGrades), added for this module by migration 0009. */
export const updateRiskGrades = async (
  db: Db,
  jobId: string,
  grades: Record<string, number | null>,
): Promise<void> => {
  await db.update(bkJobs).set({ riscGrades: grades }).where(eq(bkJobs.id, jobId));
};
