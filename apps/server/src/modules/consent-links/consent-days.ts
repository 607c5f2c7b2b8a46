import { addStockholmDays } from '@granska/domain';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole Stockholm calendar days, then the fraction of a day in hours: the settings allow fractions so
 * a test installation can time consents out in seconds.
 */
export const addConsentDays = (date: Date, days: number): Date => {
  const whole = Math.trunc(days);
  return new Date(addStockholmDays(date, whole).getTime() + (days - whole) * DAY_MS);
};
