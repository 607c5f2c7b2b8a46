import { isMissing } from '../format';
import { BUSINESS_LIMITS, PHONE_PREFIXES, VALIDATION_MESSAGES } from './limits';

export function isValidPhone(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  if (value.length < BUSINESS_LIMITS.PHONE_MIN_LENGTH || value.length > BUSINESS_LIMITS.PHONE_MAX_LENGTH) {
    return false;
  }
  if (!/^\+\d+$/.test(value)) return false;
  if (!PHONE_PREFIXES.some((prefix) => value.startsWith(prefix))) return false;
  // Spec §5: the digit right after the three-character prefix, also for +421.
  return value[3] !== '0';
}

export interface CandidateInput {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** Spec §5 candidate: only a missing phone is checked here (see docs/decisions/reference-order-validation.md). */
export function validateCandidate(candidate: CandidateInput | null | undefined): string | null {
  if (isMissing(candidate?.name)) return VALIDATION_MESSAGES.nameMissing;
  if (isMissing(candidate?.email)) return VALIDATION_MESSAGES.emailMissing;
  if (isMissing(candidate?.phone)) return VALIDATION_MESSAGES.phoneInvalid;
  return null;
}

export interface ReferencePersonInput {
  name?: string | null;
  relationship?: string | null;
  email?: string | null;
  phone?: string | null;
}

export function validateReferencePerson(reference: ReferencePersonInput | null | undefined): string | null {
  if (isMissing(reference?.name)) return VALIDATION_MESSAGES.nameMissing;
  if (isMissing(reference?.relationship)) return VALIDATION_MESSAGES.relationMissing;
  if (isMissing(reference?.email)) return VALIDATION_MESSAGES.emailMissing;
  if (!isValidPhone(reference?.phone)) return VALIDATION_MESSAGES.phoneInvalid;
  return null;
}
