import type { QueueFilter } from './list-queue';

/** Every query of the portal sits under this root; queue pages under `queue`, so a save refreshes them all. */
export const dataCollectorKeys = {
  all: ['data-collector'] as const,
  queue: ['data-collector', 'queue'] as const,
  queuePage: (filter: QueueFilter) => ['data-collector', 'queue', filter] as const,
  record: (recordId: string) => ['data-collector', 'record', recordId] as const,
};
