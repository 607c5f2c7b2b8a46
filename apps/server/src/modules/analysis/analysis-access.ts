import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Transaction } from '../../platform/db/database';
import type { Caller } from '../../platform/http/caller';
import { type OpenedJob, openJobForStaff } from '../staff-access';
import { assertAnalysisOpen } from './analysis.policy';
import { lockJob } from './analysis.repository';

/** Who asks, and from where (the audit rows' ip). */
export interface AnalysisContext {
  caller: Caller;
  ip: string | null;
}

/**
 * Opens the job for a read of the analysis: staff-access decides (404 for a job the caller may not
 * know, 403 without the right to its person data or without the security policy) and audits the open.
 */
export const openJobToRead = (
  tx: Transaction,
  crypto: FieldCrypto,
  context: AnalysisContext,
  jobId: string,
  via: string,
): Promise<OpenedJob> => openJobForStaff(tx, context.caller, jobId, { crypto, ip: context.ip, via });

/** As openJobToRead, for a change: the job is locked and must be under analysis (409 otherwise). */
export const openJobToChange = async (
  tx: Transaction,
  crypto: FieldCrypto,
  context: AnalysisContext,
  jobId: string,
  via: string,
): Promise<OpenedJob> => {
  await lockJob(tx, jobId);
  const opened = await openJobToRead(tx, crypto, context, jobId, via);
  assertAnalysisOpen(opened.job);
  return opened;
};
