import { eq } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/database';
import type { CaseDataDeleting } from '../data-deletion';
import { PDF_VARIANTS, pdfVariantKey } from './report-pdf-requests';
import { reports } from './reports.schema';

/**
 * A finished case's deletion (docs/decisions/deletion-policy.md): the report goes, its texts with the
 * row and its PDFs (both variants) from the file storage once the deletion commits.
 */
export const deleteReportOfCase = async (tx: Transaction, event: CaseDataDeleting): Promise<void> => {
  const deleted = await tx
    .delete(reports)
    .where(eq(reports.jobId, event.jobId))
    .returning({ pdfStorageKey: reports.pdfStorageKey });
  event.deleted('reportTexts', deleted.length);
  const files = deleted.flatMap(({ pdfStorageKey }) =>
    pdfStorageKey ? PDF_VARIANTS.map((variant) => pdfVariantKey(pdfStorageKey, variant)) : [],
  );
  event.removeFiles(files);
  event.deleted('reportFiles', files.length);
};
