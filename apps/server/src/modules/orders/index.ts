// What other modules use of orders, the job read model (docs/decisions/module-boundaries.md): the orders,
// jobs and consents, their views and person data, the one way a job changes state, and the event that
// change publishes.
export { type JobStateChanged, jobStateChanged } from './job-events';
// A finished case's deletion erases the job's person (docs/decisions/deletion-policy.md).
export { type ErasedCounts, erasePersonDataOfJob } from './job-person-erasure';
// The schedule core (docs/decisions/scheduled-work.md): every service's scheduled work is a job schedule.
export {
  claimSchedule,
  type DueCursor,
  dueSchedules,
  findSchedule,
  insertSchedule,
  markScheduleFailed,
  pendingActivationTime,
  pendingSchedulesOfJobs,
  type ScheduleActivation,
  scheduleView,
} from './job-schedules';
export { saveSpiDetails, transitionJob, transitionJobAsCaller } from './job-transitions';
export { previousJobInLfdChain } from './lfd-chain';
export { lfdFollowUpActivation, scheduleLfdFollowUp } from './lfd-follow-ups';
export { deleteLfdOrder } from './lfd-orders';
export {
  consentView,
  customerAddressesOfOrder,
  decryptPerson,
  FINISHED_STATES,
  type PersonData,
  personAndCheckFields,
  personFieldContext,
} from './order-views';
export { mayDownloadReport, maySeeOrder, maySeeOrderOfAnyArea, orderScope } from './orders.policy';
export {
  consentsOfJob,
  findJobRow,
  findOrderRow,
  insertConsent,
  jobsOfOrders,
  listOrderRows,
  recordConsentOutcome,
  setReportPdfReady,
  setScDetails,
} from './orders.repository';
// The read model's tables, for the modules whose queries filter and join on jobs (queues, staff access,
// billing, collected data). Orders writes them; consent records the person's answers on the consents.
export {
  type BkConsentRow,
  type BkJobRow,
  type BkOrderRow,
  bkConsents,
  bkJobs,
  bkOrders,
  type JobScheduleRow,
  jobIdReference,
  jobSchedules,
  type ScheduleActor,
  workOrder,
} from './orders.schema';
export { createOrder, type OrdersDeps } from './orders.service';
export { createPsOrder } from './ps-orders';
export { activationTimeOf, scheduledOrderActivation } from './scheduled-orders';
