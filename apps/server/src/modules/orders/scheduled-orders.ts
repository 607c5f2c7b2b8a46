import {
  type JobState,
  ORDER_MESSAGES,
  orderAreaOf,
  SCHEDULE_MESSAGES,
  type ScheduledOrderView,
  type ScheduleRequest,
} from '@granska/domain';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { type CommandAudit, runCommand } from '../audit';
import { findCustomerById } from '../customers';
import {
  claimSchedule,
  insertSchedule,
  pendingSchedulesOfJobs,
  type ScheduleActivation,
  scheduleView,
} from './job-schedules';
import { transitionJob } from './job-transitions';
import { decryptPerson } from './order-views';
import { AREA_CUSTOMER_ACCESS, maySeeOrder, orderScope } from './orders.policy';
import { findJobRow, findOrderRow, jobsOfOrders, lockOrderRow, updateOrderRow } from './orders.repository';
import type { BkJobRow, BkOrderRow, JobScheduleRow } from './orders.schema';
import {
  CUSTOMER_NO_ACCESS_MESSAGES,
  callerCustomer,
  lockVisibleOrderToOrder,
  type OrdersDeps,
  orderingCustomer,
  startJob,
} from './orders.service';

/** Scheduled orders (spec §7 POST/GET /orders/{id}/scheduled-order; docs/decisions/scheduled-work.md). */

/**
 * The instant asked for, which must be a time and not in the past (`now`); otherwise a 400 with the
 * call's message (spec §8 'Schemaläggning kunde inte sparas').
 */
export const activationTimeOf = (input: ScheduleRequest, now: Date, message: string): Date => {
  const text = input.activationTime.trim();
  const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) ? new Date(text) : new Date(Number.NaN);
  if (Number.isNaN(time.getTime()) || time.getTime() < now.getTime()) {
    throw AppError.badRequest(message, [{ path: 'activationTime', message }]);
  }
  return time;
};

const orderView = (orderId: string, schedules: readonly JobScheduleRow[]): ScheduledOrderView => {
  const [first] = schedules;
  if (!first) throw AppError.notFound(SCHEDULE_MESSAGES.orderNotScheduled);
  return {
    orderId,
    activationTime: first.activationTime.toISOString(),
    schedules: schedules.map(scheduleView),
  };
};

const orderSchedules = async (db: Database | Transaction, jobs: readonly BkJobRow[]) =>
  (
    await pendingSchedulesOfJobs(
      db,
      jobs.map((job) => job.id),
    )
  ).filter((schedule) => schedule.scheduleType === 'SCHEDULE_CREATED');

/**
 * POST /orders/{id}/scheduled-order: a draft of the caller's (rights as sending it) waits for its start:
 * each job SCHEDULED_ORDER with a SCHEDULE_CREATED schedule at the time. Nothing is sent now.
 */
export const scheduleOrder = (
  deps: Pick<OrdersDeps, 'db'>,
  context: RequestContext,
  orderId: string,
  input: ScheduleRequest,
): Promise<ScheduledOrderView> =>
  runCommand(deps.db, context, async (tx) => {
    const { caller, now } = context;
    const customer = await orderingCustomer(tx, caller);
    const { order, jobs, isDraft } = await lockVisibleOrderToOrder(tx, caller, customer, orderId);
    const activationTime = activationTimeOf(input, now, SCHEDULE_MESSAGES.invalidTime);
    if (!isDraft || jobs.length === 0) throw AppError.conflict(SCHEDULE_MESSAGES.orderNotDraft);
    const schedules: JobScheduleRow[] = [];
    for (const job of jobs) {
      await transitionJob(tx, job, 'scheduleOrder', { consentCount: 0, apiKeyId: order.apiKeyId, now });
      schedules.push(
        await insertSchedule(tx, {
          jobId: job.id,
          orderId: order.id,
          scheduleType: 'SCHEDULE_CREATED',
          activationTime,
          createdBy: caller.userId,
          now,
        }),
      );
    }
    await updateOrderRow(tx, order.id, { modified: now });
    return {
      result: orderView(order.id, schedules),
      audit: {
        action: 'order.schedule',
        entity: 'order',
        entityId: order.id,
        details: {
          customerId: customer.id,
          activationTime: activationTime.toISOString(),
          scheduleIds: schedules.map((schedule) => schedule.id),
          jobIds: jobs.map((job) => job.id),
        },
      },
    };
  });

/** GET /orders/{id}/scheduled-order: the waiting schedule of an order the caller sees; 404 without one. */
export const scheduledOrder = async (
  deps: Pick<OrdersDeps, 'db'>,
  context: RequestContext,
  orderId: string,
): Promise<ScheduledOrderView> => {
  const customer = await callerCustomer(deps.db, context.caller);
  const order = await findOrderRow(deps.db, orderId);
  if (!order || !maySeeOrder(orderScope(context.caller, customer.id), order)) {
    throw AppError.notFound(ORDER_MESSAGES.notFound);
  }
  const { jobs } = await jobsOfOrders(deps.db, [order.id]);
  return orderView(order.id, await orderSchedules(deps.db, jobs));
};

