import type { ConsentState, JobState, ReferenceOrderState } from './enums';
import { isMissing } from './format';
import { addStockholmDays, parseInstant } from './stockholm-time';
import { shortId } from './users';
import { BUSINESS_LIMITS } from './validation/limits';

/** Work-queue groupings and list searches of spec §4, §5 and §9. Decisions: docs/decisions/work-queues.md. */

type Timestamp = string | number | Date;

export interface WorkQueueJob {
  id?: string | null;
  orderId?: string | null;
  customerId?: string | null;
  currState?: JobState | null;
  createTime?: Timestamp | null;
  /** The analyst handling the job. */
  staffId?: string | null;
  /** The SPI leader, and whether our SPI leader holds the interview (false: the customer holds it). */
  spiDetails?: { spiLeaderId?: string | null; sriPerformsInterview?: boolean | null } | null;
  consents?: readonly { consentKey?: string | null }[] | null;
  scDetails?: { surveyId?: string | null } | null;
  /** The state of the job's newest ReportApproval consent (the person's approval of the report). */
  reportApprovalState?: ConsentState | null;
}

export const WORK_QUEUES = [
  'ordered',
  'declined',
  'created',
  'unassigned',
  'spiLeaderUnassigned',
  'finalized',
  'scheduled',
  'surveying',
  'archived',
  'pendingConsent',
  'reportApprovalExpired',
] as const;
export type WorkQueue = (typeof WORK_QUEUES)[number];

export interface WorkQueueContext {
  now: Date;
  /** Customers whose created jobs are hidden (customer flags set by an admin, never constants). */
  hiddenCustomerIds: readonly string[];
}

/**
 * The ids to hide from the created queue: every customer an admin flagged `hiddenCustomer`, under both its
 * id and its customer number, since a job's customerId may hold either.
 */
export function hiddenCustomerIds(
  customers: readonly { id?: string | null; custNo?: string | null; hiddenCustomer?: boolean | null }[],
): string[] {
  return customers
    .filter((customer) => customer.hiddenCustomer === true)
    .flatMap((customer) => [customer.id, customer.custNo])
    .filter((id): id is string => !!id);
}

function inStates(job: WorkQueueJob, states: readonly JobState[]): boolean {
  return !!job.currState && states.includes(job.currState);
}

export function isOrderedJob(job: WorkQueueJob): boolean {
  return !!job.currState && job.currState !== 'CREATED';
}

export function isDeclinedJob(job: WorkQueueJob): boolean {
  return inStates(job, ['DECLINED', 'TIMED_OUT']);
}

/** CREATED, created within the last 14 Stockholm calendar days, and not a hidden customer's job. */
export function isCreatedQueueJob(job: WorkQueueJob, context: WorkQueueContext): boolean {
  if (job.currState !== 'CREATED') return false;
  if (job.customerId && context.hiddenCustomerIds.includes(job.customerId)) return false;
  const created = parseInstant(job.createTime);
  if (!created) return false;
  return created.getTime() >= addStockholmDays(context.now, -BUSINESS_LIMITS.CREATED_JOBS_DAYS).getTime();
}

export function isUnassignedJob(job: WorkQueueJob): boolean {
  return job.currState === 'ANALYSING' && isMissing(job.staffId);
}

/** Needs an SPI leader: at the interview without one, unless the customer holds the interview itself. */
export function isSpiLeaderUnassignedJob(job: WorkQueueJob): boolean {
  return (
    inStates(job, ['ANALYSING', 'INTERVIEWING']) &&
    isMissing(job.spiDetails?.spiLeaderId) &&
    job.spiDetails?.sriPerformsInterview !== false
  );
}

export function isFinalizedJob(job: WorkQueueJob): boolean {
  return inStates(job, ['APPROVED', 'DECLINED', 'TIMED_OUT']);
}

export function isScheduledJob(job: WorkQueueJob): boolean {
  return inStates(job, ['SCHEDULED', 'SCHEDULED_ORDER']);
}

export function isSurveyingJob(job: WorkQueueJob): boolean {
  return job.currState === 'JOB_SURVEYING';
}

export function isArchivedJob(job: WorkQueueJob): boolean {
  return job.currState === 'ARCHIVED';
}

export function isPendingConsentJob(job: WorkQueueJob): boolean {
  return job.currState === 'PENDING_CONSENT';
}

/**
 * The person did not approve the report in time: the job still waits in PENDING_APPROVAL and its newest
 * report approval timed out, so a coordinator decides (approve, a new request, close, or reverse).
 */
export function isReportApprovalExpiredJob(job: WorkQueueJob): boolean {
  return job.currState === 'PENDING_APPROVAL' && job.reportApprovalState === 'CsntTimedOut';
}

