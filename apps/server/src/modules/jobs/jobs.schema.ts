import { bigint, boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A staff user's approval of the security policy (spec §2, the 10 points), required before the user
 * first opens person data. One row per user and policy version: a new version asks again.
 */
export const staffPolicyApprovals = pgTable(
  'staff_policy_approvals',
  {
    userId: text('user_id').notNull(),
    policyVersion: text('policy_version').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.policyVersion] })],
);

export type StaffPolicyApprovalRow = typeof staffPolicyApprovals.$inferSelect;

/**
 * How many jobs there are of each service and state, and of those how many lack an analyst or an SPI
 * leader (the work queues' isMissing), kept by statement triggers on bk_jobs in the transaction of every
 * insert, update and delete (migration 0019), so GET /jobs/counts reads a few hundred rows, not every
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
