import { eq } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/database';
import type { CaseDataDeleting } from '../data-deletion';
import { collectedData } from './collected-data.schema';

/** A finished case's deletion (docs/decisions/deletion-policy.md): the data collector's record goes. */
export const deleteCollectedDataOfCase = async (tx: Transaction, event: CaseDataDeleting): Promise<void> => {
  const deleted = await tx
    .delete(collectedData)
    .where(eq(collectedData.jobId, event.jobId))
    .returning({ id: collectedData.id });
  event.deleted('collectedData', deleted.length);
};
