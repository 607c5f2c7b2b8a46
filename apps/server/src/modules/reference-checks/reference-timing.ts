import { fromStockholm, toStockholm } from '@granska/domain';
import type { Config } from '../../platform/config';
import { isSwedishWorkingDay } from '../../platform/swedish-working-days';

/**
 * When the candidate and the referees are reminded and when an order's step times out
 * (docs/decisions/reference-check-links.md). Pure: every function takes the time it works from.
 */

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Office hours (spec issue 13): weekdays 08–17, Stockholm time, on Swedish working days (public holidays
 * and midsommarafton, julafton and nyårsafton are days off: `platform/swedish-working-days.ts`).
 */
export const OFFICE_HOURS = { start: 8, end: 17 } as const;

/** At most this many automatic reminders per link (the orderer may still remind by hand). */
export const MAX_REMINDERS = 2;

/**
 * A link used this recently is not reminded yet: a reminder replaces the link's key, which would stop
 * the page a candidate or referee has open. The reminder waits until the link has been still this long
 * (an hour, or the reminder interval when that is shorter: a test installation).
 */
export const QUIET_BEFORE_REMINDER_MS = HOUR_MS;
const quietMs = (timing: ReferenceTiming) =>
  Math.min(QUIET_BEFORE_REMINDER_MS, timing.reminderHours * HOUR_MS);

export interface ReferenceTiming {
  /** REFERENCE_TIMEOUT_DAYS: how long each step (nominating, answering) may take. */
  timeoutDays: number;
  /** REFERENCE_REMINDER_HOURS: from the link's sending (or the last reminder) to the next; 0: none. */
  reminderHours: number;
  /** REFERENCE_REMINDER_OFFICE_HOURS. */
  officeHoursOnly: boolean;
}

export const timingOf = (
  config: Pick<Config, 'referenceTimeoutDays' | 'referenceReminderHours' | 'referenceReminderOfficeHours'>,
): ReferenceTiming => ({
  timeoutDays: config.referenceTimeoutDays,
  reminderHours: config.referenceReminderHours,
  officeHoursOnly: config.referenceReminderOfficeHours,
});

/** The Stockholm day `offset` days after `local`'s is a working day. */
const isOfficeDay = (local: { year: number; month: number; day: number }, offset = 0) =>
  isSwedishWorkingDay(local.year, local.month, local.day + offset);

export const isOfficeHours = (at: Date): boolean => {
  const local = toStockholm(at);
  return isOfficeDay(local) && local.hour >= OFFICE_HOURS.start && local.hour < OFFICE_HOURS.end;
};

/** `at` itself during office hours, else the start of the next office day (08:00 Stockholm). */
export const nextOfficeHour = (at: Date): Date => {
  if (isOfficeHours(at)) return at;
  const local = toStockholm(at);
  // Before 08 on a working day: that same morning; otherwise from the next day on.
  let offset = isOfficeDay(local) && local.hour < OFFICE_HOURS.start ? 0 : 1;
  while (!isOfficeDay(local, offset)) offset += 1;
  return fromStockholm(local.year, local.month, local.day + offset, OFFICE_HOURS.start);
};

/** When a link sent (or reminded) at `from` is next reminded, or null when reminders are off. */
export const reminderTimeAfter = (from: Date, timing: ReferenceTiming): Date | null => {
  if (timing.reminderHours <= 0) return null;
  const due = new Date(from.getTime() + timing.reminderHours * HOUR_MS);
  return timing.officeHoursOnly ? nextOfficeHour(due) : due;
};

/** The end of a step that starts at `from` (REFERENCE_TIMEOUT_DAYS later, fractions allowed). */
export const deadlineAfter = (from: Date, timing: ReferenceTiming): Date =>
  new Date(from.getTime() + timing.timeoutDays * DAY_MS);

export type ReminderStep =
  | { kind: 'remind'; last: boolean }
  | { kind: 'postpone'; until: Date }
  | { kind: 'stop' }
  | { kind: 'wait' };

/**
 * What the sweep does with a link whose reminder time has come: remind (and whether it is the last),
 * postpone (the link was used within the last hour, or it is outside office hours), or stop reminding
 * (the maximum reached, or reminders turned off).
 */
export const reminderStep = (
  link: { remindersSent: number; nextReminderAt: Date | null; lastActivity: Date },
  now: Date,
  timing: ReferenceTiming,
): ReminderStep => {
  if (link.nextReminderAt === null || link.nextReminderAt > now) return { kind: 'wait' };
  if (link.remindersSent >= MAX_REMINDERS || timing.reminderHours <= 0) return { kind: 'stop' };
  if (timing.officeHoursOnly && !isOfficeHours(now)) return { kind: 'postpone', until: nextOfficeHour(now) };
  const quietSince = link.lastActivity.getTime() + quietMs(timing);
  if (quietSince > now.getTime()) {
    const until = new Date(quietSince);
    return { kind: 'postpone', until: timing.officeHoursOnly ? nextOfficeHour(until) : until };
  }
  return { kind: 'remind', last: link.remindersSent + 1 >= MAX_REMINDERS };
};
