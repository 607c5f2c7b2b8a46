import type { ReferenceInfo, ReferenceView, SurveyAnswer } from '@granska/domain';
import { nominated } from './reference-counts';

/** A referee in clear, as /reference/decrypt answers it. */
export interface ClearReference {
  referenceInfo: ReferenceInfo;
  surveyAnswers: SurveyAnswer[];
  declineReason?: string | undefined;
}

/** What the page has read in clear, by reference id (only once the user asked). */
export type ClearReferences = ReadonlyMap<string, ClearReference>;

/**
 * How the page names each referee: 'Referens 1', 'Referens 2' … in the order the candidate nominated
 * them, and by name too once read in clear.
 */
export const refereeNumbers = (references: readonly Pick<ReferenceView, 'id' | 'shadowed'>[]) =>
  new Map(nominated(references).map((reference, index) => [reference.id, index + 1]));
