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

/**
 * One e-mail address, as every person and recipient field takes it (docs/decisions/email-validation.md):
 * a local part and a domain of at least two dot-separated labels, no spaces, quotes, brackets, commas or
 * semicolons (so a list of addresses is refused), at most 254 characters. Callers trim first.
 */
const EMAIL_PATTERN = /^[^\s@"<>()[\]\\,;:]+@[^\s@"'<>()[\]\\,;:.]+(\.[^\s@"'<>()[\]\\,;:.]+)+$/;

export function isValidEmail(value: string | null | undefined): boolean {
  if (typeof value !== 'string' || value.length > BUSINESS_LIMITS.EMAIL_MAX_LENGTH) return false;
  if (!EMAIL_PATTERN.test(value)) return false;
  const [local = ''] = value.split('@');
  return !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}

/** A given (non-blank) e-mail that is malformed: 'Ogiltig e-postadress'; blank or valid: null. */
export function emailFormatRefusal(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' || isValidEmail(trimmed) ? null : VALIDATION_MESSAGES.emailInvalid;
}

export interface CandidateInput {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** Spec §5 candidate, plus our e-mail format rule: only a missing phone is checked here (see docs/decisions/reference-order-validation.md). */
export function validateCandidate(candidate: CandidateInput | null | undefined): string | null {
  if (isMissing(candidate?.name)) return VALIDATION_MESSAGES.nameMissing;
  if (isMissing(candidate?.email)) return VALIDATION_MESSAGES.emailMissing;
  if (emailFormatRefusal(candidate?.email)) return VALIDATION_MESSAGES.emailInvalid;
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
  if (emailFormatRefusal(reference?.email)) return VALIDATION_MESSAGES.emailInvalid;
  if (!isValidPhone(reference?.phone)) return VALIDATION_MESSAGES.phoneInvalid;
  return null;
}
