import { eq } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/database';
import type { CaseDataDeleting } from '../data-deletion';
import { scSurveys } from './clearance-surveys.schema';

/**
 * A finished security clearance's deletion (docs/decisions/deletion-policy.md): its survey goes, the
 * person's answers and the BankID evidence of their signature with it.
 */
export const deleteSurveyOfCase = async (tx: Transaction, event: CaseDataDeleting): Promise<void> => {
  const deleted = await tx
    .delete(scSurveys)
    .where(eq(scSurveys.jobId, event.jobId))
    .returning({ id: scSurveys.id });
  event.deleted('surveyAnswers', deleted.length);
};
