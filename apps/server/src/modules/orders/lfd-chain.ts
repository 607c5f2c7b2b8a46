import { LFD_SERVICES } from '@granska/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import { type BkJobRow, bkJobs } from './orders.schema';

/**
 * The job before this one in an LFD person's chain: the job of `lfdDetails.parentOrderId`, but only one
 * of the same customer and the same person (the blind index of the personal number) and an LFD service.
 * Anything else (no parent, a parent of another customer or person) is undefined, so a wrong or forged
 * parent id never shows another customer's data. An LFD order has exactly one job.
 */
export const previousJobInLfdChain = async (
  db: Database | Transaction,
  job: Pick<BkJobRow, 'customerId' | 'ssnIndex' | 'lfdDetails'>,
): Promise<BkJobRow | undefined> => {
  const parentOrderId = job.lfdDetails?.parentOrderId;
  if (!parentOrderId) return undefined;
  const [previous] = await db
    .select()
    .from(bkJobs)
    .where(
      and(
        eq(bkJobs.orderId, parentOrderId),
        eq(bkJobs.customerId, job.customerId),
        eq(bkJobs.ssnIndex, job.ssnIndex),
        inArray(bkJobs.service, [...LFD_SERVICES]),
      ),
    )
    .orderBy(asc(bkJobs.created))
    .limit(1);
  return previous;
};
