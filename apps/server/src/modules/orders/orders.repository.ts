import type { JobService, JobState, LfdDetailsView, ScDetailsView } from '@granska/domain';
import { and, desc, eq, exists, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import { pageOfRows } from '../../platform/db/page-of-rows';
import { returnedRow } from '../../platform/db/returned-row';
import {
  type BkConsentRow,
  type BkJobRow,
  type BkOrderRow,
  bkConsents,
  bkJobs,
  bkOrders,
  type NewBkJobRow,
  orderIdempotencyKeys,
} from './orders.schema';

type Db = Database | Transaction;

export const findJobRow = async (db: Db, id: string): Promise<BkJobRow | undefined> =>
  (await db.select().from(bkJobs).where(eq(bkJobs.id, id)).limit(1))[0];

/** The reports module tells the job read model whether the report's PDF can be downloaded. */
export const setReportPdfReady = async (db: Db, jobId: string, ready: boolean): Promise<void> => {
  await db.update(bkJobs).set({ reportPdfReady: ready }).where(eq(bkJobs.id, jobId));
};

/** Whether the customer has any background-check order (drafts included). */
export const customerHasOrders = async (db: Db, id: string): Promise<boolean> =>
  (await db.select({ id: bkOrders.id }).from(bkOrders).where(eq(bkOrders.customerId, id)).limit(1)).length >
  0;

export const insertOrder = async (db: Db, row: typeof bkOrders.$inferInsert): Promise<BkOrderRow> =>
  returnedRow(await db.insert(bkOrders).values(row).returning(), 'order insert');

export const insertJob = async (db: Db, row: NewBkJobRow): Promise<BkJobRow> =>
  returnedRow(await db.insert(bkJobs).values(row).returning(), 'job insert');

export const updateJobState = async (
  db: Db,
  id: string,
  state: Pick<BkJobRow, 'currState' | 'prevState' | 'jobStateLog' | 'deadline' | 'orderDate'>,
): Promise<void> => {
  await db.update(bkJobs).set(state).where(eq(bkJobs.id, id));
};

/** A job's interview details and the staff deadline they imply (job-transitions.ts saveSpiDetails). */
export const updateJobSpiDetails = async (
  db: Db,
  id: string,
  change: Pick<BkJobRow, 'spiDetails' | 'deadline'>,
): Promise<void> => {
  await db.update(bkJobs).set(change).where(eq(bkJobs.id, id));
};

export const setLfdDetails = async (db: Db, jobId: string, lfdDetails: LfdDetailsView): Promise<void> => {
  await db.update(bkJobs).set({ lfdDetails }).where(eq(bkJobs.id, jobId));
};

/** A security clearance's scDetails (the survey module writes its survey id and flag count here). */
export const setScDetails = async (db: Db, jobId: string, scDetails: ScDetailsView): Promise<void> => {
  await db.update(bkJobs).set({ scDetails }).where(eq(bkJobs.id, jobId));
};

/** The follow-up scheduled after the LFD order `parentOrderId`'s report, if any. */
export const followUpJobOf = async (db: Db, parentOrderId: string): Promise<BkJobRow | undefined> =>
  (
    await db
      .select()
      .from(bkJobs)
      .where(sql`${bkJobs.lfdDetails}->>'parentOrderId' = ${parentOrderId}`)
      .limit(1)
  )[0];

/** A job's consents, oldest first. */
export const consentsOfJob = (db: Db, jobId: string): Promise<BkConsentRow[]> =>
  db
    .select()
    .from(bkConsents)
    .where(eq(bkConsents.jobId, jobId))
    .orderBy(bkConsents.createTime, bkConsents.id);

export const insertConsent = async (db: Db, row: typeof bkConsents.$inferInsert): Promise<BkConsentRow> =>
  returnedRow(await db.insert(bkConsents).values(row).returning(), 'consent insert');

export const findOrderRow = async (db: Db, id: string): Promise<BkOrderRow | undefined> =>
  (await db.select().from(bkOrders).where(eq(bkOrders.id, id)).limit(1))[0];

/** The jobs of these orders and their consents, oldest first. */
export const jobsOfOrders = async (
  db: Db,
  orderIds: readonly string[],
): Promise<{ jobs: BkJobRow[]; consents: BkConsentRow[] }> => {
  if (orderIds.length === 0) return { jobs: [], consents: [] };
  const jobs = await db
    .select()
    .from(bkJobs)
    .where(inArray(bkJobs.orderId, [...orderIds]))
    .orderBy(bkJobs.created, bkJobs.id);
  const consents =
    jobs.length === 0
      ? []
      : await db
          .select()
          .from(bkConsents)
          .where(
            inArray(
              bkConsents.jobId,
              jobs.map((job) => job.id),
            ),
          )
          .orderBy(bkConsents.createTime, bkConsents.id);
  return { jobs, consents };
};

/** Which of a customer's orders a caller sees: all of them, or those it ordered or receives. */
export interface OrderScope {
  customerId: string;
  /** The services of the portal the caller looks from (background checks or LFD). */
  services: readonly JobService[];
  /** Undefined: every order of the customer. */
  userId?: string;
  asOrderer?: boolean;
  asRecipient?: boolean;
}

export const scopeFilter = (scope: OrderScope): SQL | undefined => {
  const own =
    scope.services.length === 0
      ? sql`false`
      : and(eq(bkOrders.customerId, scope.customerId), inArray(bkOrders.service, [...scope.services]));
  if (scope.userId === undefined) return own;
  const mine: SQL[] = [];
  if (scope.asOrderer) mine.push(eq(bkOrders.ordererUserId, scope.userId));
  if (scope.asRecipient) {
    mine.push(sql`${bkOrders.recipients} @> ${JSON.stringify([scope.userId])}::jsonb`);
  }
  if (mine.length === 0) return sql`false`;
  return and(own, or(...mine));
};

/** Which orders a list shows: always within a scope; every other field narrows it further. */
export interface OrderFilter {
  scope: OrderScope;
  service?: JobService;
  /** Orders with a job in one of these states. */
  jobStates?: readonly JobState[];
  /** Orders with a job of this person (the personal number's blind index). */
  ssnIndex?: string;
  /** Orders with a job of this person (`bk_jobs.person_id`). */
  personId?: string;
  /** Orders with a job for this person card of the SÄK register (`bk_jobs.ps_person_id`). */
  psPersonId?: string;
  /** Order id starting with `idPrefix`, a job's position containing `substring`, or one of `orderIds`. */
  text?: { idPrefix: string; substring: string; orderIds: readonly string[] };
}

/** `%` and `_` of user text match themselves in LIKE patterns. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

const hasJob = (condition: SQL | undefined) =>
  exists(
    sql`(select 1 from ${bkJobs} where ${bkJobs.orderId} = ${bkOrders.id} and ${condition ?? sql`true`})`,
  );

const orderFilter = (filter: OrderFilter): SQL | undefined => {
  const { text } = filter;
  return and(
    scopeFilter(filter.scope),
    filter.service ? eq(bkOrders.service, filter.service) : undefined,
    filter.jobStates ? hasJob(inArray(bkJobs.currState, [...filter.jobStates])) : undefined,
    filter.ssnIndex ? hasJob(eq(bkJobs.ssnIndex, filter.ssnIndex)) : undefined,
    filter.personId ? hasJob(eq(bkJobs.personId, filter.personId)) : undefined,
    filter.psPersonId ? hasJob(eq(bkJobs.psPersonId, filter.psPersonId)) : undefined,
    text
      ? or(
          ilike(bkOrders.id, `${likeLiteral(text.idPrefix)}%`),
          hasJob(ilike(bkJobs.position, `%${likeLiteral(text.substring)}%`)),
          text.orderIds.length > 0 ? inArray(bkOrders.id, [...text.orderIds]) : undefined,
        )
      : undefined,
  );
};

/** A page of the orders matching the filter, newest first, and how many match in all. */
export const listOrderRows = async (
  db: Db,
  query: { filter: OrderFilter; limit: number; offset: number },
): Promise<{ rows: BkOrderRow[]; total: number }> => {
  const where = orderFilter(query.filter);
  return pageOfRows(db, bkOrders, {
    where,
    orderBy: [desc(bkOrders.created), desc(bkOrders.id)],
    limit: query.limit,
    offset: query.offset,
  });
};

/** The encrypted names of the jobs of the newest `limit` orders matching the filter (name search). */
export const encryptedNamesOfNewestOrders = async (
  db: Db,
  filter: OrderFilter,
  limit: number,
): Promise<Pick<BkJobRow, 'id' | 'orderId' | 'nameEnc'>[]> => {
  const newest = db
    .select({ id: bkOrders.id })
    .from(bkOrders)
    .where(orderFilter(filter))
    .orderBy(desc(bkOrders.created), desc(bkOrders.id))
    .limit(limit);
  return db
    .select({ id: bkJobs.id, orderId: bkJobs.orderId, nameEnc: bkJobs.nameEnc })
    .from(bkJobs)
    .where(inArray(bkJobs.orderId, newest));
};

/** The person's newest job among the orders of the scope, or undefined when the scope sees none. */
export const newestJobOfPerson = async (
  db: Db,
  scope: OrderScope,
  personId: string,
): Promise<BkJobRow | undefined> => {
  const [row] = await db
    .select({ job: bkJobs })
    .from(bkJobs)
    .innerJoin(bkOrders, eq(bkOrders.id, bkJobs.orderId))
    .where(and(scopeFilter(scope), eq(bkJobs.customerId, scope.customerId), eq(bkJobs.personId, personId)))
    .orderBy(desc(bkJobs.created), desc(bkJobs.id))
    .limit(1);
  return row?.job;
};

/** Claims an idempotency key for a caller; the existing row when it was claimed before. */
export const claimIdempotencyKey = async (
  db: Db,
  row: { callerId: string; key: string; requestHash: string },
): Promise<{ claimed: true } | { claimed: false; requestHash: string; orderId: string | null }> => {
  const inserted = await db
    .insert(orderIdempotencyKeys)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: orderIdempotencyKeys.key });
  if (inserted.length > 0) return { claimed: true };
  const [existing] = await db
    .select()
    .from(orderIdempotencyKeys)
    .where(and(eq(orderIdempotencyKeys.callerId, row.callerId), eq(orderIdempotencyKeys.key, row.key)));
  if (!existing) throw new Error('idempotency key vanished');
  return { claimed: false, requestHash: existing.requestHash, orderId: existing.orderId };
};

