// What other modules use of orders, the job read model (docs/decisions/module-boundaries.md): the jobs
// and their person data as the staff modules read them, and the event a job's state change publishes.
export { type JobStateChanged, jobStateChanged } from './job-events';
export { customerAddressesOfOrder, decryptPerson, type PersonData } from './order-views';
export { findJobRow, recordConsentOutcome, setReportPdfReady } from './orders.repository';
// The staff modules narrow their queries on the jobs table (staff-access's scopes, the queues).
export { type BkConsentRow, type BkJobRow, bkJobs } from './orders.schema';
