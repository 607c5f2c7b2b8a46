import { eq } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/database';
import type { CaseDataDeleting } from '../data-deletion';
import { analysisAttachments, analysisDataParts } from './analysis.schema';

/**
 * A finished case's deletion (docs/decisions/deletion-policy.md): the analyst's data parts (written
 * texts and the providers' bulk data) and the attachments, their files from the file storage once the
 * deletion commits.
 */
export const deleteAnalysisOfCase = async (tx: Transaction, event: CaseDataDeleting): Promise<void> => {
  const parts = await tx
    .delete(analysisDataParts)
    .where(eq(analysisDataParts.jobId, event.jobId))
    .returning({ id: analysisDataParts.id });
  event.deleted('dataParts', parts.length);
  const attachments = await tx
    .delete(analysisAttachments)
    .where(eq(analysisAttachments.jobId, event.jobId))
    .returning({ storageKey: analysisAttachments.storageKey });
  event.removeFiles(attachments.map((attachment) => attachment.storageKey));
  event.deleted('attachments', attachments.length);
};
