import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Transaction } from '../../platform/db/database';
import type { RequestContext } from '../../platform/http/request-context';
import type { CommandAudit } from '../audit';
import { accessJobForStaff, jobOpenAudit, type OpenedJob } from '../staff-access';
import { assertAnalysisOpen } from './analysis.policy';
import { lockJob } from './analysis.repository';

/** A job opened for the analysis, with the open's audit row for the command to write. */
export interface AnalysedJob extends OpenedJob {
  openAudit: CommandAudit;
}

/**
 * Opens the job for a read of the analysis: staff-access decides (404 for a job the caller may not
 * know, 403 without the right to its person data or without the security policy).
 */
export const openJobToRead = async (
  tx: Transaction,
  crypto: FieldCrypto,
  context: RequestContext,
  jobId: string,
  via: string,
): Promise<AnalysedJob> => {
  const opened = await accessJobForStaff(tx, context.caller, jobId, crypto);
  return { ...opened, openAudit: jobOpenAudit(opened.job, via) };
};

/** As openJobToRead, for a change: the job is locked and must be under analysis (409 otherwise). */
export const openJobToChange = async (
  tx: Transaction,
  crypto: FieldCrypto,
  context: RequestContext,
  jobId: string,
  via: string,
): Promise<AnalysedJob> => {
  await lockJob(tx, jobId);
  const opened = await openJobToRead(tx, crypto, context, jobId, via);
  assertAnalysisOpen(opened.job);
  return opened;
};
