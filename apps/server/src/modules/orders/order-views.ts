import {
  type DeadlineJob,
  deadlineStatus,
  isProtectiveSecurityService,
  isReportReleased,
  type JobState,
  jobDeadline,
  jobOrderDate,
  ORDER_JOB_GROUPS,
  type OrderConsentView,
  type OrderJobView,
  type OrderRecipientOption,
  type OrderView,
  type PsJobDetailsView,
  SpiDetailsView,
  toStockholm,
} from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import { findUserById, findUsersByIds } from '../identity';
import { jobsOfOrders } from './orders.repository';
import type { BkConsentRow, BkJobRow, BkOrderRow } from './orders.schema';

type Db = Database | Transaction;

export const PERSON_FIELDS = ['name', 'ssn', 'email', 'phone'] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];
export type PersonData = Record<PersonField, string>;

/** The encryption context of a person field: bound to its job, so a copied ciphertext does not open. */
export const personFieldContext = (field: PersonField, jobId: string) => `bk_jobs.${field}:${jobId}`;

const ENCRYPTED_COLUMN = { name: 'nameEnc', ssn: 'ssnEnc', email: 'emailEnc', phone: 'phoneEnc' } as const;

export const decryptPerson = (crypto: FieldCrypto, job: BkJobRow): PersonData => {
  const decrypt = (field: PersonField) =>
    crypto.decryptField(job[ENCRYPTED_COLUMN[field]], personFieldContext(field, job.id));
  return { name: decrypt('name'), ssn: decrypt('ssn'), email: decrypt('email'), phone: decrypt('phone') };
};

/**
 * Whether the job's report can be downloaded (BKDownloadReport, POST /jobs/{id}/report): the job is
 * released (APPROVED, ARCHIVED) and its PDF is ready (`reportPdfReady`, kept by the reports module).
 */
const hasDownloadableReport = (job: BkJobRow): boolean =>
  isReportReleased(job.currState) && job.reportPdfReady;

/** Finished or stopped jobs are no longer waited for, so their deadline is not highlighted. */
export const FINISHED_STATES: readonly JobState[] = [...ORDER_JOB_GROUPS.done, ...ORDER_JOB_GROUPS.stopped];

export const consentView = (consent: BkConsentRow): OrderConsentView => ({
  id: consent.id,
  consentType: consent.consentType,
  state: consent.state,
  createTime: consent.createTime.toISOString(),
  time: consent.time?.toISOString() ?? null,
});

/** A job's person (in full) and what the check covers, as the orderer and staff both see them. */
export const personAndCheckFields = (job: BkJobRow, person: PersonData) => ({
  SSN: person.ssn,
  email: person.email,
  phone: person.phone,
  position: job.position,
  description: job.description,
  gender: job.gender,
  ageGroup: job.ageGroup,
  screeningCheckpoints: job.screeningCheckpoints,
  screeningQuestions: job.screeningQuestions,
  verifyFormerEmployer: job.verifyFormerEmployer,
  verifyEducation: job.verifyEducation,
  checkCitizenship: job.checkCitizenship,
  criminalRecord: job.criminalRecord,
  ...(job.spiDetails
    ? {
        interview: {
          spiType: job.spiDetails.spiType,
          sriPerformsInterview: job.spiDetails.sriPerformsInterview !== false,
          spiDate: job.spiDate ? stockholmDateText(job.spiDate) : null,
        },
      }
    : {}),
});

/** What the domain's deadline and order-date rules read of a job (spec §4). */
export const deadlineInputOf = (job: BkJobRow, consents: readonly BkConsentRow[]): DeadlineJob => ({
  service: job.service,
  currState: job.currState,
  createTime: job.created,
  consents,
  jobStateLog: job.jobStateLog,
  verifyFormerEmployer: job.verifyFormerEmployer,
  screeningCheckpoints: job.screeningCheckpoints,
  spiDate: job.spiDate,
  spiDetails: job.spiDetails,
});

/** The spec §4 dates the customer sees: order date (null before sending) and the customer-facing deadline. */
const datesOf = (job: BkJobRow, consents: readonly BkConsentRow[], now: Date) => {
  const input = deadlineInputOf(job, consents);
  const orderDate = jobOrderDate(input);
  const deadline = jobDeadline(input, { customerFacing: true });
  return {
    // The domain answers the epoch for a job that has no order date yet (a draft).
    orderDate: orderDate.getTime() === 0 ? null : orderDate.toISOString(),
    deadline: deadline?.toISOString() ?? null,
    deadlineStatus: FINISHED_STATES.includes(job.currState) ? null : deadlineStatus(deadline, now),
  };
};