export const setIdempotencyOrder = async (
  db: Db,
  row: { callerId: string; key: string; orderId: string },
): Promise<void> => {
  await db
    .update(orderIdempotencyKeys)
    .set({ orderId: row.orderId })
    .where(and(eq(orderIdempotencyKeys.callerId, row.callerId), eq(orderIdempotencyKeys.key, row.key)));
};

/** The order row, locked for this transaction (abort and recipient changes). */
export const lockOrderRow = async (db: Db, id: string): Promise<BkOrderRow | undefined> =>
  (await db.select().from(bkOrders).where(eq(bkOrders.id, id)).limit(1).for('update'))[0];

/** Idempotency keys claimed before `cutoff` (housekeeping). */
export const deleteIdempotencyKeysBefore = async (db: Db, cutoff: Date): Promise<number> => {
  const deleted = await db
    .delete(orderIdempotencyKeys)
    .where(lt(orderIdempotencyKeys.created, cutoff))
    .returning({ key: orderIdempotencyKeys.key });
  return deleted.length;
};

/** A draft's order fields when it is saved again. */
export const updateOrderRow = async (
  db: Db,
  id: string,
  change: Partial<Omit<typeof bkOrders.$inferInsert, 'id' | 'created'>>,
): Promise<BkOrderRow> =>
  returnedRow(await db.update(bkOrders).set(change).where(eq(bkOrders.id, id)).returning(), 'order update');

/** Deletes the jobs of an order (and their consents, on delete cascade). */
export const deleteJobsOfOrder = async (db: Db, orderId: string): Promise<void> => {
  await db.delete(bkJobs).where(eq(bkJobs.orderId, orderId));
};

/** Deletes an order; its jobs and their consents go with it (on delete cascade). */
export const deleteOrderRow = async (db: Db, id: string): Promise<void> => {
  await db.delete(bkOrders).where(eq(bkOrders.id, id));
};

export const updateOrderRecipients = (
  db: Db,
  id: string,
  change: { recipients: string[]; modified: Date },
): Promise<BkOrderRow> => updateOrderRow(db, id, change);

/** Sets the consent's outcome; the open BankID order, if any, is forgotten. */
export const recordConsentOutcome = async (
  db: Db,
  consentId: string,
  outcome: Pick<BkConsentRow, 'state' | 'time'> & { evidenceEnc?: string | null },
): Promise<void> => {
  await db
    .update(bkConsents)
    .set({ ...outcome, bankIdOrderRef: null, bankIdAnswer: null })
    .where(eq(bkConsents.id, consentId));
};
