import { defineEndpoint } from '../contracts/endpoint';
import { MAIN_API_ERROR_MESSAGES } from '../errors';
import { okEnvelope } from './envelopes';
import { ORDER_CREATE_ACCESS, ORDER_READ_ACCESS, OrderIdParams } from './orders';
import { REPORT_STAFF_ACCESS, ReportJobParams } from './reports';
import { JobScheduleView, ScheduledOrderView, ScheduleRequest } from './schedule-views';

/** Scheduled work (spec §3 schedule, §7 scheduled-order and scheduled-finalize). docs/decisions/scheduled-work.md. */

export const SCHEDULE_MESSAGES = {
  /** Spec §8: a time that has passed or is not a time. */
  invalidTime: MAIN_API_ERROR_MESSAGES['POST /orders/{id}/scheduled-order'],
  invalidFinalizeTime: MAIN_API_ERROR_MESSAGES['POST /report/{id}/scheduled-finalize'],
  orderNotDraft: 'Endast en sparad beställning som inte har skickats kan schemaläggas',
  orderNotScheduled: 'Beställningen är inte schemalagd',
  reportNotFinalizable: 'Rapporten kan inte färdigställas i ärendets nuvarande status',
  finalizeNotScheduled: 'Rapporten har inget schemalagt färdigställande',
  /** The analyst's e-mail when the server could not finalize at the scheduled time. */
  finalizeFailedSubject: 'Schemalagt färdigställande misslyckades',
} as const;

/** Scheduling, reading and cancelling an order's start: as sending the order (POST /order). */
export const scheduleOrderEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/orders/{id}/scheduled-order',
  params: OrderIdParams,
  body: ScheduleRequest,
  response: okEnvelope(ScheduledOrderView),
  access: ORDER_CREATE_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /orders/{id}/scheduled-order'],
  summary: "Schedule a draft order's start: its jobs wait in SCHEDULED_ORDER until the time, then are sent",
});

export const getScheduledOrderEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/orders/{id}/scheduled-order',
  params: OrderIdParams,
  response: okEnvelope(ScheduledOrderView),
  access: ORDER_READ_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /orders/{id}/scheduled-order'],
  summary: "The order's waiting schedule (404 when it has none)",
});

export const cancelScheduledOrderEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'DELETE',
  path: '/orders/{id}/scheduled-order',
  params: OrderIdParams,
  response: okEnvelope(ScheduledOrderView),
  access: ORDER_CREATE_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['DELETE /orders/{id}/scheduled-order'],
  summary: 'Cancel the scheduled start: the order is a draft again (its jobs CREATED)',
});

/** Scheduling and cancelling a report's finalizing: as finalizing it (POST /report/final). */
export const scheduleFinalizeEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/report/{id}/scheduled-finalize',
  params: ReportJobParams,
  body: ScheduleRequest,
  response: okEnvelope(JobScheduleView),
  access: REPORT_STAFF_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /report/{id}/scheduled-finalize'],
  summary: 'Finalize the report at a given time as the caller (the job is SCHEDULED until then)',
});

export const cancelScheduledFinalizeEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'DELETE',
  path: '/report/{id}/scheduled-finalize',
  params: ReportJobParams,
  response: okEnvelope(JobScheduleView),
  access: REPORT_STAFF_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['DELETE /report/{id}/scheduled-finalize'],
  summary: 'Cancel the scheduled finalizing: the job returns to the state it was scheduled from',
});
