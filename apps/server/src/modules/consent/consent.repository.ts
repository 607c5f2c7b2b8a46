import type { ConsentAnswer } from '@granska/domain';
import { and, asc, count, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import type { BkConsentRow, BkJobRow, BkOrderRow } from '../orders';
import { bkConsents, bkJobs, bkOrders } from '../orders';

type Db = Database | Transaction;

/** A consent with its job, and whether the person has withdrawn consent to that job. */
export interface ConsentWithJob {
  consent: BkConsentRow;
  job: BkJobRow;
  withdrawal: BkConsentRow | undefined;
}

const withdrawalOf = async (db: Db, jobId: string): Promise<BkConsentRow | undefined> =>
  (
    await db
      .select()
      .from(bkConsents)
      .where(and(eq(bkConsents.jobId, jobId), eq(bkConsents.consentType, 'WithdrawnConsent')))
      .orderBy(asc(bkConsents.createTime))
      .limit(1)
  )[0];

/** The consent whose link key hashes to `keyHash`, with its job (one indexed look-up). */
export const findConsentByKeyHash = async (db: Db, keyHash: string): Promise<ConsentWithJob | undefined> => {
  const [row] = await db
    .select({ consent: bkConsents, job: bkJobs })
    .from(bkConsents)
    .innerJoin(bkJobs, eq(bkJobs.id, bkConsents.jobId))
    .where(eq(bkConsents.keyHash, keyHash))
    .limit(1);
  if (!row) return undefined;
  return { ...row, withdrawal: await withdrawalOf(db, row.job.id) };
};

/** The consent and its job, both rows locked for this transaction (answers and time-outs). */
export const lockConsentWithJob = async (
  tx: Transaction,
  consentId: string,
): Promise<ConsentWithJob | undefined> => {
  const [consent] = await tx.select().from(bkConsents).where(eq(bkConsents.id, consentId)).for('update');
  if (!consent) return undefined;
  const [job] = await tx.select().from(bkJobs).where(eq(bkJobs.id, consent.jobId)).for('update');
  if (!job) return undefined;
  return { consent, job, withdrawal: await withdrawalOf(tx, job.id) };
};

export const findOrderOfJob = async (db: Db, job: BkJobRow): Promise<BkOrderRow> => {
  const [order] = await db.select().from(bkOrders).where(eq(bkOrders.id, job.orderId)).limit(1);
  if (!order) throw new Error('job without order');
  return order;
};

export const countConsentsOfJob = async (db: Db, jobId: string): Promise<number> => {
  const [row] = await db.select({ total: count() }).from(bkConsents).where(eq(bkConsents.jobId, jobId));
  return Number(row?.total ?? 0);
};

/**
 * Records the BankID order now open for the consent, only if none is and the link's key is still the
 * one the person used (a reminder may have replaced it). False when another request got there first.
 */
export const claimOpenOrder = async (
  db: Db,
  consentId: string,
  claim: { keyHash: string; orderRef: string; answer: ConsentAnswer },
): Promise<boolean> => {
  const updated = await db
    .update(bkConsents)
    .set({ bankIdOrderRef: claim.orderRef, bankIdAnswer: claim.answer })
    .where(
      and(
        eq(bkConsents.id, consentId),
        eq(bkConsents.keyHash, claim.keyHash),
        isNull(bkConsents.bankIdOrderRef),
      ),
    )
    .returning({ id: bkConsents.id });
  return updated.length > 0;
};

/** Forgets the consent's open BankID order, if it is still `orderRef`. */
export const clearOpenOrder = async (db: Db, consentId: string, orderRef: string): Promise<void> => {
  await db
    .update(bkConsents)
    .set({ bankIdOrderRef: null, bankIdAnswer: null })
    .where(and(eq(bkConsents.id, consentId), eq(bkConsents.bankIdOrderRef, orderRef)));
};

export const insertWithdrawal = async (
  db: Db,
  row: Pick<BkConsentRow, 'id' | 'jobId' | 'keyHash' | 'createTime' | 'time' | 'evidenceEnc'>,
): Promise<void> => {
  await db.insert(bkConsents).values({ ...row, consentType: 'WithdrawnConsent', state: 'CsntAccepted' });
};

/** A new link key for the consent (reminders) and when the reminder went out. */
export const markReminded = async (
  db: Db,
  consentId: string,
  change: { keyHash: string; remindedAt: Date },
): Promise<void> => {
  await db.update(bkConsents).set(change).where(eq(bkConsents.id, consentId));
};

const at = (time: Date): SQL => sql`${time.toISOString()}::timestamptz`;

/** consent.policy's addConsentDays in SQL: whole Stockholm calendar days (a DST day is 23 or 25 h), then the fraction. */
const plusStockholmDays = (time: SQL, days: number): SQL => {
  const whole = Math.trunc(days);
  const fractionSeconds = (days - whole) * 86_400;
  return sql`(((${time} at time zone 'Europe/Stockholm') + make_interval(days => ${whole}::int)) at time zone 'Europe/Stockholm') + make_interval(secs => ${fractionSeconds}::double precision)`;
};

/** consent.policy's consentExpiry in SQL: `expires_at`, or for older rows creation + the time-out. */
export const expirySql = (timeoutDays: number): SQL<Date> =>
  sql<Date>`coalesce(${bkConsents.expiresAt}, ${plusStockholmDays(sql`${bkConsents.createTime}`, timeoutDays)})`;

const pendingJobStart = and(
  eq(bkConsents.consentType, 'JobStart'),
  eq(bkConsents.state, 'CsntPendingAnswer'),
) as SQL;

/** A report approval still waited for: pending, its job in PENDING_APPROVAL (reports.md). */
const pendingReportApproval = and(
  eq(bkConsents.consentType, 'ReportApproval'),
  eq(bkConsents.state, 'CsntPendingAnswer'),
  sql`exists (select 1 from ${bkJobs} where ${bkJobs.id} = ${bkConsents.jobId} and ${bkJobs.currState} = 'PENDING_APPROVAL')`,
) as SQL;

/** Ids of pending job-start consents and awaited report approvals whose time ran out, oldest first. */
export const dueTimeouts = async (
  db: Db,
  query: { now: Date; timeoutDays: number; limit: number },
): Promise<string[]> => {
  const expiry = expirySql(query.timeoutDays);
  const rows = await db
    .select({ id: bkConsents.id })
    .from(bkConsents)
    .where(and(or(pendingJobStart, pendingReportApproval), sql`${expiry} <= ${at(query.now)}`))
    .orderBy(expiry)
    .limit(query.limit);
  return rows.map((row) => row.id);
};

/**
 * Ids of pending job-start consents and awaited report approvals due a reminder: not reminded yet,
 * within `reminderDays` of their time-out but not past it, the job still waiting, and no BankID order
 * under way (the person is answering right now, so has the link).
 */
export const dueReminders = async (
  db: Db,
  query: { now: Date; timeoutDays: number; reminderDays: number; limit: number },
): Promise<string[]> => {
  const expiry = expirySql(query.timeoutDays);
  const rows = await db
    .select({ id: bkConsents.id })
    .from(bkConsents)
    .innerJoin(bkJobs, eq(bkJobs.id, bkConsents.jobId))
    .where(
      and(
        or(
          and(pendingJobStart, eq(bkJobs.currState, 'PENDING_CONSENT')),
          and(
            eq(bkConsents.consentType, 'ReportApproval'),
            eq(bkConsents.state, 'CsntPendingAnswer'),
            eq(bkJobs.currState, 'PENDING_APPROVAL'),
          ),
        ),
        isNull(bkConsents.remindedAt),
        isNull(bkConsents.bankIdOrderRef),
        sql`${expiry} > ${at(query.now)}`,
        sql`${plusStockholmDays(expiry, -query.reminderDays)} <= ${at(query.now)}`,
      ),
    )
    .orderBy(expiry)
    .limit(query.limit);
  return rows.map((row) => row.id);
};

/** Records that the person fetched the report of a ReportApproval consent (the first time is kept). */
export const markReportOpened = async (db: Db, consentId: string, now: Date): Promise<void> => {
  await db
    .update(bkConsents)
    .set({ reportOpenedAt: sql`coalesce(${bkConsents.reportOpenedAt}, ${at(now)})` })
    .where(eq(bkConsents.id, consentId));
};

export const saveReportComments = async (db: Db, consentId: string, commentsEnc: string): Promise<void> => {
  await db.update(bkConsents).set({ commentsEnc }).where(eq(bkConsents.id, consentId));
};
