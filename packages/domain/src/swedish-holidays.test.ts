import { describe, expect, it } from 'vitest';
import { easterSunday, isSwedishWorkingDay, swedishHolidayOn, swedishHolidays } from './swedish-holidays';

const asDates = (year: number) =>
  swedishHolidays(year).map(
    ({ name, month, day }) => `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')} ${name}`,
  );

describe('the Swedish days off', () => {
  it('are the public holidays and the three eves, for 2026 as the almanac has them', () => {
    expect(asDates(2026)).toEqual([
      '01-01 nyårsdagen',
      '01-06 trettondedag jul',
      '04-03 långfredagen',
      '04-05 påskdagen',
      '04-06 annandag påsk',
      '05-01 första maj',
      '05-14 kristi himmelsfärdsdag',
      '05-24 pingstdagen',
      '06-06 nationaldagen',
      '06-19 midsommarafton',
      '06-20 midsommardagen',
      '10-31 alla helgons dag',
      '12-24 julafton',
      '12-25 juldagen',
      '12-26 annandag jul',
      '12-31 nyårsafton',
    ]);
  });

  it('move with Easter and with the Saturdays of midsummer and All Saints', () => {
    expect(easterSunday(2008)).toEqual({ month: 3, day: 23 });
    expect(easterSunday(2024)).toEqual({ month: 3, day: 31 });
    expect(easterSunday(2025)).toEqual({ month: 4, day: 20 });
    expect(easterSunday(2038)).toEqual({ month: 4, day: 25 });
    expect(swedishHolidayOn(2025, 5, 29)?.name).toBe('kristi himmelsfärdsdag');
    expect(swedishHolidayOn(2025, 6, 20)?.name).toBe('midsommarafton');
    expect(swedishHolidayOn(2025, 11, 1)?.name).toBe('alla helgons dag');
    expect(swedishHolidayOn(2025, 6, 19)).toBeUndefined();
  });

  it('leave working days Monday to Friday that are not one of them', () => {
    expect(isSwedishWorkingDay(2026, 6, 18)).toBe(true); // Thursday before midsummer
    expect(isSwedishWorkingDay(2026, 6, 19)).toBe(false); // midsommarafton, a Friday
    expect(isSwedishWorkingDay(2026, 6, 22)).toBe(true);
    expect(isSwedishWorkingDay(2026, 12, 24)).toBe(false);
    expect(isSwedishWorkingDay(2026, 12, 25)).toBe(false);
    expect(isSwedishWorkingDay(2026, 12, 28)).toBe(true);
    expect(isSwedishWorkingDay(2026, 3, 7)).toBe(false); // a Saturday
    // Days past the month's end carry over: 32 December is New Year's Day.
    expect(isSwedishWorkingDay(2026, 12, 32)).toBe(false);
    expect(isSwedishWorkingDay(2027, 1, 4)).toBe(true);
  });
});
