import type { JobState } from '@granska/domain';
import { domainEvent } from '../../platform/events/domain-events';
import type { BkJobRow } from './orders.schema';

/**
 * A job changed state (or took an action that kept its state, such as a comment in ANALYSING): the job
 * as it is now, what it was and what it became. Published by transitionJob in the change's transaction;
 * the collection task, the report PDF and the webhook react to it.
 */
export interface JobStateChanged {
  job: BkJobRow;
  from: JobState;
  to: JobState;
  /** The API key that ordered the job: its webhook secret signs the notice. */
  apiKeyId: string | null;
  time: Date;
}

export const jobStateChanged = domainEvent<JobStateChanged>('jobStateChanged');
