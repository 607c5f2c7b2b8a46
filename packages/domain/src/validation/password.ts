import { BUSINESS_LIMITS, VALIDATION_MESSAGES } from './limits';

const LETTER = /[A-Za-zÅÄÖåäö]/;
const DIGIT = /\d/;
const SPECIAL = /[@$!%*?&]/;
const ALLOWED = /^[A-Za-zÅÄÖåäö\d@$!%*?&]+$/;

export function isValidPassword(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  if (value.length < BUSINESS_LIMITS.PASSWORD_MIN || value.length > BUSINESS_LIMITS.PASSWORD_MAX)
    return false;
  return ALLOWED.test(value) && LETTER.test(value) && DIGIT.test(value) && SPECIAL.test(value);
}

export interface PasswordProblem {
  title: string;
  message?: string;
}

/** The dialog to show for a new password and its repetition, or null when both are fine. */
export function validateNewPassword(
  password: string | null | undefined,
  repeat: string | null | undefined,
): PasswordProblem | null {
  if (!isValidPassword(password)) return { title: VALIDATION_MESSAGES.passwordInvalidTitle };
  if (password !== repeat) {
    return {
      title: VALIDATION_MESSAGES.passwordMismatchTitle,
      message: VALIDATION_MESSAGES.passwordMismatchMessage,
    };
  }
  return null;
}

/** The input allows at most six characters; a code that can be submitted is exactly six digits. */
export function isValidSmsCode(value: string | null | undefined): boolean {
  return typeof value === 'string' && new RegExp(`^\\d{${BUSINESS_LIMITS.SMS_CODE_LENGTH}}$`).test(value);
}
