import {
  applyJobAction,
  JOB_TRANSITION_REFUSAL_MESSAGES,
  type JobAction,
  type JobStateLogEntry,
  jobDeadline,
  jobOrderDate,
  SYSTEM_ACTOR,
} from '@granska/domain';
import type { Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { jobStateChanged } from './job-events';
import { deadlineInputOf } from './order-views';
import { consentsOfJob, updateJobSpiDetails, updateJobState } from './orders.repository';
import type { BkJobRow } from './orders.schema';

export interface TransitionOptions {
  /** The caller's groups; the server's own work acts as SYSTEM_ACTOR. */
  actorGroups?: readonly string[];
  /** The job's consents as the state machine counts them (omit-consent and send rules). */
  consentCount: number;
  /** The API key that ordered the job: its webhook secret signs the notice. */
  apiKeyId: string | null;
  now: Date;
  /** Finalizing: the person checked must approve the report first (PENDING_APPROVAL; reports.md). */
  reportApprovalRequired?: boolean;
}

/**
 * The staff deadline and the spec's order date of the job in its new state (the domain's rules), kept
 * on the row so the work queues sort and page on them in SQL (docs/decisions/staff-jobs.md).
 */
const datesAfter = async (
  tx: Transaction,
  job: BkJobRow,
): Promise<Pick<BkJobRow, 'deadline' | 'orderDate'>> => {
  const input = deadlineInputOf(job, await consentsOfJob(tx, job.id));
  const orderDate = jobOrderDate(input);
  return {
    deadline: jobDeadline(input),
    // The domain answers the epoch for a job without an order date yet.
    orderDate: orderDate.getTime() === 0 ? null : orderDate,
  };
};

/**
 * The one way a background-check job changes state: the domain's state machine decides, the state and
 * its log (and the deadline and order date it implies) are written, and jobStateChanged is published for
 * the work that follows (collection task, report PDF, webhook), all in the caller's transaction. A refused action is a 409 (403 when the caller's groups may
 * not take it) with a Swedish message.
 */
export const transitionJob = async (
  tx: Transaction,
  job: BkJobRow,
  action: JobAction,
  options: TransitionOptions,
): Promise<BkJobRow> => {
  const reportApproval = (await consentsOfJob(tx, job.id))
    .filter((consent) => consent.consentType === 'ReportApproval')
    .at(-1);
  const applied = applyJobAction(
    {
      reportApprovalState: reportApproval?.state ?? null,
      currState: job.currState,
      prevState: job.prevState,
      service: job.service,
      consents: Array.from({ length: options.consentCount }),
      jobStateLog: job.jobStateLog,
      staffId: job.staffId,
      lfdDetails: job.lfdDetails,
      scDetails: job.scDetails,
      extendedGDPR: options.reportApprovalRequired ?? false,
    },
    action,
    options.actorGroups ?? [SYSTEM_ACTOR],
    options.now,
  );
  if (!applied.ok) {
    const { code } = applied.refusal;
    throw new AppError(
      code === 'FORBIDDEN' ? 'FORBIDDEN' : 'CONFLICT',
      JOB_TRANSITION_REFUSAL_MESSAGES[code],
    );
  }
  const jobStateLog = (applied.job.jobStateLog ?? []) as JobStateLogEntry[];
  const state = {
    currState: applied.to,
    prevState: applied.from,
    jobStateLog,
    ...(await datesAfter(tx, { ...job, currState: applied.to, jobStateLog })),
  };
  await updateJobState(tx, job.id, state);
  const changed = { ...job, ...state };
  await jobStateChanged.publish(tx, {
    job: changed,
    from: applied.from,
    to: applied.to,
    apiKeyId: options.apiKeyId,
    time: options.now,
  });
  return changed;
};

/**
 * Writes the job's interview details (a booking moves its SPI deadline, spec §4) and the staff deadline
 * they imply, so a rebooking without a state change keeps the work queues' order right.
 */
export const saveSpiDetails = async (
  tx: Transaction,
  job: BkJobRow,
  spiDetails: NonNullable<BkJobRow['spiDetails']>,
): Promise<BkJobRow> => {
  const changed = { ...job, spiDetails };
  const { deadline } = await datesAfter(tx, changed);
  await updateJobSpiDetails(tx, job.id, { spiDetails, deadline });
  return { ...changed, deadline };
};

/** The job takes this action as the caller: with the caller's groups, its consents counted, at the request's time. */
export const transitionJobAsCaller = async (
  tx: Transaction,
  context: RequestContext,
  job: BkJobRow,
  action: JobAction,
  options: Pick<TransitionOptions, 'apiKeyId' | 'reportApprovalRequired'>,
): Promise<BkJobRow> =>
  transitionJob(tx, job, action, {
    actorGroups: context.caller.groups,
    consentCount: (await consentsOfJob(tx, job.id)).length,
    now: context.now,
    ...options,
  });
