import { z } from 'zod';
import { ScheduleType } from '../enums';

/** The shapes of scheduled work (spec §3 schedule), apart from the calls so reports and orders can show them. */

/** Where a schedule is: waiting for its time, done, withdrawn, or refused at its time (the job kept as it was). */
export const ScheduleState = z.enum(['PENDING', 'ACTIVATED', 'CANCELLED', 'FAILED']);
export type ScheduleState = z.infer<typeof ScheduleState>;

/**
 * POST /orders/{id}/scheduled-order and POST /report/{id}/scheduled-finalize: the instant the work is
 * due (ISO 8601 with its offset; the web turns the Stockholm day and time of the schedule dialog into
 * it). Not in the past. Any text is taken here so that a garbled time gets the call's own message.
 */
export const ScheduleRequest = z.object({ activationTime: z.string().max(100) });
export type ScheduleRequest = z.infer<typeof ScheduleRequest>;

/** One job's schedule (spec §3 schedule: scheduleId, activationTime, scheduleType) and its state. */
export const JobScheduleView = z.object({
  scheduleId: z.string(),
  jobId: z.string(),
  scheduleType: ScheduleType,
  activationTime: z.string(),
  state: ScheduleState,
});
export type JobScheduleView = z.infer<typeof JobScheduleView>;

/** GET /orders/{id}/scheduled-order: the order's waiting schedule, one per job, all at one time. */
export const ScheduledOrderView = z.object({
  orderId: z.string(),
  activationTime: z.string(),
  schedules: z.array(JobScheduleView),
});
export type ScheduledOrderView = z.infer<typeof ScheduledOrderView>;