export function isInWorkQueue(job: WorkQueueJob, queue: WorkQueue, context: WorkQueueContext): boolean {
  switch (queue) {
    case 'ordered':
      return isOrderedJob(job);
    case 'declined':
      return isDeclinedJob(job);
    case 'created':
      return isCreatedQueueJob(job, context);
    case 'unassigned':
      return isUnassignedJob(job);
    case 'spiLeaderUnassigned':
      return isSpiLeaderUnassignedJob(job);
    case 'finalized':
      return isFinalizedJob(job);
    case 'scheduled':
      return isScheduledJob(job);
    case 'surveying':
      return isSurveyingJob(job);
    case 'archived':
      return isArchivedJob(job);
    case 'pendingConsent':
      return isPendingConsentJob(job);
    case 'reportApprovalExpired':
      return isReportApprovalExpiredJob(job);
  }
}

export function filterWorkQueue<J extends WorkQueueJob>(
  jobs: readonly J[],
  queue: WorkQueue,
  context: WorkQueueContext,
): J[] {
  return jobs.filter((job) => isInWorkQueue(job, queue, context));
}

export type ReferenceOrderGroup = 'saved' | 'pending' | 'done';

export const REFERENCE_ORDER_GROUPS: Record<ReferenceOrderGroup, readonly ReferenceOrderState[]> = {
  saved: ['CREATED'],
  pending: ['ORDERED', 'SURVEYING'],
  done: ['DONE', 'TIMEOUT'],
};

export function referenceOrderGroup(order: {
  state?: ReferenceOrderState | null;
}): ReferenceOrderGroup | null {
  const { state } = order;
  if (!state) return null;
  for (const [group, states] of Object.entries(REFERENCE_ORDER_GROUPS)) {
    if (states.includes(state)) return group as ReferenceOrderGroup;
  }
  return null;
}

/** Time of the first ORDERED entry of the order's state log, or null when it was never ordered. */
export function referenceOrderDate(order: {
  stateLog?: readonly { time?: Timestamp | null; state?: ReferenceOrderState | null }[] | null;
}): Date | null {
  const ordered = order.stateLog?.find((entry) => entry.state === 'ORDERED');
  return parseInstant(ordered?.time);
}

function normalize(text: string | null | undefined): string {
  return (text ?? '').trim().toLowerCase();
}

function contains(value: string | null | undefined, needle: string): boolean {
  return !!value && value.toLowerCase().includes(needle);
}

export const CONSENT_KEY_SEARCH_MIN_LENGTH = 3;
export const SURVEY_ID_SEARCH_MIN_LENGTH = 4;

/**
 * Job search (spec §9): id or order id; consent key when the text is longer than 2 characters; survey id
 * when longer than 3; the customer's name. Case-insensitive substring; an empty text matches every job.
 */
export function matchesJobSearch(job: WorkQueueJob, text: string, customerName?: string | null): boolean {
  const needle = normalize(text);
  if (needle === '') return true;
  if (contains(job.id, needle) || contains(job.orderId, needle)) return true;
  if (
    needle.length >= CONSENT_KEY_SEARCH_MIN_LENGTH &&
    job.consents?.some((consent) => contains(consent.consentKey, needle))
  ) {
    return true;
  }
  if (needle.length >= SURVEY_ID_SEARCH_MIN_LENGTH && contains(job.scDetails?.surveyId, needle)) return true;
  return contains(customerName, needle);
}

export interface SearchableOrder {
  id?: string | null;
  /** Background-check orders carry a name. */
  name?: string | null;
  /** Reference-check orders carry the candidate's name. */
  candidateInfo?: { name?: string | null } | null;
  position?: string | null;
}

/** Order-list search (spec §9): id prefix, name or position; case-insensitive. */
export function matchesOrderSearch(order: SearchableOrder, text: string): boolean {
  const needle = normalize(text);
  if (needle === '') return true;
  if (order.id?.toLowerCase().startsWith(needle)) return true;
  return (
    contains(order.name, needle) ||
    contains(order.candidateInfo?.name, needle) ||
    contains(order.position, needle)
  );
}

export interface SearchableCustomer {
  id?: string | null;
  custName?: string | null;
  custOrgNo?: string | null;
  /** Only a text address is searched. */
  custAdress?: unknown;
}

/** Customer search filter (spec §5): case-insensitive substring on id, custName, custOrgNo, custAdress. */
export function matchesCustomerSearch(customer: SearchableCustomer, text: string): boolean {
  const needle = normalize(text);
  if (needle === '') return true;
  const address = typeof customer.custAdress === 'string' ? customer.custAdress : null;
  return [shortId(customer.id), customer.custName, customer.custOrgNo, address].some((value) =>
    contains(value, needle),
  );
}
