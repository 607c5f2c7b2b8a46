import { z } from 'zod';
import { defineEndpoint } from '../contracts/endpoint';
import { MAIN_API_ERROR_MESSAGES } from '../errors';
import { pagedOkEnvelope, pageQueryFields } from './paging';

/**
 * Scheduled work that was given up (docs/decisions/scheduler.md): the admins see it, so that a webhook
 * or an e-mail that never went out does not go unnoticed. Kept 30 days.
 */

export const FailedJob = z.object({
  id: z.string(),
  /** What the work was: the handler's kind, e.g. 'webhook.deliver'. */
  kind: z.string(),
  /** The last attempt's error message; null when none was kept. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});
export type FailedJob = z.infer<typeof FailedJob>;

export const ListFailedJobsQuery = z.object(pageQueryFields());
export type ListFailedJobsQuery = z.output<typeof ListFailedJobsQuery>;

export const FailedJobsPage = pagedOkEnvelope(FailedJob);
export type FailedJobsPage = z.infer<typeof FailedJobsPage>;

export const listFailedJobsEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/scheduled-jobs/failed',
  query: ListFailedJobsQuery,
  response: FailedJobsPage,
  access: { groups: ['UserAdmin'] },
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /scheduled-jobs/failed'],
  summary: 'Scheduled work given up after its last attempt, newest first (kept 30 days)',
});
