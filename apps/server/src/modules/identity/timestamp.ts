const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export const TIMESTAMP_MAX_SKEW_MS = 5 * 60 * 1000;

// The client's DateHelper writes `ddd MMM D HH:mm:ss UTC YYYY`; the day is not zero-padded.
const TIMESTAMP_PATTERN = /^([A-Z][a-z]{2}) ([A-Z][a-z]{2}) (\d{1,2}) (\d{2}):(\d{2}):(\d{2}) UTC (\d{4})$/;

/** Parses the client's TIMESTAMP challenge response; null if it is not a real date in that format. */
export const parseClientTimestamp = (value: string): Date | null => {
  const match = TIMESTAMP_PATTERN.exec(value);
  if (!match) return null;
  const [, weekdayName, monthName, day, hours, minutes, seconds, year] = match;
  const month = MONTHS.indexOf(monthName as (typeof MONTHS)[number]);
  const weekday = WEEKDAYS.indexOf(weekdayName as (typeof WEEKDAYS)[number]);
  if (month < 0 || weekday < 0) return null;
  const date = new Date(
    Date.UTC(Number(year), month, Number(day), Number(hours), Number(minutes), Number(seconds)),
  );
  // Date.UTC rolls over out-of-range fields (Feb 30, 25:00); a round trip catches that.
  if (
    date.getUTCFullYear() !== Number(year) ||
    date.getUTCMonth() !== month ||
    date.getUTCDate() !== Number(day) ||
    date.getUTCHours() !== Number(hours) ||
    date.getUTCMinutes() !== Number(minutes) ||
    date.getUTCSeconds() !== Number(seconds) ||
    date.getUTCDay() !== weekday
  ) {
    return null;
  }
  return date;
};

/** Formats a date the way the client does (for tests and fixtures). */
export const formatClientTimestamp = (date: Date): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${WEEKDAYS[date.getUTCDay()]} ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} UTC ${date.getUTCFullYear()}`
  );
};

/** True if the client's TIMESTAMP parses and lies within ±maxSkewMs of now. */
export const isTimestampFresh = (
  value: string,
  now: Date = new Date(),
  maxSkewMs = TIMESTAMP_MAX_SKEW_MS,
) => {
  const date = parseClientTimestamp(value);
  if (!date) return false;
  return Math.abs(date.getTime() - now.getTime()) <= maxSkewMs;
};
