import { z } from 'zod';
import { defineEndpoint } from '../contracts/endpoint';
import { JobState } from '../enums';
import { MAIN_API_ERROR_MESSAGES } from '../errors';
import { okEnvelope } from './envelopes';
import {
  INTERVIEW_ORDER_MESSAGES,
  InterviewSettingsView,
  OrderInterviewFields,
  OrderRecipientOption,
  OrderView,
  PsService,
} from './orders';
import { DEFAULT_PAGE_SIZE, pagedOkEnvelope, pageQueryFields } from './paging';
import { ReportFile } from './reports';
import { Id, Text } from './text-fields';

/**
 * Protective-security orders (spec §1 security screening and clearance; §3 psConfig, scDetails; §6
 * PSOrderer, PSRecipient, PSDownloadReport, SCScheduled; §7 GET /protective-security/orders?status,
 * POST /protective-security/orders/{id}/reports, PUT /protective-security/orders/{id}/schedule-approval;
 * docs/decisions/protective-security-orders.md). Each order is one job for one person card.
 */

/** Each service's orderer, recipient and report-download group (spec §6 children of PSOrderer, …). */
export const PS_SERVICE_GROUPS = {
  SECURITY_SCREENING_BASIC: {
    orderer: 'SecurityScreeningOrdererBasic',
    recipient: 'SecurityScreeningRecipient',
    download: 'SecurityScreeningDownloadReport',
  },
  SECURITY_SCREENING: {
    orderer: 'SecurityScreeningOrderer',
    recipient: 'SecurityScreeningRecipient',
    download: 'SecurityScreeningDownloadReport',
  },
  SECURITY_CLEARANCE: { orderer: 'SCOrderer', recipient: 'SCRecipient', download: 'SCDownloadReport' },
} as const satisfies Record<PsService, Record<'orderer' | 'recipient' | 'download', string>>;

/** One of the order form's optional parts: whether the orderer sees it and what it is when not chosen. */
export const PsFormOption = z.object({ shown: z.boolean(), value: z.boolean() });
export type PsFormOption = z.infer<typeof PsFormOption>;

/** What the order form offers the caller, from its groups and the customer's psConfig. */
export const PsOrderFormView = z.object({
  services: z.array(PsService),
  recipients: z.array(OrderRecipientOption),
  /** What every screening includes by the customer's settings (shown, not chosen). */
  includes: z.object({ citizenship: z.boolean(), law: z.boolean(), criminalRecord: z.boolean() }),
  /** psConfig.omitConsent: screenings start without asking the person for consent. */
  omitConsent: z.boolean(),
  orderInstructions: z.string().nullable(),
  formerEmployer: PsFormOption,
  education: PsFormOption,
  referenceCheck: PsFormOption,
  /** psConfig.enableInterviewSettings: a screening takes an interview type and an optional SPI date. */
  interview: InterviewSettingsView,
});
export type PsOrderFormView = z.infer<typeof PsOrderFormView>;

/** POST /protective-security/persons/{id}/orders: order a screening or clearance for the person card. */
export const PsOrderRequest = z.object({
  service: PsService,
  customerRecipients: z.array(Id()).max(50).default([]),
  position: Text(500).optional(),
  orderInstruction: Text(5000).optional(),
  verifyFormerEmployer: z.boolean().optional(),
  verifyEducation: z.boolean().optional(),
  performReferenceCheck: z.boolean().optional(),
  ...OrderInterviewFields,
  /** Security clearance only: start at this time, once SCApproveActivation approves it. */
  activationTime: z.string().max(40).optional(),
});
export type PsOrderRequest = z.infer<typeof PsOrderRequest>;

export const PS_ORDER_STATUSES = ['draft', 'consent', 'ongoing', 'done', 'stopped', 'scheduled'] as const;
export const PsOrderStatus = z.enum(PS_ORDER_STATUSES);
export type PsOrderStatus = z.infer<typeof PsOrderStatus>;

/** The job states of each status of the orders list. */
export const PS_ORDER_STATUS_STATES = {
  draft: ['CREATED'],
  consent: ['PENDING_CONSENT'],
  ongoing: ['ANALYSING', 'IN_PROGRESS', 'INTERVIEWING', 'PENDING_APPROVAL', 'JOB_SURVEYING'],
  done: ['APPROVED', 'ARCHIVED'],
  stopped: ['DECLINED', 'TIMED_OUT'],
  scheduled: ['SCHEDULED_ORDER', 'SCHEDULED'],
} as const satisfies Record<PsOrderStatus, readonly JobState[]>;

export const PsOrdersQuery = z.object({
  ...pageQueryFields(DEFAULT_PAGE_SIZE),
  status: PsOrderStatus.optional(),
  /** Only the orders of this person card. */
  personId: Id().optional(),
});
export type PsOrdersQuery = z.infer<typeof PsOrdersQuery>;

