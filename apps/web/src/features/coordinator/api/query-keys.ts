import type { JobQueue } from '@granska/domain';

/**
 * Every query of the portal sits under this root. Pages and counts sit under `queues`, so a change to
 * a job (assigned, approved) refreshes the lists without refetching opened jobs.
 */
export const coordinatorKeys = {
  all: ['coordinator'] as const,
  queues: ['coordinator', 'queues'] as const,
  counts: ['coordinator', 'queues', 'counts'] as const,
  page: (queue: JobQueue, search: string, token: string | null) =>
    ['coordinator', 'queues', 'page', queue, search, token] as const,
  job: (jobId: string) => ['coordinator', 'job', jobId] as const,
  staffUsers: (group: 'analysts' | 'spi-leaders') => ['coordinator', 'staff-users', group] as const,
};
