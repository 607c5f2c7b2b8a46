import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