/** One order as the SÄK lists show it: its one job. */
export const PsOrderRow = z.object({
  orderId: z.string(),
  jobId: z.string(),
  service: PsService,
  psPersonId: z.string().nullable(),
  name: z.string(),
  currState: JobState,
  orderDate: z.string().nullable(),
  /**
   * The customer-facing deadline (spec §4): with a booked SPI three days after the interview at 17:00,
   * pushed past weekends and Mondays; otherwise the service's deadline.
   */
  deadline: z.string().nullable(),
  deadlineStatus: z.enum(['close', 'passed']).nullable(),
  /** The booked SPI interview (spiDetails.date, ISO), null when none is booked. */
  interviewTime: z.string().nullable(),
  hasReport: z.boolean(),
  /** The SPI leader has finalized the SPI report (POST /protective-security/orders/{id}/spi-report). */
  spiReportAvailable: z.boolean(),
  /** A scheduled clearance's start and whether SCApproveActivation approved it; null otherwise. */
  activationTime: z.string().nullable(),
  scheduleApproved: z.boolean().nullable(),
  created: z.string(),
});
export type PsOrderRow = z.infer<typeof PsOrderRow>;

export const PsOrderParams = z.object({ id: Id() });

export const PS_ORDER_MESSAGES = {
  notClearance: 'Endast säkerhetsprövningar kan schemaläggas',
  notScheduled: 'Beställningen väntar inte på aktivering',
  ...INTERVIEW_ORDER_MESSAGES,
  activationTimeInvalid: 'Aktiveringstiden ogiltig',
  noDownloadRight: 'Du saknar behörighet att ladda ner rapporten',
} as const;

const PS_ORDERER_GROUPS = Object.values(PS_SERVICE_GROUPS).map((groups) => groups.orderer);
const PS_RECIPIENT_GROUPS = [...new Set(Object.values(PS_SERVICE_GROUPS).map((groups) => groups.recipient))];
const PS_DOWNLOAD_GROUPS = [...new Set(Object.values(PS_SERVICE_GROUPS).map((groups) => groups.download))];

export const psOrderFormEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/protective-security/order-form',
  response: okEnvelope(PsOrderFormView),
  access: { groups: PS_ORDERER_GROUPS },
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /protective-security/order-form'],
  summary: 'What the SÄK order form offers the caller: services, recipients and the psConfig settings',
});

export const createPsOrderEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/protective-security/persons/{id}/orders',
  params: PsOrderParams,
  body: PsOrderRequest,
  response: okEnvelope(OrderView),
  access: { groups: PS_ORDERER_GROUPS },
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /protective-security/persons/{id}/orders'],
  summary:
    'Order a security screening or clearance for a person card; sent at once (or scheduled, for a clearance)',
});

export const listPsOrdersEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/protective-security/orders',
  query: PsOrdersQuery,
  response: pagedOkEnvelope(PsOrderRow),
  access: { groups: [...PS_RECIPIENT_GROUPS, ...PS_ORDERER_GROUPS, 'SCScheduled'] },
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /protective-security/orders'],
  summary: 'A page of the SÄK orders the caller sees, by status (and person card), newest first',
});

export const downloadPsReportEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/protective-security/orders/{id}/reports',
  effect: 'read',
  params: PsOrderParams,
  response: okEnvelope(ReportFile),
  access: { groups: PS_DOWNLOAD_GROUPS },
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /protective-security/orders/{id}/reports'],
  summary: "Download the order's released report (PDF as base64): SecurityScreening- or SCDownloadReport",
});

/** spec §6 PSDownloadReport: the SPI report is downloaded with its own group. */
export const SPI_DOWNLOAD_GROUP = 'SPIDownloadReport';

export const downloadSpiReportEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/protective-security/orders/{id}/spi-report',
  effect: 'read',
  params: PsOrderParams,
  response: okEnvelope(ReportFile),
  access: { groups: [SPI_DOWNLOAD_GROUP] },
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /protective-security/orders/{id}/spi-report'],
  summary: "Download the order's SPI report (PDF as base64: the report and the protocol's signatures)",
});

export const approvePsScheduleEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'PUT',
  path: '/protective-security/orders/{id}/schedule-approval',
  params: PsOrderParams,
  response: okEnvelope(PsOrderRow),
  access: { groups: ['SCApproveActivation'] },
  errorMessage: MAIN_API_ERROR_MESSAGES['PUT /protective-security/orders/{id}/schedule-approval'],
  summary: 'Approve a scheduled security clearance: it starts at its activation time',
});

export const cancelPsScheduleEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'DELETE',
  path: '/protective-security/orders/{id}/schedule',
  params: PsOrderParams,
  response: okEnvelope(PsOrderRow),
  access: { groups: ['SCCancelActivation'] },
  errorMessage: MAIN_API_ERROR_MESSAGES['DELETE /protective-security/orders/{id}/schedule'],
  summary: 'Cancel a scheduled security clearance: it is archived without starting',
});
