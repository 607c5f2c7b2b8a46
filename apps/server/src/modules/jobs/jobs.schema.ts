import { bigint, boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many jobs there are of each service and state, and of those how many lack an analyst or need an SPI
 * leader (the work queues' isMissing; an interview the customer holds needs none, migration 0035), kept
 * by statement triggers on bk_jobs in the transaction of every insert, update and delete (migration
 * 0019), so GET /jobs/counts reads a few hundred rows, not every
 * job (docs/decisions/request-context.md).
 */
export const bkJobCounts = pgTable(
  'bk_job_counts',
  {
    service: text('service').notNull(),
    currState: text('curr_state').notNull(),
    staffMissing: boolean('staff_missing').notNull(),
    spiLeaderMissing: boolean('spi_leader_missing').notNull(),
    jobs: bigint('jobs', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.service, table.currState, table.staffMissing, table.spiLeaderMissing] }),
  ],
);
