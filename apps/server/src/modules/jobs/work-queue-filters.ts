import {
  addStockholmDays,
  BUSINESS_LIMITS,
  type JobQueue,
  type JobState,
  type WorkQueue,
} from '@granska/domain';
import { and, eq, gte, inArray, isNull, ne, not, or, type SQL, sql } from 'drizzle-orm';
import { customers } from '../customers';
import { bkConsents, bkJobs } from '../orders';
import { bkJobCounts } from './jobs.schema';

/**
 * The work queues of spec §4 as SQL, rule for rule the domain's predicates in work-queues.ts
 * (isInWorkQueue): a test runs both over the same jobs and requires the same members
 * (work-queue-filters.test.ts). Change them together.
 */
export interface QueueContext {
  now: Date;
  /** The caller, for 'mine'. */
  userId: string;
}

/** The domain's hiddenCustomerIds as SQL: a job of a customer marked hidden, by its id or customer number. */
const ofHiddenCustomer = (): SQL =>
  sql`exists (select 1 from ${customers} where ${customers.hidden} and (${customers.id} = ${bkJobs.customerId} or ${customers.custNo} = ${bkJobs.customerId}))`;

/** The domain's isMissing for an id column: null, empty or '0' (after trimming). */
const missing = (column: typeof bkJobs.staffId | typeof bkJobs.spiLeaderId): SQL =>
  or(isNull(column), sql`trim(${column}) in ('', '0')`) ?? sql`false`;

/**
 * The customer holds the interview itself (spiDetails.sriPerformsInterview false, docs/decisions/
 * spi-interviews.md): no SPI leader of ours is needed. Migration 0035 counts the same rule.
 */
export const customerHoldsInterview = (): SQL =>
  sql`coalesce(${bkJobs.spiDetails}->>'sriPerformsInterview', 'true') = 'false'`;

/**
 * The queues whose members follow from the state and a missing analyst or SPI leader alone: listed from
 * bk_jobs, counted from bk_job_counts (the same rule on both tables).
 */
interface StateRule {
  states: readonly JobState[] | { not: JobState };
  missing?: 'staff' | 'spiLeader';
}
const STATE_QUEUES = {
  ordered: { states: { not: 'CREATED' } },
  declined: { states: ['DECLINED', 'TIMED_OUT'] },
  unassigned: { states: ['ANALYSING'], missing: 'staff' },
  spiLeaderUnassigned: { states: ['ANALYSING', 'INTERVIEWING'], missing: 'spiLeader' },
  finalized: { states: ['APPROVED', 'DECLINED', 'TIMED_OUT'] },
  scheduled: { states: ['SCHEDULED', 'SCHEDULED_ORDER'] },
  surveying: { states: ['JOB_SURVEYING'] },
  archived: { states: ['ARCHIVED'] },
  pendingConsent: { states: ['PENDING_CONSENT'] },
} as const satisfies Partial<Record<WorkQueue, StateRule>>;
export type StateQueue = keyof typeof STATE_QUEUES;

export const isStateQueue = (queue: JobQueue): queue is StateQueue => queue in STATE_QUEUES;

const stateFilter = (rule: StateRule, state: typeof bkJobs.currState | typeof bkJobCounts.currState): SQL =>
  'not' in rule.states ? ne(state, rule.states.not) : inArray(state, [...rule.states]);

const jobsOfRule = (rule: StateRule): SQL =>
  and(
    stateFilter(rule, bkJobs.currState),
    rule.missing === 'staff' ? missing(bkJobs.staffId) : undefined,
    rule.missing === 'spiLeader' ? missing(bkJobs.spiLeaderId) : undefined,
    rule.missing === 'spiLeader' ? not(customerHoldsInterview()) : undefined,
  ) ?? sql`false`;

/** A state queue's members among bk_job_counts's rows (the counters of its jobs). */
export const countersOfQueue = (queue: StateQueue): SQL => {
  const rule: StateRule = STATE_QUEUES[queue];
  return (
    and(
      stateFilter(rule, bkJobCounts.currState),
      rule.missing === 'staff' ? eq(bkJobCounts.staffMissing, true) : undefined,
      // spi_leader_missing is "needs an SPI leader": false for an interview the customer holds (0035).
      rule.missing === 'spiLeader' ? eq(bkJobCounts.spiLeaderMissing, true) : undefined,
    ) ?? sql`false`
  );
};

const WORK_QUEUE_FILTERS: Readonly<Record<WorkQueue, (context: QueueContext) => SQL>> = {
  ordered: () => jobsOfRule(STATE_QUEUES.ordered),
  declined: () => jobsOfRule(STATE_QUEUES.declined),
  created: ({ now }) =>
    and(
      eq(bkJobs.currState, 'CREATED'),
      gte(bkJobs.created, addStockholmDays(now, -BUSINESS_LIMITS.CREATED_JOBS_DAYS)),
      not(ofHiddenCustomer()),
    ) ?? sql`false`,
  unassigned: () => jobsOfRule(STATE_QUEUES.unassigned),
  spiLeaderUnassigned: () => jobsOfRule(STATE_QUEUES.spiLeaderUnassigned),
  finalized: () => jobsOfRule(STATE_QUEUES.finalized),
  scheduled: () => jobsOfRule(STATE_QUEUES.scheduled),
  surveying: () => jobsOfRule(STATE_QUEUES.surveying),
  archived: () => jobsOfRule(STATE_QUEUES.archived),
  pendingConsent: () => jobsOfRule(STATE_QUEUES.pendingConsent),
  // The newest report approval in consentsOfJob's order (create_time, id): the domain's reportApprovalState.
  reportApprovalExpired: () =>
    and(
      eq(bkJobs.currState, 'PENDING_APPROVAL'),
      // Some report approval timed out (the partial index finds those few), and the newest did.
      sql`${bkJobs.id} in (select ${bkConsents.jobId} from ${bkConsents} where ${bkConsents.consentType} = 'ReportApproval' and ${bkConsents.state} = 'CsntTimedOut')`,
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
