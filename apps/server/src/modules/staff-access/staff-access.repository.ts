import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database';
import { type StaffPolicyApprovalRow, staffPolicyApprovals } from './staff-access.schema';

type Db = Database | Transaction;

export const findPolicyApproval = async (
  db: Db,
  userId: string,
  version: string,
): Promise<StaffPolicyApprovalRow | undefined> =>
  (
    await db
      .select()
      .from(staffPolicyApprovals)
      .where(and(eq(staffPolicyApprovals.userId, userId), eq(staffPolicyApprovals.policyVersion, version)))
      .limit(1)
  )[0];

/** Records the approval; a repeat keeps the first approval's time. */
export const insertPolicyApproval = async (
  db: Db,
  row: { userId: string; policyVersion: string; approvedAt: Date },
): Promise<StaffPolicyApprovalRow> => {
  await db.insert(staffPolicyApprovals).values(row).onConflictDoNothing();
  const stored = await findPolicyApproval(db, row.userId, row.policyVersion);
  if (!stored) throw new Error('policy approval vanished');
  return stored;
};
