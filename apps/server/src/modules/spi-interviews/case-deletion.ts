import type { Transaction } from '../../platform/db/database';
import type { CaseDataDeleting } from '../data-deletion';
import { deleteProtocolOfJob, deleteSpiReportsOfJob } from './spi-interviews.repository';

/**
 * A finished case's deletion (deletion-policy.md): the SPI report's text and its file, and the protocol's
 * link and BankID signatures with their evidence.
 */
export const deleteSpiReportOfCase = async (tx: Transaction, event: CaseDataDeleting): Promise<void> => {
  // The signatures count with the report they sign (the certificate has no category of their own).
  await deleteProtocolOfJob(tx, event.jobId);
  const storageKeys = await deleteSpiReportsOfJob(tx, event.jobId);
  event.removeFiles(storageKeys);
  event.deleted('reportTexts', storageKeys.length);
  event.deleted('reportFiles', storageKeys.length);
};
