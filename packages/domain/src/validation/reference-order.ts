import { isMissing } from '../format';
import { type CandidateInput, validateCandidate } from './contact';
import { BUSINESS_LIMITS, VALIDATION_MESSAGES } from './limits';

/** Spec §5 min/max references alone (a draft is checked for these only, docs/decisions/reference-checks.md). */
export function validateReferenceCounts(
  min: number | null | undefined,
  max: number | null | undefined,
): string | null {
  if (isMissing(min) || (min as number) < BUSINESS_LIMITS.REFERENCES_MIN) {
    return VALIDATION_MESSAGES.minReferencesInvalid;
  }
  if (isMissing(max) || (max as number) > BUSINESS_LIMITS.REFERENCES_MAX) {
    return VALIDATION_MESSAGES.maxReferencesInvalid;
  }
  if ((min as number) > (max as number)) return VALIDATION_MESSAGES.minMaxReferencesInvalid;
  return null;
}

/** The reference-check Order fields spec §5 checks; `position` is the service ('Tjänst'). */
export interface ReferenceOrderInput {
  company?: string | null;
  position?: string | null;
  minReferences?: number | null;
  maxReferences?: number | null;
  surveyId?: string | null;
  customerRecipients?: readonly unknown[] | null;
  candidateInfo?: CandidateInput | null;
}

export function validateReferenceOrder(order: ReferenceOrderInput): string | null {
  if (isMissing(order.company)) return VALIDATION_MESSAGES.companyMissing;
  if (isMissing(order.position)) return VALIDATION_MESSAGES.positionMissing;
  const counts = validateReferenceCounts(order.minReferences, order.maxReferences);
  if (counts) return counts;
  if (isMissing(order.surveyId)) return VALIDATION_MESSAGES.surveyMissing;
  if (isMissing(order.customerRecipients)) return VALIDATION_MESSAGES.recipientsMissing;
  return validateCandidate(order.candidateInfo);
}

export interface ReferenceSettingsInput {
  defaultMinReferences?: number | null;
  defaultMaxReferences?: number | null;
  bankIdVerification?: boolean | null;
  noVerification?: boolean | null;
}

export function validateSettings(settings: ReferenceSettingsInput): string | null {
  const counts = validateReferenceCounts(settings.defaultMinReferences, settings.defaultMaxReferences);
  if (counts) return counts;
  if (!settings.bankIdVerification && !settings.noVerification) {
    return VALIDATION_MESSAGES.verificationMethodMissing;
  }
  return null;
}

/** Adds https:// to a policy URL lacking an http prefix; an empty URL stays empty. */
export function normalizePolicyUrl(url: string | null | undefined): string {
  const trimmed = (url ?? '').trim();
  if (trimmed === '' || /^http/i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}
