import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import { type BkJobRow, bkJobs } from '../orders';
import { type ScSurveyRow, scSurveys } from './clearance-surveys.schema';

type Db = Database | Transaction;

export interface SurveyWithJob {
  survey: ScSurveyRow;
  job: BkJobRow;
}

/** The survey whose link key hashes to `keyHash`, with its job (one indexed look-up). */
export const findSurveyByKeyHash = async (db: Db, keyHash: string): Promise<SurveyWithJob | undefined> =>
  (
    await db
      .select({ survey: scSurveys, job: bkJobs })
      .from(scSurveys)
      .innerJoin(bkJobs, eq(bkJobs.id, scSurveys.jobId))
      .where(eq(scSurveys.keyHash, keyHash))
      .limit(1)
  )[0];

/** The survey and its job, both rows locked for this transaction (answers, signature, hand-in). */
export const lockSurveyWithJob = async (
  tx: Transaction,
  surveyId: string,
): Promise<SurveyWithJob | undefined> => {
  const [survey] = await tx.select().from(scSurveys).where(eq(scSurveys.id, surveyId)).for('update');
  if (!survey) return undefined;
  const [job] = await tx.select().from(bkJobs).where(eq(bkJobs.id, survey.jobId)).for('update');
  return job ? { survey, job } : undefined;
};

export const findSurveyOfJob = async (db: Db, jobId: string): Promise<ScSurveyRow | undefined> =>
  (await db.select().from(scSurveys).where(eq(scSurveys.jobId, jobId)).limit(1))[0];

/** Inserts the job's survey unless it has one (a retried send); undefined when it had. */
export const insertSurvey = async (
  db: Db,
  row: typeof scSurveys.$inferInsert,
): Promise<ScSurveyRow | undefined> =>
  (await db.insert(scSurveys).values(row).onConflictDoNothing({ target: scSurveys.jobId }).returning())[0];

export const updateSurvey = async (
  db: Db,
  id: string,
  changes: Partial<Omit<ScSurveyRow, 'id' | 'jobId' | 'keyHash' | 'created'>>,
): Promise<void> => {
  await db.update(scSurveys).set(changes).where(eq(scSurveys.id, id));
};

/**
 * Records the BankID order now open for the survey, only if none is. False when another request got
 * there first.
 */
export const claimOpenOrder = async (db: Db, surveyId: string, orderRef: string): Promise<boolean> =>
  (
    await db
      .update(scSurveys)
      .set({ bankIdOrderRef: orderRef })
      .where(and(eq(scSurveys.id, surveyId), eq(scSurveys.state, 'OPEN'), isNull(scSurveys.bankIdOrderRef)))
      .returning({ id: scSurveys.id })
  ).length > 0;

/** Forgets the survey's open BankID order, if it is still `orderRef`. */
export const clearOpenOrder = async (db: Db, surveyId: string, orderRef: string): Promise<void> => {
  await db
    .update(scSurveys)
    .set({ bankIdOrderRef: null })
    .where(and(eq(scSurveys.id, surveyId), eq(scSurveys.bankIdOrderRef, orderRef)));
};
