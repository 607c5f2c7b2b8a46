import { fromStockholm } from '@granska/domain';
import { describe, expect, it } from 'vitest';
import {
  deadlineAfter,
  isOfficeHours,
  nextOfficeHour,
  type ReferenceTiming,
  reminderStep,
  reminderTimeAfter,
} from './reference-timing';

const timing: ReferenceTiming = { timeoutDays: 7, reminderHours: 24, officeHoursOnly: true };
// 2026-03-02 is a Monday; 2026-03-27/30 around the spring change (29 March).
const at = (day: number, hour: number, minute = 0, month = 3) =>
  fromStockholm(2026, month, day, hour, minute);

describe('office hours (weekdays 08–17 Stockholm time)', () => {
  it('are weekdays from 08:00 up to 17:00', () => {
    expect(isOfficeHours(at(2, 8))).toBe(true);
    expect(isOfficeHours(at(2, 16, 59))).toBe(true);
    expect(isOfficeHours(at(2, 17))).toBe(false);
    expect(isOfficeHours(at(2, 7, 59))).toBe(false);
    expect(isOfficeHours(at(7, 10))).toBe(false); // Saturday
    expect(isOfficeHours(at(8, 10))).toBe(false); // Sunday
  });

  it('move a time outside them to the next office morning', () => {
    expect(nextOfficeHour(at(2, 10))).toEqual(at(2, 10));
    expect(nextOfficeHour(at(3, 6))).toEqual(at(3, 8));
    expect(nextOfficeHour(at(3, 17, 30))).toEqual(at(4, 8));
    expect(nextOfficeHour(at(6, 18))).toEqual(at(9, 8)); // Friday evening → Monday
    expect(nextOfficeHour(at(7, 12))).toEqual(at(9, 8));
    expect(nextOfficeHour(at(8, 23))).toEqual(at(9, 8));
    // Over the change to summer time Monday 08:00 is still 08:00 in Stockholm (06:00 UTC).
    expect(nextOfficeHour(at(28, 12)).toISOString()).toBe('2026-03-30T06:00:00.000Z');
  });
});

describe('office days (Swedish public holidays and the great eves are days off)', () => {
  it('are not office hours on a holiday that falls on a weekday', () => {
    expect(isOfficeHours(at(19, 10, 0, 6))).toBe(false); // midsommarafton, Friday 19 June 2026
    expect(isOfficeHours(at(24, 10, 0, 12))).toBe(false); // julafton, Thursday
    expect(isOfficeHours(at(25, 10, 0, 12))).toBe(false); // juldagen, Friday
    expect(isOfficeHours(at(18, 10, 0, 6))).toBe(true);
  });

  it('move a reminder due on a holiday to the next working day 08:00', () => {
    expect(nextOfficeHour(at(19, 10, 0, 6))).toEqual(at(22, 8, 0, 6)); // midsommarafton → Monday
    expect(nextOfficeHour(at(18, 17, 30, 6))).toEqual(at(22, 8, 0, 6)); // the evening before
    expect(nextOfficeHour(at(25, 10, 0, 12))).toEqual(at(28, 8, 0, 12)); // juldagen → Monday
    expect(nextOfficeHour(at(23, 18, 0, 12))).toEqual(at(28, 8, 0, 12));
    // Easter 2026: långfredagen 3 April to annandag påsk 6 April, back on Tuesday.
    expect(nextOfficeHour(at(2, 17, 0, 4))).toEqual(at(7, 8, 0, 4));
    // Nyårsafton and nyårsdagen, then the weekend: Monday 4 January 2027.
    expect(nextOfficeHour(at(30, 17, 0, 12))).toEqual(fromStockholm(2027, 1, 4, 8));
  });

  it('hold a reminder due on juldagen until the next working morning', () => {
    const due = { remindersSent: 0, nextReminderAt: at(24, 9, 0, 12), lastActivity: at(23, 9, 0, 12) };
    expect(reminderTimeAfter(at(24, 10, 0, 12), timing)).toEqual(at(28, 8, 0, 12));
    expect(reminderStep(due, at(25, 10, 0, 12), timing)).toEqual({
      kind: 'postpone',
      until: at(28, 8, 0, 12),
    });
  });
});

describe('reminder times', () => {
  it('come REFERENCE_REMINDER_HOURS after the link, moved into office hours', () => {
    expect(reminderTimeAfter(at(2, 10), timing)).toEqual(at(3, 10));
    expect(reminderTimeAfter(at(5, 18), timing)).toEqual(at(9, 8)); // Friday 18:00 → Monday
    expect(reminderTimeAfter(at(5, 18), { ...timing, officeHoursOnly: false })).toEqual(at(6, 18));
    expect(reminderTimeAfter(at(2, 10), { ...timing, reminderHours: 0 })).toBeNull();
  });

  it('deadlines come REFERENCE_TIMEOUT_DAYS later, fractions allowed', () => {
    expect(deadlineAfter(at(2, 10), timing)).toEqual(at(9, 10));
    expect(deadlineAfter(at(2, 10), { ...timing, timeoutDays: 0.5 })).toEqual(at(2, 22));
  });
});

describe('reminderStep', () => {
  const link = { remindersSent: 0, nextReminderAt: at(3, 10), lastActivity: at(2, 10) };

  it('reminds when due, twice at most, the second being the last', () => {
    expect(reminderStep(link, at(3, 9), timing)).toEqual({ kind: 'wait' });
    expect(reminderStep(link, at(3, 10), timing)).toEqual({ kind: 'remind', last: false });
    expect(reminderStep({ ...link, remindersSent: 1 }, at(3, 10), timing)).toEqual({
      kind: 'remind',
      last: true,
    });
    expect(reminderStep({ ...link, remindersSent: 2 }, at(3, 10), timing)).toEqual({ kind: 'stop' });
  });

  it('never reminds outside office hours', () => {
    expect(reminderStep(link, at(3, 20), timing)).toEqual({ kind: 'postpone', until: at(4, 8) });
    expect(reminderStep(link, at(7, 11), timing)).toEqual({ kind: 'postpone', until: at(9, 8) });
    expect(reminderStep(link, at(3, 20), { ...timing, officeHoursOnly: false })).toEqual({
      kind: 'remind',
      last: false,
    });
  });

  it('waits while the link is in use (a reminder would replace its key)', () => {
    expect(reminderStep({ ...link, lastActivity: at(3, 9, 30) }, at(3, 10), timing)).toEqual({
      kind: 'postpone',
      until: at(3, 10, 30),
    });
  });
});
