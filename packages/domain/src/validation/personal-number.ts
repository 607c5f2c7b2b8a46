import { toStockholm } from '../stockholm-time';
import { BUSINESS_LIMITS, VALIDATION_MESSAGES } from './limits';

const PERSONAL_NUMBER = /^(\d{4})(\d{2})(\d{2})-(\d{4})$/;

// February is always allowed 29 days (spec §5), so leap years are not checked.
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export function luhnChecksumPasses(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    const fromRight = digits.length - 1 - index;
    let digit = Number(digits[index]);
    if (fromRight % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Spec §5 personal number: YYYYMMDD-NNNN, year 1900 to last year, Luhn over the last ten digits. */
export function validatePersonalNumber(
  value: string | null | undefined,
  now: Date = new Date(),
): typeof VALIDATION_MESSAGES.personalNumberInvalid | null {
  const invalid = VALIDATION_MESSAGES.personalNumberInvalid;
  if (typeof value !== 'string' || value.length !== BUSINESS_LIMITS.PERSONAL_NUMBER_LENGTH) return invalid;
  const match = PERSONAL_NUMBER.exec(value);
  if (!match) return invalid;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const lastYear = toStockholm(now).year - 1;
  if (year < BUSINESS_LIMITS.PERSONAL_NUMBER_MIN_YEAR || year > lastYear) return invalid;
  const daysInMonth = DAYS_IN_MONTH[month - 1];
  if (daysInMonth === undefined || day < 1 || day > daysInMonth) return invalid;
  if (!luhnChecksumPasses(value.slice(2, 8) + value.slice(9))) return invalid;
  return null;
}
