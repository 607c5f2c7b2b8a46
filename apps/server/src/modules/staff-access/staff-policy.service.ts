import { JOB_MESSAGES, type PolicyApprovalStatus, SECURITY_POLICY_VERSION } from '@granska/domain';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { Caller } from '../../platform/http/caller';
import type { RequestContext } from '../../platform/http/request-context';
import { runCommand } from '../audit';
import { findPolicyApproval, insertPolicyApproval } from './staff-access.repository';
import type { StaffPolicyApprovalRow } from './staff-access.schema';

const statusOf = (approval: StaffPolicyApprovalRow | undefined): PolicyApprovalStatus => ({
  version: SECURITY_POLICY_VERSION,
  approved: approval !== undefined,
  approvedAt: approval?.approvedAt.toISOString() ?? null,
});

/** Whether the caller approved the current version of the security policy (spec §2). */
export const policyStatus = async (db: Database, caller: Caller): Promise<PolicyApprovalStatus> =>
  statusOf(await findPolicyApproval(db, caller.userId, SECURITY_POLICY_VERSION));

/**
 * Records the caller's approval of the version it read, with an audit row. A version other than the
 * current one is 409: the text changed while the modal was open, so it must be read again.
 */
export const approvePolicy = (
  db: Database,
  context: RequestContext,
  version: string,
): Promise<PolicyApprovalStatus> =>
  runCommand(db, context, async (tx) => {
    if (version !== SECURITY_POLICY_VERSION) throw AppError.conflict(JOB_MESSAGES.policyVersionChanged);
    const before = await findPolicyApproval(tx, context.caller.userId, version);
    if (before) return { result: statusOf(before), audit: [] };
    const approval = await insertPolicyApproval(tx, {
      userId: context.caller.userId,
      policyVersion: version,
      approvedAt: context.now,
    });
    return {
      result: statusOf(approval),
      audit: { action: 'staff-policy.approve', entity: 'staff-policy', entityId: version },
    };
  });
