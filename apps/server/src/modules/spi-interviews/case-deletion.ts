import type { Transaction } from '../../platform/db/database';
import type { CaseDataDeleting } from '../data-deletion';
import { deleteSpiReportsOfJob } from './spi-interviews.repository';

/** A finished case's deletion (deletion-policy.md): the SPI report's text and its file. */
export const deleteSpiReportOfCase = async (tx: Transaction, event: CaseDataDeleting): Promise<void> => {
  const storageKeys = await deleteSpiReportsOfJob(tx, event.jobId);
  event.removeFiles(storageKeys);
  event.deleted('reportTexts', storageKeys.length);
  event.deleted('reportFiles', storageKeys.length);
};
