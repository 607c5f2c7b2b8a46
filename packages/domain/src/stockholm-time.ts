/** Wall-clock arithmetic in Europe/Stockholm, daylight saving included, on plain `Date` instants. */

export const STOCKHOLM_TIME_ZONE = 'Europe/Stockholm';

export interface StockholmDateTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
}

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: STOCKHOLM_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

export function toStockholm(date: Date): StockholmDateTime {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const year = parts.year ?? Number.NaN;
  const month = parts.month ?? Number.NaN;
  const day = parts.day ?? Number.NaN;
  return {
    year,
    month,
    day,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    millisecond: date.getUTCMilliseconds(),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

function offsetMs(instant: number): number {
  const local = toStockholm(new Date(instant));
  const asUtc = Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour,
    local.minute,
    local.second,
    local.millisecond,
  );
  return asUtc - instant;
}

/**
 * The instant of a Stockholm wall-clock time. Day and month may overflow (day 32 is the 1st of the next
 * month). A time skipped by the spring-forward change resolves to the instant one hour later.
 */
export function fromStockholm(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  millisecond = 0,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  const guess = wall - offsetMs(wall);
  const corrected = wall - offsetMs(guess);
  return new Date(offsetMs(corrected) === offsetMs(guess) ? corrected : Math.max(guess, corrected));
}

/** Same Stockholm wall-clock time, `days` calendar days later (negative for earlier). */
export function addStockholmDays(date: Date, days: number): Date {
  const local = toStockholm(date);
  return fromStockholm(
    local.year,
    local.month,
    local.day + days,
    local.hour,
    local.minute,
    local.second,
    local.millisecond,
  );
}

/**
 * Same Stockholm wall-clock time, `months` calendar months later; a day the month lacks becomes its last
 * day (31 January + 1 month = 28 or 29 February).
 */
export function addStockholmMonths(date: Date, months: number): Date {
  const local = toStockholm(date);
  const lastDay = new Date(Date.UTC(local.year, local.month - 1 + months + 1, 0)).getUTCDate();
  return fromStockholm(
    local.year,
    local.month + months,
    Math.min(local.day, lastDay),
    local.hour,
    local.minute,
    local.second,
    local.millisecond,
  );
}

/** The given Stockholm day at hh:mm. */
export function atStockholmTime(date: Date, hour: number, minute = 0): Date {
  const local = toStockholm(date);
  return fromStockholm(local.year, local.month, local.day, hour, minute);
}

export function stockholmWeekday(date: Date): number {
  return toStockholm(date).weekday;
}

export function isStockholmWeekend(date: Date): boolean {
  const weekday = stockholmWeekday(date);
  return weekday === 0 || weekday === 6;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Parses a wire timestamp. A bare calendar date (YYYY-MM-DD) is a Stockholm day and gets `dateOnlyHour`
 * as its time of day; anything else goes through `Date`. Returns null for missing or unparsable values.
 */
export function parseInstant(
  value: string | number | Date | null | undefined,
  dateOnlyHour = 0,
): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value.trim());
    if (match) return fromStockholm(Number(match[1]), Number(match[2]), Number(match[3]), dateOnlyHour);
  }
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}
