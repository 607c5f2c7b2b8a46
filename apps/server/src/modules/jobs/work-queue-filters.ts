import {
  addStockholmDays,
  BUSINESS_LIMITS,
  type JobQueue,
  type JobState,
  type WorkQueue,
} from '@granska/domain';
import { and, eq, gte, inArray, isNull, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { bkConsents, bkJobs } from '../orders/orders.schema';

/**
 * The work queues of spec §4 as SQL, rule for rule the domain's predicates in work-queues.ts
 * (isInWorkQueue): a test runs both over the same jobs and requires the same members
 * (work-queue-filters.test.ts). Change them together.
 */
export interface QueueContext {
  now: Date;
  /** Ids (and customer numbers) of hidden customers: the domain's hiddenCustomerIds. */
  hiddenCustomerIds: readonly string[];
  /** The caller, for 'mine'. */
  userId: string;
}

const inStates = (states: readonly JobState[]): SQL => inArray(bkJobs.currState, [...states]);

/** The domain's isMissing for an id column: null, empty or '0' (after trimming). */
const missing = (column: typeof bkJobs.staffId | typeof bkJobs.spiLeaderId): SQL =>
  or(isNull(column), sql`trim(${column}) in ('', '0')`) ?? sql`false`;

const WORK_QUEUE_FILTERS: Readonly<Record<WorkQueue, (context: QueueContext) => SQL>> = {
  ordered: () => ne(bkJobs.currState, 'CREATED'),
  declined: () => inStates(['DECLINED', 'TIMED_OUT']),
  created: ({ now, hiddenCustomerIds }) =>
    and(
      eq(bkJobs.currState, 'CREATED'),
      gte(bkJobs.created, addStockholmDays(now, -BUSINESS_LIMITS.CREATED_JOBS_DAYS)),
      hiddenCustomerIds.length > 0 ? notInArray(bkJobs.customerId, [...hiddenCustomerIds]) : undefined,
    ) ?? sql`false`,
  unassigned: () => and(eq(bkJobs.currState, 'ANALYSING'), missing(bkJobs.staffId)) ?? sql`false`,
  spiLeaderUnassigned: () =>
    and(inStates(['ANALYSING', 'INTERVIEWING']), missing(bkJobs.spiLeaderId)) ?? sql`false`,
  finalized: () => inStates(['APPROVED', 'DECLINED', 'TIMED_OUT']),
  scheduled: () => inStates(['SCHEDULED', 'SCHEDULED_ORDER']),
  surveying: () => eq(bkJobs.currState, 'JOB_SURVEYING'),
  archived: () => eq(bkJobs.currState, 'ARCHIVED'),
  pendingConsent: () => eq(bkJobs.currState, 'PENDING_CONSENT'),
  // The newest report approval in consentsOfJob's order (create_time, id): the domain's reportApprovalState.
  reportApprovalExpired: () =>
    and(
      eq(bkJobs.currState, 'PENDING_APPROVAL'),
      sql`(select ${bkConsents.state} from ${bkConsents} where ${bkConsents.jobId} = ${bkJobs.id} and ${bkConsents.consentType} = 'ReportApproval' order by ${bkConsents.createTime} desc, ${bkConsents.id} desc limit 1) = 'CsntTimedOut'`,
    ) ?? sql`false`,
};

/** 'mine': the jobs the caller works on, as their analyst or as their SPI leader. */
const mine = ({ userId }: QueueContext): SQL =>
  or(eq(bkJobs.staffId, userId), eq(bkJobs.spiLeaderId, userId)) ?? sql`false`;

export const queueFilter = (queue: JobQueue, context: QueueContext): SQL =>
  queue === 'mine' ? mine(context) : WORK_QUEUE_FILTERS[queue](context);

/** How a queue is ordered: the staff deadline (nulls last) for work, newest first for drafts. */
export type QueueOrder = 'deadline' | 'newest';
export const queueOrder = (queue: JobQueue): QueueOrder => (queue === 'created' ? 'newest' : 'deadline');
