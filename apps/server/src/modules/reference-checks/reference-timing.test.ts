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
