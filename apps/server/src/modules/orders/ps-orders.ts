import {
  ORDER_MESSAGES,
  type OrderView,
  type Paging,
  PS_ORDER_MESSAGES,
  PS_ORDER_STATUS_STATES,
  PS_SERVICE_GROUPS,
  PS_SERVICES,
  type PsConfig,
  type PsFormOption,
  type PsOrderFormView,
  type PsOrderRequest,
  type PsOrderRow,
  type PsOrdersQuery,
  PsService,
  SCHEDULE_MESSAGES,
} from '@granska/domain';
import type { Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { Caller } from '../../platform/http/caller';
import type { RequestContext } from '../../platform/http/request-context';
import { runAuditedRead, runCommand } from '../audit';
import type { CustomerRow } from '../customers';
import { personCardToOrder } from '../protective-security';
import { claimSchedule, insertSchedule, pendingSchedulesOfJobs } from './job-schedules';
import { transitionJob } from './job-transitions';
import { toOrderViews } from './order-views';
import { interviewSettingsOf, orderedInterviewColumns } from './ordered-interview';
import { maySeeOrderOfAnyArea, psOrderScope } from './orders.policy';
import { deleteOrderRow, jobsOfOrders, lockOrderRow, setScDetails } from './orders.repository';
import type { BkJobRow, BkOrderRow } from './orders.schema';
import {
  callerCustomer,
  type OrdersDeps,
  orderingCustomer,
  pageOfOrders,
  placeOrder,
  recipientOptions,
} from './orders.service';
import { activationTimeOf } from './scheduled-orders';

/**
 * Protective-security orders (docs/decisions/protective-security-orders.md): a screening or clearance for
 * one person card, what it includes decided by the customer's psConfig; the SÄK lists; a scheduled
 * clearance's approval (SCApproveActivation) and cancelling (SCCancelActivation).
 */

type ReadDeps = Pick<OrdersDeps, 'db' | 'crypto'>;

const mayOrder = (caller: Caller, service: PsService): boolean =>
  caller.groups.includes(PS_SERVICE_GROUPS[service].orderer);

/** One of the form's optional parts: offered unless hidden; its value when not offered. */
const option = (shown: boolean, value: boolean): PsFormOption => ({ shown, value: shown ? false : value });

/** What the order form offers, from psConfig (docs/decisions/protective-security-orders.md). */
const formOf = (psConfig: PsConfig | undefined) => ({
  includes: {
    citizenship: psConfig?.checkCitizenship === true,
    law: psConfig?.lawIncluded === true,
    criminalRecord: psConfig?.enableCriminalRecord === true,
  },
  omitConsent: psConfig?.omitConsent === true,
  orderInstructions: psConfig?.orderInstructions?.trim() ? (psConfig.orderInstructions ?? null) : null,
  formerEmployer: option(
    psConfig?.verifyFormerEmployerSetting === true && psConfig.hideEmployerField !== true,
    psConfig?.verifyFormerEmployerSetting === true,
  ),
  education: option(
    psConfig?.verifyEducationSetting === true && psConfig.hideEducationField !== true,
    psConfig?.verifyEducationSetting === true,
  ),
  referenceCheck: option(
    psConfig?.enableReferenceCheckSettings === true && psConfig.hideReferenceCheckField !== true,
    psConfig?.enableReferenceCheckSettings === true,
  ),
  interview: interviewSettingsOf(psConfig),
});

/** GET /protective-security/order-form: the services the caller orders and what the form offers. */
export const psOrderForm = async (
  deps: Pick<OrdersDeps, 'db'>,
  context: RequestContext,
): Promise<PsOrderFormView> => {
  const customer = await orderingCustomer(deps.db, context.caller, 'protectiveSecurity');
  const services = PS_SERVICES.filter((service) => mayOrder(context.caller, service));
  if (services.length === 0) throw AppError.forbidden(ORDER_MESSAGES.serviceNotAllowed);
  return {
    services,
    recipients: await recipientOptions(deps.db, customer, 'protectiveSecurity'),
    ...formOf(customer.data.psConfig),
  };
};

const badRequest = (path: string, message: string) => AppError.badRequest(message, [{ path, message }]);

/** The chosen value of an option the form shows; the customer's value of one it does not. */
const chosen = (form: PsFormOption, wanted: boolean | undefined): boolean =>
  form.shown ? wanted === true : form.value;

/**
 * POST /protective-security/persons/{id}/orders: orders the service for the customer's person card
 * (404 for another's), sent at once as POST /order sends (consent, or none by psConfig.omitConsent; a
 * clearance as a survey), or a clearance with `activationTime` scheduled to wait for SCApproveActivation.
 * The person's name, personal number, e-mail and phone come from the card.
 */
export const createPsOrder = (
  deps: OrdersDeps,
  context: RequestContext,
  personId: string,
  input: PsOrderRequest,
): Promise<OrderView> =>
  runCommand(deps.db, context, async (tx) => {
    const { caller, now } = context;
    const customer = await orderingCustomer(tx, caller, 'protectiveSecurity');
    if (!mayOrder(caller, input.service)) throw AppError.forbidden(ORDER_MESSAGES.serviceNotAllowed);
    const person = await personCardToOrder(tx, deps.crypto, customer.id, personId);
    const form = formOf(customer.data.psConfig);
    const screening = input.service !== 'SECURITY_CLEARANCE';
    const interview = screening
      ? orderedInterviewColumns(form.interview, input, now)
      : { spiDetails: null, spiDate: null };
    if (input.activationTime !== undefined && screening) {
      throw badRequest('activationTime', PS_ORDER_MESSAGES.notClearance);
    }
    const activationTime =
      input.activationTime !== undefined
        ? activationTimeOf(
            { activationTime: input.activationTime },
            now,
            PS_ORDER_MESSAGES.activationTimeInvalid,
          )
        : null;
    const placed = await placeOrder(tx, deps, context, customer, {
      input: {
        service: input.service,
        jobs: [
          {
            name: person.name,
            SSN: person.personalNumber,
            email: person.email,
            phone: person.phone,
            ...(input.position !== undefined ? { position: input.position } : {}),
            verifyFormerEmployer: screening && chosen(form.formerEmployer, input.verifyFormerEmployer),
            verifyEducation: screening && chosen(form.education, input.verifyEducation),
          },
        ],
        customerRecipients: input.customerRecipients,
        ...(input.orderInstruction !== undefined ? { orderInstruction: input.orderInstruction } : {}),
        send: activationTime === null,
      },
      psJob: {
        psPersonId: person.id,
        scDetails: screening
          ? null
          : {
              surveyId: null,
              flags: 0,
              scheduleApproved: false,
              activationTime: activationTime?.toISOString() ?? null,
              scheduleId: null,
              followUp: false,
              skipSurveySigning: false,
            },
        ...interview,
        performReferenceCheck: screening && chosen(form.referenceCheck, input.performReferenceCheck),
        lawIncluded: screening && form.includes.law,
      },
    });
    if (!activationTime) return placed;
    await scheduleClearance(tx, caller, placed.result, activationTime, now);
    const [scheduled] = await toOrderViews(tx, deps.crypto, [await lockedOrder(tx, placed.result.id)], now);
    return { ...placed, result: scheduled as OrderView };
  });

/** The new clearance waits for its time (SCHEDULED_ORDER) and for SCApproveActivation. */
const scheduleClearance = async (
  tx: Transaction,
  caller: Caller,
  order: OrderView,
  activationTime: Date,
  now: Date,
): Promise<void> => {
  const { jobs } = await jobsOfOrders(tx, [order.id]);
  for (const job of jobs) {
    await transitionJob(tx, job, 'scheduleOrder', { consentCount: 0, apiKeyId: null, now });
    const schedule = await insertSchedule(tx, {
      jobId: job.id,
      orderId: order.id,
      scheduleType: 'SCHEDULE_CREATED',
      activationTime,
      createdBy: caller.userId,
      now,
    });
    if (job.scDetails) await setScDetails(tx, job.id, { ...job.scDetails, scheduleId: schedule.id });
  }
};

const lockedOrder = async (tx: Transaction, id: string): Promise<BkOrderRow> => {
  const order = await lockOrderRow(tx, id);
  if (!order) throw AppError.notFound(ORDER_MESSAGES.notFound);
  return order;
};

/** An order as the SÄK lists show it: its one job. */
const psRow = (order: OrderView): PsOrderRow[] =>
  order.jobs.map((job) => ({
    orderId: order.id,
    jobId: job.id,
    service: PsService.parse(job.service),
    psPersonId: job.protectiveSecurity?.psPersonId ?? null,
    name: job.name,
    currState: job.currState,
    orderDate: job.orderDate,
    deadline: job.deadline,
    deadlineStatus: job.deadlineStatus,
    interviewTime: job.protectiveSecurity?.spiDetails?.date ?? null,
    hasReport: job.hasReport,
    spiReportAvailable: job.protectiveSecurity?.spiReportAvailable ?? false,
    activationTime: job.protectiveSecurity?.scDetails?.activationTime ?? null,
    scheduleApproved:
      job.currState === 'SCHEDULED' || job.currState === 'SCHEDULED_ORDER'
        ? (job.protectiveSecurity?.scDetails?.scheduleApproved ?? false)
        : null,
    created: order.timestamp,
  }));

/**
 * GET /protective-security/orders?status: a page of the SÄK orders the caller sees (psOrderScope), by
 * status and person card, newest first; audited as the orders list is.
 */
export const listPsOrders = (
  deps: ReadDeps,
  context: RequestContext,
  query: PsOrdersQuery,
): Promise<{ result: PsOrderRow[]; paging: Paging }> =>
  runAuditedRead(deps.db, context, async (tx) => {
    const customer = await callerCustomer(tx, context.caller);
    const filter = {
      scope: psOrderScope(context.caller, customer.id, query.status === 'scheduled'),
      ...(query.status ? { jobStates: PS_ORDER_STATUS_STATES[query.status] } : {}),
      ...(query.personId ? { psPersonId: query.personId } : {}),
    };
    const { result, audit } = await pageOfOrders(tx, deps, context, customer, filter, query, {
      psStatus: query.status ?? null,
      ...(query.personId ? { psPersonId: query.personId } : {}),
    });
    return { result: { result: result.result.flatMap(psRow), paging: result.paging }, audit };
  });

/** A scheduled clearance of the caller's customer that the caller sees, locked; 404 otherwise. */
const lockScheduledClearance = async (
  tx: Transaction,
  context: RequestContext,
  customer: CustomerRow,
  id: string,
): Promise<{ order: BkOrderRow; job: BkJobRow }> => {
  const order = await lockOrderRow(tx, id);
  const { jobs } = order ? await jobsOfOrders(tx, [order.id]) : { jobs: [] };
  const [job] = jobs;
  if (
    !order ||
    !job ||
    !maySeeOrderOfAnyArea(
      context.caller,
      customer.id,
      order,
      jobs.map((each) => each.currState),
    )
  ) {
    throw AppError.notFound(ORDER_MESSAGES.notFound);
  }
  if (order.service !== 'SECURITY_CLEARANCE') throw AppError.conflict(PS_ORDER_MESSAGES.notClearance);
  if (job.currState !== 'SCHEDULED_ORDER' && job.currState !== 'SCHEDULED') {
    throw AppError.conflict(PS_ORDER_MESSAGES.notScheduled);
  }
  return { order, job };
};

const rowOf = async (tx: Transaction, deps: ReadDeps, order: BkOrderRow, now: Date): Promise<PsOrderRow> => {
  const [view] = await toOrderViews(tx, deps.crypto, [order], now);
  const [row] = view ? psRow(view) : [];
  if (!row) throw AppError.notFound(ORDER_MESSAGES.notFound);
  return row;
};

/**
 * PUT /protective-security/orders/{id}/schedule-approval (SCApproveActivation): the scheduled clearance
 * is approved (SCHEDULED, scDetails.scheduleApproved) and starts at its activation time. Approving twice
 * is 409.
 */
export const approvePsSchedule = (deps: ReadDeps, context: RequestContext, id: string): Promise<PsOrderRow> =>
  runCommand(deps.db, context, async (tx) => {
    const { now } = context;
    const customer = await orderingCustomer(tx, context.caller, 'protectiveSecurity');
    const { order, job } = await lockScheduledClearance(tx, context, customer, id);
    if (job.scDetails?.scheduleApproved) throw AppError.conflict(PS_ORDER_MESSAGES.notScheduled);
    const approved = await transitionJob(tx, job, 'approveScheduledActivation', {
      actorGroups: context.caller.groups,
      consentCount: 0,
      apiKeyId: null,
      now,
    });
    const scDetails = { ...approved.scDetails, scheduleApproved: true } as NonNullable<BkJobRow['scDetails']>;
    await setScDetails(tx, job.id, scDetails);
    return {
      result: await rowOf(tx, deps, order, now),
      audit: {
        action: 'order.schedule.approve',
        entity: 'order',
        entityId: order.id,
        details: { customerId: customer.id, jobId: job.id, activationTime: scDetails.activationTime },
      },
    };
  });

/**
 * DELETE /protective-security/orders/{id}/schedule (SCCancelActivation): the scheduled clearance is
 * withdrawn before it starts. Nothing was sent, so the order is removed as an aborted draft is; the audit
 * row keeps its ids.
 */
export const cancelPsSchedule = (deps: ReadDeps, context: RequestContext, id: string): Promise<PsOrderRow> =>
  runCommand(deps.db, context, async (tx) => {
    const { now } = context;
    const customer = await orderingCustomer(tx, context.caller, 'protectiveSecurity');
    const { order, job } = await lockScheduledClearance(tx, context, customer, id);
    const row = await rowOf(tx, deps, order, now);
    for (const schedule of await pendingSchedulesOfJobs(tx, [job.id])) {
      if (!(await claimSchedule(tx, schedule.id, 'CANCELLED', { now, reason: 'cancelled' }))) {
        throw AppError.conflict(SCHEDULE_MESSAGES.orderNotScheduled);
      }
    }
    await deleteOrderRow(tx, order.id);
    return {
      result: row,
      audit: {
        action: 'order.schedule.cancel',
        entity: 'order',
        entityId: order.id,
        details: { customerId: customer.id, jobId: job.id, service: order.service },
      },
    };
  });
