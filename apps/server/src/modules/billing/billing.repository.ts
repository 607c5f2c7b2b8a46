import type { JobState } from '@granska/domain';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import type { BkConsentRow } from '../orders';
import { bkConsents, bkJobs, bkOrders } from '../orders';

type Db = Database | Transaction;

export interface BillingCandidateQuery {
  customerId: string;
  /** Jobs created at or after this cannot have an order date before it. */
  createdBefore: Date;
  states: readonly JobState[];
}

export type BillingCandidate = Awaited<ReturnType<typeof selectCandidates>>[number];

const candidateFilter = ({ customerId, createdBefore, states }: BillingCandidateQuery) =>
  and(
    eq(bkOrders.customerId, customerId),
    inArray(bkJobs.currState, [...states]),
    lt(bkJobs.created, createdBefore),
  );

const selectCandidates = (db: Db, query: BillingCandidateQuery) =>
  db
    .select({
      id: bkJobs.id,
      orderId: bkJobs.orderId,
      service: bkJobs.service,
      currState: bkJobs.currState,
      prevState: bkJobs.prevState,
      created: bkJobs.created,
      screeningCheckpoints: bkJobs.screeningCheckpoints,
      costCenter: bkOrders.costCenter,
      invoiceCompany: bkOrders.invoiceCompany,
    })
    .from(bkJobs)
    .innerJoin(bkOrders, eq(bkJobs.orderId, bkOrders.id))
    .where(candidateFilter(query))
    .orderBy(asc(bkJobs.created), asc(bkJobs.id));

/**
 * A customer's jobs that may fall in a billing period, with their orders' cost center and invoice
 * company, and the consents of those jobs (which decide the order date). The order date is never before
 * the job's creation, so jobs created after the period are left out here; the rest is decided in code.
 */
export const billingCandidates = async (
  db: Db,
  query: BillingCandidateQuery,
): Promise<{
  jobs: BillingCandidate[];
  consents: Pick<BkConsentRow, 'jobId' | 'consentType' | 'state' | 'createTime' | 'time'>[];
}> => {
  const jobs = await selectCandidates(db, query);
  if (jobs.length === 0) return { jobs, consents: [] };
  const consents = await db
    .select({
      jobId: bkConsents.jobId,
      consentType: bkConsents.consentType,
      state: bkConsents.state,
      createTime: bkConsents.createTime,
      time: bkConsents.time,
    })
    .from(bkConsents)
    .where(
      inArray(
        bkConsents.jobId,
        db
          .select({ id: bkJobs.id })
          .from(bkJobs)
          .innerJoin(bkOrders, eq(bkJobs.orderId, bkOrders.id))
          .where(candidateFilter(query)),
      ),
    )
    .orderBy(asc(bkConsents.createTime), asc(bkConsents.id));
  return { jobs, consents };
};
