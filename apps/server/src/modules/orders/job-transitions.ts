import { applyJobAction, type JobAction, type JobStateLogEntry, SYSTEM_ACTOR } from '@granska/domain';
import type { Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { queueJobStateWebhook } from '../webhooks/webhooks.service';
import { updateJobState } from './orders.repository';
import type { BkJobRow } from './orders.schema';

export interface TransitionOptions {
  /** The caller's groups; the server's own work acts as SYSTEM_ACTOR. */
  actorGroups?: readonly string[];
  /** The job's consents as the state machine counts them (omit-consent and send rules). */
  consentCount: number;
  /** The API key that ordered the job: its webhook secret signs the notice. */
  apiKeyId: string | null;
  now: Date;
}

/**
 * The one way a background-check job changes state: the domain's state machine decides, the state and
 * its log are written, and the job's webhook (if any) is queued, all in the caller's transaction.
 * A refused action is a 409 with the state machine's Swedish message.
 */
export const transitionJob = async (
  tx: Transaction,
  job: BkJobRow,
  action: JobAction,
  options: TransitionOptions,
): Promise<BkJobRow> => {
  const applied = applyJobAction(
    {
      currState: job.currState,
      prevState: job.prevState,
      service: job.service,
      consents: Array.from({ length: options.consentCount }),
      jobStateLog: job.jobStateLog,
    },
    action,
    options.actorGroups ?? [SYSTEM_ACTOR],
    options.now,
  );
  if (!applied.ok) throw new AppError('CONFLICT', applied.refusal.message);
  const state = {
    currState: applied.to,
    prevState: applied.from,
    jobStateLog: (applied.job.jobStateLog ?? []) as JobStateLogEntry[],
  };
  await updateJobState(tx, job.id, state);
  if (job.webhookUrl && applied.to !== applied.from) {
    await queueJobStateWebhook(tx, {
      jobId: job.id,
      orderId: job.orderId,
      customerId: job.customerId,
      apiKeyId: options.apiKeyId,
      webhookUrl: job.webhookUrl,
      from: applied.from,
      to: applied.to,
      time: options.now,
    });
  }
  return { ...job, ...state };
};
