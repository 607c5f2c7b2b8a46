import { describe, expect, it } from 'vitest';
import { isSwedishWorkingDay } from './swedish-working-days';

describe('a Swedish working day', () => {
  it('is no public holiday nor one of the three eves off, as the 2026 almanac has them', () => {
    const daysOff2026: [number, number][] = [
      [1, 1],
      [1, 6],
      [4, 3],
      [4, 6],
      [5, 1],
      [5, 14],
      [6, 19], // midsommarafton, a Friday
      [12, 24],
      [12, 25],
      [12, 31],
    ];
    for (const [month, day] of daysOff2026)
      expect(isSwedishWorkingDay(2026, month, day), `${month}-${day}`).toBe(false);
  });

  it('is any other Monday to Friday, eves that are working days included', () => {
    expect(isSwedishWorkingDay(2026, 6, 18)).toBe(true); // the Thursday before midsummer
    expect(isSwedishWorkingDay(2026, 6, 22)).toBe(true);
    expect(isSwedishWorkingDay(2026, 1, 5)).toBe(true); // trettondagsafton
    expect(isSwedishWorkingDay(2026, 5, 25)).toBe(true); // annandag pingst, no holiday since 2005
    expect(isSwedishWorkingDay(2026, 12, 28)).toBe(true);
    expect(isSwedishWorkingDay(2026, 3, 7)).toBe(false); // a Saturday
  });

  it('moves with Easter and midsummer from year to year, and carries days past a month over', () => {
    expect(isSwedishWorkingDay(2025, 4, 18)).toBe(false); // långfredagen 2025
    expect(isSwedishWorkingDay(2025, 5, 29)).toBe(false); // Kristi himmelsfärdsdag 2025
    expect(isSwedishWorkingDay(2025, 6, 20)).toBe(false); // midsommarafton 2025
    expect(isSwedishWorkingDay(2025, 6, 19)).toBe(true);
    expect(isSwedishWorkingDay(2026, 12, 32)).toBe(false); // 32 December is New Year's Day
    expect(isSwedishWorkingDay(2027, 1, 4)).toBe(true);
  });
});
