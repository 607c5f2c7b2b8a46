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

/** The Luhn check digit that completes a personal number's nine digits after the century (YYMMDDNNN). */
export function luhnCheckDigit(nineDigits: string): number {
  const sum = [...nineDigits].reduce((total, digit, index) => {
    const value = Number(digit) * (index % 2 === 0 ? 2 : 1);
    return total + Math.floor(value / 10) + (value % 10);
  }, 0);
  return (10 - (sum % 10)) % 10;
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

/**
 * What people type as a personal number, in spec §5's 13-character form YYYYMMDD-NNNN: 12 digits with
 * or without a space or dash before the last four (`199001012385`, `19900101 2385`), or 10 digits
 * (YYMMDD-NNNN, `+` for someone 100 or older) with the century of the latest birth date not after
 * `now`. Anything else is returned trimmed, for validatePersonalNumber to refuse.
 */
export function normalizePersonalNumber(value: string, now: Date = new Date()): string {
  const text = value.trim();
  const full = /^(\d{8})[\s-]?(\d{4})$/.exec(text);
  if (full) return `${full[1]}-${full[2]}`;
  const short = /^(\d{2})(\d{4})\s*([-+])?\s*(\d{4})$/.exec(text);
  if (!short) return text;
  const [, yy = '', monthDay = '', separator, last = ''] = short;
  const today = toStockholm(now);
  const todayKey = `${today.year}${String(today.month).padStart(2, '0')}${String(today.day).padStart(2, '0')}`;
  let year = Math.floor(today.year / 100) * 100 + Number(yy);
  if (`${year}${monthDay}` > todayKey) year -= 100;
  if (separator === '+') year -= 100;
  return `${year}${monthDay}-${last}`;
}
