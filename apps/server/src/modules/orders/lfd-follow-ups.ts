import { randomUUID } from 'node:crypto';
import {
  addStockholmMonths,
  atStockholmTime,
  LFD_MESSAGES,
  LFD_SERVICES,
  type LfdDetailsView,
  type LfdFollowUpApprovalRequest,
  ORDER_MESSAGES,
  type OrderView,
} from '@granska/domain';
import type { Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { enqueueJob } from '../../platform/scheduler/scheduler.repository';
import { type CommandAudit, runCommand } from '../audit';
import { type CustomerRow, findCustomerById } from '../customers';
import { queueEmail } from '../notifications';
import {
  claimSchedule,
  insertSchedule,
  pendingSchedulesOfJobs,
  type ScheduleActivation,
} from './job-schedules';
import { transitionJob } from './job-transitions';
import { lfdFollowUpCancelledEmail } from './lfd-messages';
import { decryptPerson, toOrderViews } from './order-views';
import { maySeeOrderOfAnyArea } from './orders.policy';
import {
  findJobRow,
  followUpJobOf,
  insertJob,
  insertOrder,
  jobsOfOrders,
  lockOrderRow,
  setLfdDetails,
  updateOrderRow,
} from './orders.repository';
import type { BkJobRow, BkOrderRow, JobScheduleRow } from './orders.schema';
import { type OrdersDeps, orderingCustomer, personColumns } from './orders.service';
import { startScheduledJob } from './scheduled-orders';

/**
 * LFD follow-ups (spec §1 LFD prescreen and follow-up, §3 lfdConfig and lfdDetails; docs/decisions/lfd.md):
 * each approved LFD report schedules the person's next check, which starts only if the customer approves
 * it before its time.
 */

/** The scheduled work that schedules the follow-up of an approved LFD report. */
export const SCHEDULE_LFD_FOLLOW_UP = 'orders.lfd.schedule-follow-up';

export interface LfdFollowUpDeps extends OrdersDeps {
  /** LFD_FOLLOW_UP_MONTH_DAYS: unset, the interval counts calendar months. */
  followUpMonthDays?: number;
}

const DAY_MS = 24 * 60 * 60_000;
/** A follow-up starts in the morning, so that its consent request reaches the person by day. */
const FOLLOW_UP_HOUR = 8;

const isLfdJob = (job: BkJobRow) => (LFD_SERVICES as readonly string[]).includes(job.service);

/** When the follow-up of a report approved at `approvedAt` starts: `months` of the customer's interval later. */
export const followUpActivationTime = (approvedAt: Date, months: number, monthDays?: number): Date =>
  monthDays
    ? new Date(approvedAt.getTime() + Math.round(months * monthDays * DAY_MS))
    : atStockholmTime(addStockholmMonths(approvedAt, months), FOLLOW_UP_HOUR);

/**
 * The jobStateChanged reaction: an LFD job whose report was approved gets its follow-up scheduled by
 * scheduled work (which has the keys to copy the person), committed with the approval.
 */
export const requestLfdFollowUp = async (tx: Transaction, job: BkJobRow): Promise<void> => {
  if (isLfdJob(job)) await enqueueJob(tx, { kind: SCHEDULE_LFD_FOLLOW_UP, payload: { jobId: job.id } });
};

const lastApproval = (job: BkJobRow): Date | null => {
  const entry = job.jobStateLog.findLast((item) => item.state === 'APPROVED');
  return entry?.time ? new Date(entry.time) : null;
};

/**
 * Schedules the follow-up of the approved LFD job `jobId`: a new order of the same customer, orderer and
 * recipients with one LFD_FOLLOWUP job of the same person in SCHEDULED, with a SCHEDULE_FOLLOW_UP
 * schedule `followUpLfdInterval` after the approval. What it checks is the customer's lfdConfig now;
 * it is approved from the start when the customer's `followUpLfdStandard` is set, else it waits for
 * LfdApproveFollowUp. Nothing when the customer has no interval or no LFD, and nothing a second time
 * (a unique index holds one follow-up per order).
 */
export const scheduleLfdFollowUp = (
  deps: LfdFollowUpDeps,
  jobId: string,
  now: Date,
): Promise<'scheduled' | 'none'> =>
  runCommand(deps.db, { system: true, now }, async (tx) => {
    const none = { result: 'none' as const, audit: [] };
    const parentJob = await findJobRow(tx, jobId);
    const approvedAt = parentJob && isLfdJob(parentJob) ? lastApproval(parentJob) : null;
    const parentOrder = parentJob && approvedAt ? await lockOrderRow(tx, parentJob.orderId) : undefined;
    if (!parentJob || !approvedAt || !parentOrder || (await followUpJobOf(tx, parentOrder.id))) return none;
    const customer = await findCustomerById(tx, parentOrder.customerId);
    const lfdConfig = customer?.data.lfdConfig ?? {};
    const interval = lfdConfig.followUpLfdInterval ?? 0;
    if (!customer?.data.access.includes('LFD') || !(interval > 0)) return none;

    const activationTime = followUpActivationTime(approvedAt, interval, deps.followUpMonthDays);
    const checkpoints = [...new Set(lfdConfig.followUpLfdCheckPoints ?? [])];
    const order = await insertOrder(tx, {
      service: 'LFD_FOLLOWUP',
      customerId: customer.id,
      custNo: customer.custNo,
      ordererUserId: parentOrder.ordererUserId,
      apiKeyId: null,
      recipients: parentOrder.recipients,
      ordered: false,
      orderInstruction: null,
      invoiceCompany: parentOrder.invoiceCompany,
      costCenter: parentOrder.costCenter,
      created: now,
      modified: now,
    });
    const id = randomUUID();
    const details: LfdDetailsView = {
      parentOrderId: parentOrder.id,
      sequenceNumber: (parentJob.lfdDetails?.sequenceNumber ?? 1) + 1,
      followUp: true,
      followUpLfdCheckPoints: checkpoints,
      followUpApproved: lfdConfig.followUpLfdStandard === true,
      ScheduleID: null,
      activationTime: activationTime.toISOString(),
    };
    const created = await insertJob(tx, {
      id,
      orderId: order.id,
      customerId: customer.id,
      service: 'LFD_FOLLOWUP',
      currState: 'CREATED',
      prevState: null,
      jobStateLog: [{ time: now.toISOString(), state: 'CREATED' }],
      ...personColumns(deps.crypto, id, decryptPerson(deps.crypto, parentJob)),
      position: parentJob.position,
      description: parentJob.description,
      gender: parentJob.gender,
      ageGroup: parentJob.ageGroup,
      screeningCheckpoints: checkpoints.map((checkpoint) => ({ checkpoint, checked: true })),
      criminalRecord: lfdConfig.enableCriminalRecord === true,
      lfdDetails: details,
      created: now,
    });
    await transitionJob(tx, created, 'scheduleFollowUp', { consentCount: 0, apiKeyId: null, now });
    const schedule = await insertSchedule(tx, {
      jobId: id,
      orderId: order.id,
      scheduleType: 'SCHEDULE_FOLLOW_UP',
      activationTime,
      createdBy: null,
      now,
    });
    await setLfdDetails(tx, id, { ...details, ScheduleID: schedule.id });
    return {
      result: 'scheduled' as const,
      audit: {
        action: 'order.followUp.schedule',
        entity: 'order',
        entityId: order.id,
        details: {
          customerId: customer.id,
          parentOrderId: parentOrder.id,
          jobIds: [id],
          scheduleId: schedule.id,
          activationTime: activationTime.toISOString(),
          approved: details.followUpApproved,
        },
      },
    };
  });

/** Scheduled work: schedules the follow-up the reaction asked for (idempotent). */
export const scheduleLfdFollowUpJob = (deps: LfdFollowUpDeps, now: () => Date = () => new Date()) => ({
  kind: SCHEDULE_LFD_FOLLOW_UP,
  handle: async (payload: Record<string, unknown>) => {
    if (typeof payload.jobId !== 'string') return;
    await scheduleLfdFollowUp(deps, payload.jobId, now());
  },
});

interface ScheduledFollowUp {
  customer: CustomerRow;
  order: BkOrderRow;
  job: BkJobRow;
  schedule: JobScheduleRow;
}

/**
 * The waiting follow-up `orderId` locked for the caller: an LFD follow-up order the caller sees (404
 * otherwise, as every LFD call) whose job waits in SCHEDULED for its SCHEDULE_FOLLOW_UP (409 otherwise).
 */
const lockScheduledFollowUp = async (
  tx: Transaction,
  context: RequestContext,
  orderId: string,
): Promise<ScheduledFollowUp> => {
  const customer = await orderingCustomer(tx, context.caller, 'lfd');
  const order = await lockOrderRow(tx, orderId);
  const { jobs } = order ? await jobsOfOrders(tx, [order.id]) : { jobs: [] };
  const [job] = jobs;
  if (
    !order ||
    !job ||
    order.service !== 'LFD_FOLLOWUP' ||
    !maySeeOrderOfAnyArea(
      context.caller,
      customer.id,
      order,
      jobs.map((each) => each.currState),
    )
  ) {
    throw AppError.notFound(ORDER_MESSAGES.notFound);
  }
  const schedule = (await pendingSchedulesOfJobs(tx, [job.id])).find(
    (each) => each.scheduleType === 'SCHEDULE_FOLLOW_UP',
  );
  if (job.currState !== 'SCHEDULED' || !schedule) throw AppError.conflict(LFD_MESSAGES.notScheduledFollowUp);
  return { customer, order, job, schedule };
};

const followUpAudit = (action: string, followUp: ScheduledFollowUp, extra: Record<string, unknown> = {}) =>
  ({
    action,
    entity: 'order',
    entityId: followUp.order.id,
    details: {
      customerId: followUp.customer.id,
      jobIds: [followUp.job.id],
      scheduleId: followUp.schedule.id,
      ...extra,
    },
  }) satisfies CommandAudit;

const orderViewOf = async (tx: Transaction, deps: Pick<OrdersDeps, 'crypto'>, order: BkOrderRow, now: Date) =>
  (await toOrderViews(tx, deps.crypto, [order], now))[0] as OrderView;

/**
 * PUT /order/lfd/{id}/follow-up-approval (LfdApproveFollowUp): Godkänn lets the waiting follow-up start at
 * its time; Neka takes that back (it is then archived at its time instead of starting).
 */
export const approveLfdFollowUp = (
  deps: Pick<OrdersDeps, 'db' | 'crypto'>,
  context: RequestContext,
  orderId: string,
  input: LfdFollowUpApprovalRequest,
): Promise<OrderView> =>
  runCommand(deps.db, context, async (tx) => {
    const followUp = await lockScheduledFollowUp(tx, context, orderId);
    const details = followUp.job.lfdDetails;
    if (!details) throw AppError.conflict(LFD_MESSAGES.notScheduledFollowUp);
    await setLfdDetails(tx, followUp.job.id, { ...details, followUpApproved: input.approved });
    await updateOrderRow(tx, followUp.order.id, { modified: context.now });
    return {
      result: await orderViewOf(tx, deps, followUp.order, context.now),
      audit: followUpAudit(input.approved ? 'order.followUp.approve' : 'order.followUp.deny', followUp),
    };
  });

/**
 * DELETE /order/lfd/{id}/follow-up (LfdCancelActivation, 'Radera schemaläggning'): the waiting follow-up
 * will not run. Its schedule is cancelled, the job archived, and the person told by e-mail.
 */
export const cancelLfdFollowUp = (
  deps: Pick<OrdersDeps, 'db' | 'crypto'>,
  context: RequestContext,
  orderId: string,
): Promise<OrderView> =>
  runCommand(deps.db, context, async (tx) => {
    const { now } = context;
    const followUp = await lockScheduledFollowUp(tx, context, orderId);
    const claimed = await claimSchedule(tx, followUp.schedule.id, 'CANCELLED', { now, reason: 'cancelled' });
    if (!claimed) throw AppError.conflict(LFD_MESSAGES.notScheduledFollowUp);
    await transitionJob(tx, followUp.job, 'archive', { consentCount: 0, apiKeyId: null, now });
    const person = decryptPerson(deps.crypto, followUp.job);
    await queueEmail(tx, deps.crypto, {
      to: person.email,
      ...lfdFollowUpCancelledEmail(followUp.customer.custName),
    });
    await updateOrderRow(tx, followUp.order.id, { modified: now });
    return {
      result: await orderViewOf(tx, deps, followUp.order, now),
      audit: followUpAudit('order.followUp.cancel', followUp),
    };
  });

/**
 * SCHEDULE_FOLLOW_UP at its time: an approved follow-up starts as a sent order's job does (JobStart
 * consent, PENDING_CONSENT, the consent link by e-mail and SMS, all dated now) and then goes to the staff
 * queues like the prescreen. One not approved by then, or of a customer that lost LFD, is refused and
 * archived with a SCHEDULE_ARCHIVED record: it never runs late.
 */
export const lfdFollowUpActivation = (deps: OrdersDeps): ScheduleActivation => ({
  scheduleType: 'SCHEDULE_FOLLOW_UP',
  contextOf: async (_db, _schedule, now) => ({ system: true, now }),
  activate: async (tx, schedule, { now }) => {
    const order = await lockOrderRow(tx, schedule.orderId);
    const job = await findJobRow(tx, schedule.jobId);
    if (!order || job?.currState !== 'SCHEDULED') throw AppError.conflict(LFD_MESSAGES.notScheduledFollowUp);
    if (job.lfdDetails?.followUpApproved !== true) throw AppError.conflict(LFD_MESSAGES.followUpNotApproved);
    return startScheduledJob(tx, deps, { order, job, schedule }, now);
  },
  refused: async (tx, schedule, refusal, now) => {
    const job = await findJobRow(tx, schedule.jobId);
    if (job?.currState === 'SCHEDULED') {
      await transitionJob(tx, job, 'archive', { consentCount: 0, apiKeyId: null, now });
      await insertSchedule(tx, {
        jobId: job.id,
        orderId: schedule.orderId,
        scheduleType: 'SCHEDULE_ARCHIVED',
        activationTime: now,
        createdBy: null,
        now,
        closedAs: 'ACTIVATED',
      });
    }
    return [
      {
        action: 'order.followUp.archived',
        entity: 'order',
        entityId: schedule.orderId,
        details: { scheduleId: schedule.id, jobId: schedule.jobId, reason: refusal.message },
      },
    ];
  },
});
