import { type Group, type JobScheduleView, SCHEDULE_MESSAGES, type ScheduleRequest } from '@granska/domain';
import type { Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { Caller } from '../../platform/http/caller';
import type { RequestContext } from '../../platform/http/request-context';
import { runCommand } from '../audit';
import { findUserById, groupsOfUser } from '../identity';
import { lockJobRow } from '../jobs';
import { queueEmail } from '../notifications';
import {
  activationTimeOf,
  claimSchedule,
  consentsOfJob,
  findOrderRow,
  insertSchedule,
  type JobScheduleRow,
  pendingSchedulesOfJobs,
  type ScheduleActivation,
  scheduleView,
  transitionJob,
  transitionJobAsCaller,
} from '../orders';
import { assertFinalizable, finalizeReportIn, openForReport, type ReportsDeps } from './reports.service';

/** Scheduled finalizing of a report (spec §7 POST /report/{id}/scheduled-finalize; scheduled-work.md). */

/** Outbox category of the analyst's e-mail when the server could not finalize at the scheduled time. */
export const SCHEDULED_FINALIZE_FAILED_CATEGORY = 'scheduled-finalize-failed';

const waitingFinalize = async (tx: Transaction, jobId: string): Promise<JobScheduleRow | undefined> =>
  (await pendingSchedulesOfJobs(tx, [jobId])).find(
    (schedule) => schedule.scheduleType === 'SCHEDULE_FINALIZED',
  );

const apiKeyOf = async (tx: Transaction, orderId: string) =>
  (await findOrderRow(tx, orderId))?.apiKeyId ?? null;

/**
 * POST /report/{id}/scheduled-finalize: the report is to be finalized at the time, by the server as the
 * caller. The checks of finalizing by hand are made now too (a saved report with a summary, a job the
 * caller may finalize); the job waits in SCHEDULED ('Schemalagd') and its report cannot be changed.
 */
export const scheduleFinalize = (
  deps: ReportsDeps,
  context: RequestContext,
  jobId: string,
  input: ScheduleRequest,
): Promise<JobScheduleView> =>
  runCommand(deps.db, context, async (tx) => {
    const { caller, now } = context;
    const { job, report, opened } = await openForReport(tx, deps, context, jobId);
    const activationTime = activationTimeOf(input, now, SCHEDULE_MESSAGES.invalidFinalizeTime);
    assertFinalizable(deps, report);
    await transitionJobAsCaller(tx, context, job, 'scheduleFinalize', {
      apiKeyId: await apiKeyOf(tx, job.orderId),
    });
    const schedule = await insertSchedule(tx, {
      jobId: job.id,
      orderId: job.orderId,
      scheduleType: 'SCHEDULE_FINALIZED',
      activationTime,
      createdBy: caller.userId,
      actor: {
        userId: caller.userId,
        email: caller.email,
        groups: caller.groups,
        custNo: caller.custNo,
        costCenter: caller.costCenter,
      },
      now,
    });
    return {
      result: scheduleView(schedule),
      audit: [
        opened,
        {
          action: 'report.schedule-finalize',
          entity: 'report',
          entityId: report.id,
          details: { jobId, scheduleId: schedule.id, activationTime: activationTime.toISOString() },
        },
      ],
    };
  });

/**
 * DELETE /report/{id}/scheduled-finalize: withdraws the waiting finalizing; the job returns to the
 * state it was scheduled from. None waiting (or it just ran) is 409.
 */
export const cancelScheduledFinalize = (
  deps: ReportsDeps,
  context: RequestContext,
  jobId: string,
): Promise<JobScheduleView> =>
  runCommand(deps.db, context, async (tx) => {
    const { now } = context;
    const { job, opened } = await openForReport(tx, deps, context, jobId);
    const waiting = await waitingFinalize(tx, job.id);
    const claimed =
      waiting && (await claimSchedule(tx, waiting.id, 'CANCELLED', { now, reason: 'cancelled' }));
    if (!claimed) throw AppError.conflict(SCHEDULE_MESSAGES.finalizeNotScheduled);
    await transitionJobAsCaller(tx, context, job, 'cancelSchedule', {
      apiKeyId: await apiKeyOf(tx, job.orderId),
    });
    return {
      result: scheduleView(claimed),
      audit: [
        opened,
        {
          action: 'report.schedule-finalize.cancel',
          entity: 'job',
          entityId: job.id,
          details: { scheduleId: claimed.id },
        },
      ],
    };
  });

/** The job leaves SCHEDULED for the state it was scheduled from, as the server. */
const resume = async (tx: Transaction, schedule: JobScheduleRow, now: Date) => {
  const job = await lockJobRow(tx, schedule.jobId);
  if (job?.currState !== 'SCHEDULED') return undefined;
  return transitionJob(tx, job, 'cancelSchedule', {
    consentCount: (await consentsOfJob(tx, job.id)).length,
    apiKeyId: await apiKeyOf(tx, job.orderId),
    now,
  });
};

/**
 * SCHEDULE_FINALIZED at its time: the job resumes the state it was scheduled from and the report is
 * finalized exactly as POST /report/final does it, as the analyst who scheduled it (their rights as they
 * are now). A check that fails leaves the job in that state, unfinalized, and tells the analyst by
 * e-mail.
 */
export const scheduledFinalizeActivation = (deps: ReportsDeps): ScheduleActivation => ({
  scheduleType: 'SCHEDULE_FINALIZED',
  contextOf: async (db, schedule, now) => {
    const user = schedule.createdBy ? await findUserById(db, schedule.createdBy) : undefined;
    if (!user?.enabled) throw AppError.forbidden(SCHEDULE_MESSAGES.finalizeFailedSubject);
    const caller: Caller = {
      userId: user.id,
      email: user.email,
      groups: (await groupsOfUser(db, user.id)) as Group[],
      custNo: user.custNo,
      costCenter: user.costCenter,
    };
    return { caller, ip: null, now } satisfies RequestContext;
  },
  activate: async (tx, schedule, context) => {
    if (!(await resume(tx, schedule, context.now))) {
      throw AppError.conflict(SCHEDULE_MESSAGES.finalizeNotScheduled);
    }
    if (!('caller' in context)) throw new Error('a scheduled finalizing acts as its analyst');
    const { audit } = await finalizeReportIn(tx, deps, context, schedule.jobId);
    return [...(Array.isArray(audit) ? audit : [audit])];
  },
  refused: async (tx, schedule, refusal, now) => {
    const resumed = await resume(tx, schedule, now);
    const analyst = schedule.createdBy ? await findUserById(tx, schedule.createdBy) : undefined;
    if (analyst) {
      await queueEmail(tx, deps.crypto, {
        to: analyst.email,
        subject: SCHEDULE_MESSAGES.finalizeFailedSubject,
        text:
          `Rapporten för ärende ${schedule.jobId} kunde inte färdigställas vid den schemalagda tiden ` +
          `(${schedule.activationTime.toISOString()}): ${refusal.message}. Ärendet ligger kvar ofärdigställt ` +
          'och kan färdigställas för hand.',
        category: SCHEDULED_FINALIZE_FAILED_CATEGORY,
      });
    }
    return [
      {
        action: 'report.schedule-finalize.refused',
        entity: 'job',
        entityId: schedule.jobId,
        details: { scheduleId: schedule.id, jobState: resumed?.currState ?? null, reason: refusal.message },
      },
    ];
  },
});