const jobView = (
  crypto: FieldCrypto,
  job: BkJobRow,
  consents: readonly BkConsentRow[],
  now: Date,
): OrderJobView => {
  const person = decryptPerson(crypto, job);
  return {
    id: job.id,
    orderId: job.orderId,
    customerId: job.customerId,
    service: job.service,
    currState: job.currState,
    prevState: job.prevState,
    jobStateLog: job.jobStateLog,
    createTime: job.created.toISOString(),
    name: person.name,
    ...personAndCheckFields(job, person),
    consents: consents.map(consentView),
    personId: job.personId,
    ...datesOf(job, consents, now),
    hasReport: hasDownloadableReport(job),
    webhookURL: job.webhookUrl,
    lfdDetails: job.lfdDetails ?? null,
    ...(isProtectiveSecurityService(job.service) ? { protectiveSecurity: psDetailsOf(job) } : {}),
  };
};

/** YYYY-MM-DD of the instant in Stockholm. */
const stockholmDateText = (date: Date): string => {
  const { year, month, day } = toStockholm(date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

const psDetailsOf = (job: BkJobRow): PsJobDetailsView => ({
  psPersonId: job.psPersonId,
  scDetails: job.scDetails,
  // The parse leaves out the staff's booking and its log.
  spiDetails: job.spiDetails ? SpiDetailsView.parse(job.spiDetails) : null,
  spiDate: job.spiDate ? stockholmDateText(job.spiDate) : null,
  performReferenceCheck: job.performReferenceCheck,
  lawIncluded: job.lawIncluded,
  // Set by the SPI leader's finalization (spi-interviews); the report itself is that module's.
  spiReportAvailable: !!job.spiDetails?.reportFinalizedAt,
});

/**
 * The orders' recipients with their e-mails. A user that no longer exists, or now belongs to another
 * customer, shows with e-mail '': never another customer's user's address.
 */
const recipientsOf = async (
  db: Db,
  orders: readonly BkOrderRow[],
): Promise<(order: BkOrderRow) => OrderRecipientOption[]> => {
  const users = await findUsersByIds(db, [...new Set(orders.flatMap((order) => order.recipients))]);
  const byId = new Map(users.map((user) => [user.id, user]));
  return (order) =>
    order.recipients.map((id) => {
      const user = byId.get(id);
      return { id, email: user?.custNo === order.custNo ? user.email : '' };
    });
};

/** Orders as callers see them, with their jobs (person data decrypted), consents and recipients. */
export const toOrderViews = async (
  db: Db,
  crypto: FieldCrypto,
  orders: readonly BkOrderRow[],
  now: Date,
): Promise<OrderView[]> => {
  const { jobs, consents } = await jobsOfOrders(
    db,
    orders.map((order) => order.id),
  );
  const recipients = await recipientsOf(db, orders);
  return orders.map((order) => ({
    id: order.id,
    customerId: order.customerId,
    custNo: order.custNo,
    service: order.service,
    ordered: order.ordered,
    customerOrderer: order.ordererUserId,
    apiKeyId: order.apiKeyId,
    customerRecipients: order.recipients,
    recipients: recipients(order),
    orderInstruction: order.orderInstruction,
    invoiceCompany: order.invoiceCompany,
    costCenter: order.costCenter,
    timestamp: order.created.toISOString(),
    jobs: jobs
      .filter((job) => job.orderId === order.id)
      .map((job) =>
        jobView(
          crypto,
          job,
          consents.filter((consent) => consent.jobId === job.id),
          now,
        ),
      ),
  }));
};

/** The e-mail addresses of the order's orderer and recipients that are enabled users, each once. */
export const customerAddressesOfOrder = async (
  tx: Transaction,
  order: Pick<BkOrderRow, 'ordererUserId' | 'recipients'>,
): Promise<Set<string>> => {
  const userIds = new Set([order.ordererUserId, ...order.recipients].filter((id) => id !== null));
  const addresses = new Set<string>();
  for (const id of userIds) {
    const user = await findUserById(tx, id);
    if (user?.enabled) addresses.add(user.email);
  }
  return addresses;
};