/**
 * DELETE /orders/{id}/scheduled-order: withdraws the waiting start (rights as sending); the jobs are
 * CREATED again and the order a draft. An order with no waiting start (or one that just started) is 409.
 */
export const cancelScheduledOrder = (
  deps: Pick<OrdersDeps, 'db'>,
  context: RequestContext,
  orderId: string,
): Promise<ScheduledOrderView> =>
  runCommand(deps.db, context, async (tx) => {
    const { caller, now } = context;
    const customer = await orderingCustomer(tx, caller);
    const { order, jobs } = await lockVisibleOrderToOrder(tx, caller, customer, orderId);
    const waiting = await orderSchedules(tx, jobs);
    if (waiting.length === 0) throw AppError.conflict(SCHEDULE_MESSAGES.orderNotScheduled);
    const cancelled: JobScheduleRow[] = [];
    for (const schedule of waiting) {
      const claimed = await claimSchedule(tx, schedule.id, 'CANCELLED', { now, reason: 'cancelled' });
      if (!claimed) throw AppError.conflict(SCHEDULE_MESSAGES.orderNotScheduled);
      const job = jobs.find((candidate) => candidate.id === schedule.jobId);
      if (job?.currState === 'SCHEDULED_ORDER') {
        await transitionJob(tx, job, 'cancelSchedule', { consentCount: 0, apiKeyId: order.apiKeyId, now });
      }
      cancelled.push(claimed);
    }
    await updateOrderRow(tx, order.id, { modified: now });
    return {
      result: orderView(order.id, cancelled),
      audit: {
        action: 'order.schedule.cancel',
        entity: 'order',
        entityId: order.id,
        details: { customerId: customer.id, scheduleIds: cancelled.map((schedule) => schedule.id) },
      },
    };
  });

const jobInState = async (
  tx: Transaction,
  schedule: JobScheduleRow,
  states: readonly JobState[],
): Promise<BkJobRow> => {
  const job = await findJobRow(tx, schedule.jobId);
  if (!job || !states.includes(job.currState)) throw AppError.conflict(SCHEDULE_MESSAGES.orderNotScheduled);
  return job;
};

/**
 * A scheduled job's start at its time: it leaves its waiting state (`activateSchedule`) and is sent exactly
 * as POST /order sends a job (JobStart consent, PENDING_CONSENT, the consent link by e-mail and SMS, all
 * dated now); the order counts as sent. The customer must still have the portal's service (403).
 */
export const startScheduledJob = async (
  tx: Transaction,
  deps: OrdersDeps,
  { order, job, schedule }: { order: BkOrderRow; job: BkJobRow; schedule: JobScheduleRow },
  now: Date,
): Promise<CommandAudit[]> => {
  const area = orderAreaOf(order.service);
  const customer = await findCustomerById(tx, order.customerId);
  if (!customer?.data.access.includes(AREA_CUSTOMER_ACCESS[area])) {
    throw AppError.forbidden(CUSTOMER_NO_ACCESS_MESSAGES[area]);
  }
  const created = await transitionJob(tx, job, 'activateSchedule', {
    consentCount: 0,
    apiKeyId: order.apiKeyId,
    now,
  });
  await startJob(tx, deps, customer, order, created, decryptPerson(deps.crypto, created), now);
  if (!order.ordered) await updateOrderRow(tx, order.id, { ordered: true, modified: now });
  return [
    {
      action: 'order.send',
      entity: 'order',
      entityId: order.id,
      details: { customerId: customer.id, service: order.service, jobIds: [job.id], scheduleId: schedule.id },
    },
  ];
};

/**
 * SCHEDULE_CREATED at its time: the job starts as a sent order's job does (startScheduledJob). A customer
 * that lost background checks meanwhile refuses it: the job is a draft again.
 */
export const scheduledOrderActivation = (deps: OrdersDeps): ScheduleActivation => ({
  scheduleType: 'SCHEDULE_CREATED',
  contextOf: async (_db, _schedule, now) => ({ system: true, now }),
  activate: async (tx, schedule, { now }) => {
    const order = await lockOrderRow(tx, schedule.orderId);
    if (!order) throw AppError.notFound(ORDER_MESSAGES.notFound);
    // A security clearance waits in SCHEDULED once SCApproveActivation approved it (ps-orders.ts).
    const job = await jobInState(tx, schedule, ['SCHEDULED_ORDER', 'SCHEDULED']);
    return startScheduledJob(tx, deps, { order, job, schedule }, now);
  },
  refused: async (tx, schedule, refusal, now) => {
    const job = await findJobRow(tx, schedule.jobId);
    if (job?.currState === 'SCHEDULED_ORDER') {
      await transitionJob(tx, job, 'cancelSchedule', { consentCount: 0, apiKeyId: null, now });
    }
    return [
      {
        action: 'order.schedule.refused',
        entity: 'order',
        entityId: schedule.orderId,
        details: { scheduleId: schedule.id, jobId: schedule.jobId, reason: refusal.message },
      },
    ];
  },
});
