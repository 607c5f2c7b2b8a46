import Holidays from 'date-holidays';

/**
 * Days off in Sweden (docs/decisions/reference-checks.md): date-holidays' public holidays (lag 1989:253
 * om allmänna helgdagar) and its bank holidays, the eves working life treats as holidays (midsommarafton,
 * julafton, nyårsafton). Its half days and observances (trettondagsafton, annandag pingst since 2005)
 * are working days.
 */
const DAYS_OFF = new Set(['public', 'bank']);
const swedishCalendar = new Holidays('SE');
const daysOffByYear = new Map<number, ReadonlySet<string>>();

const daysOff = (year: number): ReadonlySet<string> => {
  let days = daysOffByYear.get(year);
  if (!days) {
    // `date` is the Stockholm calendar day and time, 'YYYY-MM-DD hh:mm:ss'.
    days = new Set(
      swedishCalendar
        .getHolidays(year)
        .filter((holiday) => DAYS_OFF.has(holiday.type))
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    daysOffByYear.set(year, days);
  }
  return days;
};

/** Monday to Friday and no day off, for a Stockholm calendar day (month 1–12; days past a month's end carry over). */
export function isSwedishWorkingDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !daysOff(date.getUTCFullYear()).has(date.toISOString().slice(0, 10));
}
