import { parseInstant, toStockholm } from './stockholm-time';

type Amount = number | string | null | undefined;

const toNumber = (value: Amount): number | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value
    .trim()
    .replace(/[\s\u00a0]/g, '')
    .replace(',', '.');
  if (text === '') return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
};

/**
 * An amount with a space (U+0020) between thousands (spec §5). Whole amounts show no decimals; others
 * are rounded to öre and shown with two decimals after a comma, the Swedish way: 1234.5 → '1 234,50'.
 * A minus sign is a hyphen-minus. Missing or non-numeric input gives ''. (docs/decisions/amount-format.md)
 */
export const formatAmount = (value: Amount): string => {
  const amount = toNumber(value);
  if (amount === null) return '';
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100);
  const ore = cents % 100;
  const sign = amount < 0 && cents !== 0 ? '-' : '';
  const grouped = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return ore === 0 ? `${sign}${grouped}` : `${sign}${grouped},${ore.toString().padStart(2, '0')}`;
};

/**
 * Spec §5: zero, empty or '0' count as missing; so do null, undefined, NaN, text of only spaces and an
 * empty list.
 */
export const isMissing = (value: unknown): boolean => {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return value === 0 || Number.isNaN(value);
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' || trimmed === '0';
  }
  if (Array.isArray(value)) return value.length === 0;
  return false;
};

const pad = (value: number): string => value.toString().padStart(2, '0');

/** A wire timestamp as a Stockholm calendar date, 'YYYY-MM-DD'; '' when missing or unparsable. */
export const formatDate = (value: string | number | Date | null | undefined): string => {
  const instant = parseInstant(value);
  if (!instant) return '';
  const local = toStockholm(instant);
  return `${local.year}-${pad(local.month)}-${pad(local.day)}`;
};

/** A wire timestamp as Stockholm date and time, 'YYYY-MM-DD HH:mm'; '' when missing or unparsable. */
export const formatDateTime = (value: string | number | Date | null | undefined): string => {
  const instant = parseInstant(value);
  if (!instant) return '';
  const local = toStockholm(instant);
  return `${local.year}-${pad(local.month)}-${pad(local.day)} ${pad(local.hour)}:${pad(local.minute)}`;
};
