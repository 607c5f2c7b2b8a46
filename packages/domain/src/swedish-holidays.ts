/**
 * The Swedish calendar's days off (docs/decisions/reference-checks.md): the public holidays of lag
 * (1989:253) om allmänna helgdagar, and the three eves working life treats as holidays (midsommarafton,
 * julafton, nyårsafton; semesterlagen counts them as Sundays). Computed for any year; dates are
 * Stockholm calendar days (month 1-12).
 */

export type SwedishHolidayName =
  | 'nyårsdagen'
  | 'trettondedag jul'
  | 'långfredagen'
  | 'påskdagen'
  | 'annandag påsk'
  | 'första maj'
  | 'kristi himmelsfärdsdag'
  | 'pingstdagen'
  | 'nationaldagen'
  | 'midsommarafton'
  | 'midsommardagen'
  | 'alla helgons dag'
  | 'julafton'
  | 'juldagen'
  | 'annandag jul'
  | 'nyårsafton';

export interface SwedishHoliday {
  name: SwedishHolidayName;
  month: number;
  day: number;
}

/** Easter Sunday of the Gregorian calendar (the anonymous algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SATURDAY = 6;
const SUNDAY = 0;

/** A calendar day as year, month and day (overflowing days and months carried over). */
const calendarDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
  };
};

/** The first `weekday` (0 = Sunday) from the given day of the month on. */
const firstWeekdayFrom = (year: number, month: number, day: number, weekday: number) => {
  const from = calendarDay(year, month, day);
  return calendarDay(year, month, day + ((weekday - from.weekday + 7) % 7));
};

const holidayCache = new Map<number, readonly SwedishHoliday[]>();

/** The year's days off, in calendar order. */
export function swedishHolidays(year: number): readonly SwedishHoliday[] {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const easterTime = Date.UTC(year, easter.month - 1, easter.day);
  const fromEaster = (name: SwedishHolidayName, days: number): SwedishHoliday => {
    const date = new Date(easterTime + days * DAY_MS);
    return { name, month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  };
  const on = (name: SwedishHolidayName, day: { month: number; day: number }): SwedishHoliday => ({
    name,
    month: day.month,
    day: day.day,
  });
  // Midsommardagen is the Saturday of 20–26 June, alla helgons dag the Saturday of 31 October–6 November.
  const midsummer = firstWeekdayFrom(year, 6, 20, SATURDAY);
  const allSaints = firstWeekdayFrom(year, 10, 31, SATURDAY);
  const holidays = [
    on('nyårsdagen', { month: 1, day: 1 }),
    on('trettondedag jul', { month: 1, day: 6 }),
    fromEaster('långfredagen', -2),
    fromEaster('påskdagen', 0),
    fromEaster('annandag påsk', 1),
    on('första maj', { month: 5, day: 1 }),
    fromEaster('kristi himmelsfärdsdag', 39),
    fromEaster('pingstdagen', 49),
    on('nationaldagen', { month: 6, day: 6 }),
    on('midsommarafton', calendarDay(year, midsummer.month, midsummer.day - 1)),
    on('midsommardagen', midsummer),
    on('alla helgons dag', allSaints),
    on('julafton', { month: 12, day: 24 }),
    on('juldagen', { month: 12, day: 25 }),
    on('annandag jul', { month: 12, day: 26 }),
    on('nyårsafton', { month: 12, day: 31 }),
  ].sort((a, b) => a.month - b.month || a.day - b.day);
  holidayCache.set(year, holidays);
  return holidays;
}

/** The day off on the given calendar day, or undefined (days and months may overflow). */
export function swedishHolidayOn(year: number, month: number, day: number): SwedishHoliday | undefined {
  const date = calendarDay(year, month, day);
  return swedishHolidays(date.year).find(
    (holiday) => holiday.month === date.month && holiday.day === date.day,
  );
}

/** A Swedish working day: Monday to Friday and not a day off (days and months may overflow). */
export function isSwedishWorkingDay(year: number, month: number, day: number): boolean {
  const date = calendarDay(year, month, day);
  return (
    date.weekday !== SATURDAY &&
    date.weekday !== SUNDAY &&
    swedishHolidayOn(date.year, date.month, date.day) === undefined
  );
}
