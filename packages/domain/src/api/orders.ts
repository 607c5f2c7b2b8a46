import { z } from 'zod';
import { defineEndpoint, type EndpointAccess } from '../contracts/endpoint';
import { JobStateLogEntry, ScreeningCheckpoint } from '../entities/job';
import { Checkpoint, ConsentState, ConsentType, Gender, InterviewType, JobState } from '../enums';
import { MAIN_API_ERROR_MESSAGES } from '../errors';
import { okEnvelope } from './envelopes';
import { DEFAULT_PAGE_SIZE, pagedOkEnvelope, pageQueryFields } from './paging';
import { Id, Text, withoutNul } from './text-fields';

/**
 * Background-check orders (spec §3 Background-check Order and Job, §7 "POST /order, /order/populate;
 * GET /orders"), shared by the server and the web app. An order holds one job per person checked.
 *
 * Decisions:
 * - `customerRecipients` are user ids of the ordering customer's users (the BKRecipient users who see
 *   the order); the orderer is not added implicitly.
 * - The person checked (name, SSN, e-mail, phone) is encrypted at rest; callers allowed to see an order
 *   (its orderer, its recipients, the customer's CustomerAdmin/CustomerSuperuser, the customer's API
 *   keys) see these fields in full: they ordered the check and need them to tell persons apart.
 * - Person fields are checked by the server with the domain's messages ('Namn saknas', 'Email saknas',
 *   'Telefonnummer ogiltigt', 'Personnummer ogiltigt'), so the contract only bounds their length.
 */

/** The services a background check can be ordered as (spec §3), each behind its orderer group (§6). */
export const ORDER_SERVICES = ['COWORKER', 'SPECIALIST', 'EXECUTIVE', 'SCREENING'] as const;
export const OrderService = z.enum(ORDER_SERVICES);
export type OrderService = z.infer<typeof OrderService>;

/** Whether a service is one of the background checks (the background-check portal's). */
export const isBackgroundCheckService = (service: string): service is OrderService =>
  (ORDER_SERVICES as readonly string[]).includes(service);

/** LFD checks (spec §1): the prescreen a customer orders, and the follow-ups scheduled after it. */
export const LFD_SERVICES = ['PRESCREEN', 'LFD_FOLLOWUP'] as const;
export const LfdService = z.enum(LFD_SERVICES);
export type LfdService = z.infer<typeof LfdService>;

/**
 * Protective security (spec §1): the basic and full security screening and the security clearance, each
 * ordered for a person card of the customer's register (docs/decisions/protective-security-orders.md).
 */
export const PS_SERVICES = ['SECURITY_SCREENING_BASIC', 'SECURITY_SCREENING', 'SECURITY_CLEARANCE'] as const;
export const PsService = z.enum(PS_SERVICES);
export type PsService = z.infer<typeof PsService>;

/** Whether a service is one of protective security's (the SÄK portal's). */
export const isProtectiveSecurityService = (service: string): service is PsService =>
  (PS_SERVICES as readonly string[]).includes(service);

/**
 * What can be ordered: the background checks and the LFD prescreen by POST /order (follow-ups are
 * scheduled), protective security's for a person card.
 */
export const ORDERABLE_SERVICES = [...ORDER_SERVICES, 'PRESCREEN', ...PS_SERVICES] as const;
export const OrderableService = z.enum(ORDERABLE_SERVICES);
export type OrderableService = z.infer<typeof OrderableService>;

/** The service of an order and its jobs. */
export const JOB_SERVICES = [...ORDER_SERVICES, ...LFD_SERVICES, ...PS_SERVICES] as const;
export const JobService = z.enum(JOB_SERVICES);
export type JobService = z.infer<typeof JobService>;

/** The customer portal an order belongs to: background checks, LFD or SÄK (their own groups and lists). */
export type OrderArea = 'backgroundCheck' | 'lfd' | 'protectiveSecurity';
export const orderAreaOf = (service: JobService): OrderArea =>
  (LFD_SERVICES as readonly string[]).includes(service)
    ? 'lfd'
    : isProtectiveSecurityService(service)
      ? 'protectiveSecurity'
      : 'backgroundCheck';

/** The group a user needs to order each service (spec §6: children of BKOrderer; LfdOrderer). */
export const ORDER_SERVICE_GROUPS = {
  COWORKER: 'BKOrdererCoworker',
  SPECIALIST: 'BKOrdererSpecialist',
  EXECUTIVE: 'BKOrdererExecutive',
  SCREENING: 'BKOrdererScreen',
  PRESCREEN: 'LfdOrderer',
  SECURITY_SCREENING_BASIC: 'SecurityScreeningOrdererBasic',
  SECURITY_SCREENING: 'SecurityScreeningOrderer',
  SECURITY_CLEARANCE: 'SCOrderer',
} as const satisfies Record<OrderableService, string>;

/** YYYY-MM-DD. */
export const DateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const INTERVIEW_ORDER_MESSAGES = {
  interviewTypeMissing: 'Intervjutyp saknas',
  spiDateInvalid: 'SPI-datum ogiltigt',
} as const;

/**
 * An SPI interview ordered with a check, where the customer's psConfig.enableInterviewSettings offers one
 * (spec §3 spiDetails.spiType, spiDate): its type and a date the customer has already set for it.
 */
export const OrderInterviewFields = {
  interviewType: InterviewType.optional(),
  /** A date the customer has already set for the SPI (spec §3 spiDate); the staff deadline is the day before. */
  spiDate: DateText.optional(),
};

/** psConfig.enableInterviewSettings (`shown`) and sriPerformsInterview: what the order form offers. */
export const InterviewSettingsView = z.object({ shown: z.boolean(), sriPerformsInterview: z.boolean() });
export type InterviewSettingsView = z.infer<typeof InterviewSettingsView>;

/** The interview a job was ordered with, as the orderer sees it (absent without one). */
export const OrderedInterviewView = z.object({
  spiType: InterviewType,
  sriPerformsInterview: z.boolean(),
  /** The customer's SPI date (YYYY-MM-DD), null for none. */
  spiDate: z.string().nullable(),
});
export type OrderedInterviewView = z.infer<typeof OrderedInterviewView>;

/** One person to check: becomes one job of the order. */
export const OrderJobInput = z.object({
  name: Text(200).optional(),
  /** YYYYMMDD-NNNN (spec §5). */
  SSN: Text(20).optional(),
  email: Text(320).optional(),
  phone: Text(30).optional(),
  position: Text(500).optional(),
  description: Text(5000).optional(),
  /** SCREENING only: the checkpoints wanted; costs come from the customer's configuration. */
  screeningCheckpoints: z
    .array(z.object({ checkpoint: ScreeningCheckpoint.shape.checkpoint }))
    .max(20)
    .optional(),
  verifyFormerEmployer: z.boolean().optional(),
  verifyEducation: z.boolean().optional(),
  screeningQuestions: z.array(Text(2000)).max(50).optional(),
  gender: Gender.optional(),
  ageGroup: Text(50).optional(),
  ...OrderInterviewFields,
});
export type OrderJobInput = z.infer<typeof OrderJobInput>;

/**
 * POST /order: create an order, as a draft (`send: false`, jobs CREATED) or sent (PENDING_CONSENT).
 * With `id` it replaces a draft of the caller's (its jobs are rewritten) and may send it; a sent order
 * is 409.
 */
export const CreateOrderRequest = z.object({
  id: Id().optional(),
  /** PRESCREEN orders an LFD check of one person (docs/decisions/lfd.md). */
  service: OrderableService,
  jobs: z.array(OrderJobInput).min(1).max(50),
  customerRecipients: z.array(Id()).max(50).default([]),
  orderInstruction: Text(5000).optional(),
  invoiceCompany: Text(200).optional(),
  costCenter: Text(200).optional(),
  /** API-key callers only: where each state change of the order's jobs is POSTed, signed. */
  webhookURL: Text(2000).optional(),
  send: z.boolean().default(false),
});
export type CreateOrderRequest = z.infer<typeof CreateOrderRequest>;

/** POST /order/populate: `{id}` of the order. */
export const OrderIdRequest = z.object({ id: Id() });
export type OrderIdRequest = z.infer<typeof OrderIdRequest>;

/** A consent of a job as callers see it (never its key). */
export const OrderConsentView = z.object({
  id: z.string(),
  consentType: ConsentType,
  state: ConsentState,
  createTime: z.string(),
  time: z.string().nullable(),
});
export type OrderConsentView = z.infer<typeof OrderConsentView>;

/** A job's person (in full) and what the check covers, as the orderer and staff both see them. */
export const JOB_PERSON_AND_CHECK_FIELDS = {
  SSN: z.string(),
  email: z.string(),
  phone: z.string(),
  position: z.string().nullable(),
  description: z.string().nullable(),
  gender: Gender.nullable(),
  ageGroup: z.string().nullable(),
  screeningCheckpoints: z.array(ScreeningCheckpoint),
  screeningQuestions: z.array(z.string()),
  verifyFormerEmployer: z.boolean(),
  verifyEducation: z.boolean(),
  /** The check includes citizenship (the customer's bkConfig.checkCitizenship when ordered, by service). */
  checkCitizenship: z.boolean(),
  /** The check includes the criminal record (the customer's bkConfig.enableCriminalRecord when ordered). */
  criminalRecord: z.boolean(),
  interview: OrderedInterviewView.optional(),
};

/** An LFD job's place in its chain (spec §3 lfdDetails); null for other services. */
export const LfdDetailsView = z.object({
  parentOrderId: z.string().nullable(),
  sequenceNumber: z.number().int(),
  followUp: z.boolean(),
  followUpLfdCheckPoints: z.array(Checkpoint),
  followUpApproved: z.boolean(),
  ScheduleID: z.string().nullable(),
  activationTime: z.string().nullable(),
});
export type LfdDetailsView = z.infer<typeof LfdDetailsView>;

/**
 * A security clearance's survey and schedule (spec §3 scDetails); null for other services. `flags` counts
 * the flagged answers of its survey (compared with psConfig.flagLimit).
 */
export const ScDetailsView = z.object({
  surveyId: z.string().nullable(),
  flags: z.number().int(),
  scheduleApproved: z.boolean(),
  activationTime: z.string().nullable(),
  scheduleId: z.string().nullable(),
  followUp: z.boolean(),
  skipSurveySigning: z.boolean(),
});
export type ScDetailsView = z.infer<typeof ScDetailsView>;

/**
 * A screening's interview (spec §3 spiDetails, spiDate): its type, whether our SPI leader holds it
 * (psConfig.sriPerformsInterview), and the booked date and comment once booked; null without an interview.
 */
export const SpiDetailsView = z.object({
  spiType: InterviewType,
  sriPerformsInterview: z.boolean(),
  date: z.string().nullable(),
  comment: z.string().nullable(),
  refCheckId: z.string().nullable(),
  /** Who led the SPI before whom: each change of SPI leader, oldest first (user ids; null for none). */
  assignments: z
    .array(z.object({ fromUser: z.string().nullable(), toUser: z.string().nullable(), time: z.string() }))
    .default([]),
});
export type SpiDetailsView = z.infer<typeof SpiDetailsView>;

/** What a protective-security job is for and includes beyond a background check's fields. */
export const PsJobDetailsView = z.object({
  /** The person card of the customer's register the order is for. */
  psPersonId: z.string().nullable(),
  scDetails: ScDetailsView.nullable(),
  spiDetails: SpiDetailsView.nullable(),
  /** The SPI date the customer gave (YYYY-MM-DD), null for none. */
  spiDate: z.string().nullable(),
  performReferenceCheck: z.boolean(),
  lawIncluded: z.boolean(),
  /** The SPI leader has finalized the SPI report: the customer may download it (SPIDownloadReport). */
  spiReportAvailable: z.boolean(),
});
export type PsJobDetailsView = z.infer<typeof PsJobDetailsView>;

export const OrderJobView = z.object({
  id: z.string(),
  orderId: z.string(),
  customerId: z.string(),
  service: JobService,
  currState: JobState,
  prevState: JobState.nullable(),
  jobStateLog: z.array(JobStateLogEntry),
  createTime: z.string(),
  name: z.string(),
  ...JOB_PERSON_AND_CHECK_FIELDS,
  consents: z.array(OrderConsentView),
  /** The person's opaque id across the customer's orders (GET/POST /persons/{id}/orders). */
  personId: z.string(),
  /** Spec §4 order date (ISO), null for a draft. */
  orderDate: z.string().nullable(),
  /** The customer-facing deadline (spec §4), null when the job has none. */
  deadline: z.string().nullable(),
  /** 'close' from a day before the deadline, 'passed' after it (spec §4); null once the job is done or stopped. */
  deadlineStatus: z.enum(['close', 'passed']).nullable(),
  /** True once a report can be downloaded (BKDownloadReport). */
  hasReport: z.boolean(),
  webhookURL: z.string().nullable(),
  lfdDetails: LfdDetailsView.nullable(),
  /** Protective-security jobs only (absent for the other services). */
  protectiveSecurity: PsJobDetailsView.optional(),
});
export type OrderJobView = z.infer<typeof OrderJobView>;

/**
 * A user of the customer as a recipient: its id and e-mail. As an option (POST /order/init; GET
 * /order/recipients, whose envelope's result is the list, for orderers and BKChangeRecipient users) an
 * enabled BKRecipient user; in an OrderView one of the order's recipients, whose e-mail is '' when the
 * user no longer exists (or no longer belongs to the customer).
 */
export const OrderRecipientOption = z.object({ id: z.string(), email: z.string() });
export type OrderRecipientOption = z.infer<typeof OrderRecipientOption>;

export const OrderView = z.object({
  id: z.string(),
  customerId: z.string(),
  custNo: z.string(),
  service: JobService,
  /** True once sent; a draft is false. */
  ordered: z.boolean(),
  /** The ordering user's id, or null for an API key's order. */
  customerOrderer: z.string().nullable(),
  apiKeyId: z.string().nullable(),
  customerRecipients: z.array(z.string()),
  /** The same users with their e-mails, in the same order (so a recipient need not be an orderer to see them). */
  recipients: z.array(OrderRecipientOption),
  orderInstruction: z.string().nullable(),
  invoiceCompany: z.string().nullable(),
  costCenter: z.string().nullable(),
  timestamp: z.string(),
  jobs: z.array(OrderJobView),
});
export type OrderView = z.infer<typeof OrderView>;

/** GET /orders?page&size&service&search&group: the orders the caller may see, newest first. */
export const ListOrdersQuery = z.object({
  ...pageQueryFields(DEFAULT_PAGE_SIZE),
  service: OrderService.optional(),
  /**
   * Spec §9 order-list search, case-insensitive: order id prefix, a person's name or a position
   * (substring); a whole valid personal number (YYYYMMDD-NNNN) finds that person's orders instead.
   */
  search: withoutNul(z.string().trim().max(100)).optional(),
  /** Only orders with a job in this group. */
  group: z.enum(['draft', 'consent', 'ongoing', 'done', 'stopped']).optional(),
});

/** The portal's state groups of jobs (spec §4 groupings "not shown" for the customer; ours). */
export const ORDER_JOB_GROUPS = {
  // A scheduled order is a draft waiting for its start (scheduled-work.md).
  draft: ['CREATED', 'SCHEDULED_ORDER'],
  consent: ['PENDING_CONSENT'],
  ongoing: ['ANALYSING', 'IN_PROGRESS', 'INTERVIEWING', 'PENDING_APPROVAL', 'JOB_SURVEYING'],
  done: ['APPROVED', 'ARCHIVED'],
  stopped: ['DECLINED', 'TIMED_OUT'],
} as const satisfies Record<NonNullable<ListOrdersQuery['group']>, readonly JobState[]>;
export type ListOrdersQuery = z.infer<typeof ListOrdersQuery>;

export type OrderProgress = keyof typeof ORDER_JOB_GROUPS;

/** A sent order's groups, the least advanced first. */
const SENT_ORDER_PROGRESS: readonly OrderProgress[] = ['consent', 'ongoing', 'done', 'stopped'];

/**
 * Where an order stands, from its jobs (the badge of the order page): a draft until sent, then the
 * least advanced group any of its jobs is in — waiting for consent, in progress, done, and stopped only
 * when every job stopped.
 */
export const orderProgress = (order: {
  ordered: boolean;
  jobs: readonly { currState: JobState }[];
}): OrderProgress => {
  if (!order.ordered) return 'draft';
  return (
    SENT_ORDER_PROGRESS.find((group) =>
      order.jobs.some((job) => (ORDER_JOB_GROUPS[group] as readonly JobState[]).includes(job.currState)),
    ) ?? 'ongoing'
  );
};

export const OrdersPage = pagedOkEnvelope(OrderView);
export type OrdersPage = z.infer<typeof OrdersPage>;

/**
 * The header that makes POST /order (and POST /persons/{id}/orders) safe to repeat: required of API-key
 * callers, sent by the web app on every attempt.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const ORDER_MESSAGES = {
  notFound: 'Beställningen kunde inte hittas',
  serviceNotAllowed: 'Du saknar behörighet att beställa denna tjänst',
  customerNoAccess: 'Kunden har inte tillgång till bakgrundskontroller',
  idempotencyConflict: 'Idempotency-Key har redan använts för en annan beställning',
  /** An API key's order without the header (docs/decisions/orders.md): a retry must not order twice. */
  idempotencyKeyRequired:
    'Idempotency-Key krävs för beställningar med API-nyckel, så att ett nytt försök inte skapar en beställning till',
  idempotencyKeyInvalid: 'Ogiltig Idempotency-Key: 1–200 tecken',
  checkpointNotOffered: 'Kontrollpunkten erbjuds inte kunden',
  recipientUnknown: 'Mottagaren kunde inte hittas',
  notDraft: 'Beställningen är redan skickad',
  personNotFound: 'Personen kunde inte hittas',
  webhookNotAllowed: 'Webhook-adress kan bara anges av beställarens API-nyckel',
  extraCheckpointNotAllowed: 'Du saknar behörighet att beställa kontrollpunkter utöver kundens standard',
  lfdCustomerNoAccess: 'Kunden har inte tillgång till LFD',
  lfdOnePerson: 'En LFD-kontroll gäller en person',
} as const;

/** POST /order/abort `{id}`: a draft of the caller's customer is deleted; a sent order is 409. */
export const ORDER_ABORT_MESSAGES = {
  alreadySent: 'Beställningen är skickad och kan inte avbrytas',
} as const;

/** POST /order/abort: the aborted draft's id. */
export const AbortedOrder = z.object({ id: z.string() });
export type AbortedOrder = z.infer<typeof AbortedOrder>;

/**
 * POST /order/init: no body (Fastify hands it over as null), or `{service}` for one service's form;
 * `{service: 'PRESCREEN'}` is the LFD order form's (LfdOrderer; the customer has LFD).
 */
export const OrderInitRequest = z.object({ service: OrderableService.optional() }).nullish();
export type OrderInitRequest = z.infer<typeof OrderInitRequest>;

/** POST /order/init: what the order form needs for the caller's customer. */
export const OrderInitView = z.object({
  /** The services the caller may order (its orderer groups; the customer has BackgroundCheck or LFD). */
  services: z.array(OrderableService),
  /** The customer's screening checkpoints with their costs (SCREENING only; empty otherwise). */
  screeningCheckpoints: z.array(ScreeningCheckpoint),
  screeningStandard: z.string().nullable(),
  /** The customer's cost per offered service, where it has one. */
  serviceCost: z.partialRecord(OrderableService, z.number()),
  /**
   * SCREENING: whether the caller may choose checkpoints outside the customer's standard (those without
   * `standardChecked`): ScreeningExtraServices, or an API key. Without it only standard ones are allowed.
   */
  screeningExtraServices: z.boolean(),
  bkConfig: z.object({
    checkCitizenship: z.boolean(),
    enableCriminalRecord: z.boolean(),
    showVerifyEmployer: z.boolean(),
    /** The order instructions to show on the form; also the default of POST /order's orderInstruction. */
    orderInstructions: z.string().nullable(),
    /** Whether the orderer and the recipients see the risk grades of the report. */
    riscOrderer: z.boolean(),
    riscRecipient: z.boolean(),
  }),
  /** Background checks: whether the form takes an SPI interview (psConfig.enableInterviewSettings). */
  interview: InterviewSettingsView,
  /**
   * PRESCREEN: what the prescreen will check, from the customer's lfdConfig (shown read-only); null for
   * background checks.
   */
  lfdConfig: z
    .object({
      followUpLfdCheckPoints: z.array(Checkpoint),
      enableCriminalRecord: z.boolean(),
      /** Months between follow-ups; null when the customer has none. */
      followUpLfdInterval: z.number().nullable(),
    })
    .nullable(),
  invoiceCompanies: z.array(z.string()),
  /** The customer's users with BKRecipient (LfdRecipient for PRESCREEN). */
  recipients: z.array(OrderRecipientOption),
  /** The caller's cost center (the default of POST /order's costCenter); null for an API key. */
  costCenter: z.string().nullable(),
});
export type OrderInitView = z.infer<typeof OrderInitView>;

/** PATCH /orders/{id}: the order's `{id}`. */
export const OrderIdParams = z.object({ id: Id() });
export type OrderIdParams = z.infer<typeof OrderIdParams>;

/** PATCH /orders/{id}: replaces the order's recipients (same rule as POST /order). */
export const UpdateOrderRecipientsRequest = z.object({
  customerRecipients: z.array(Id()).max(50),
});
export type UpdateOrderRecipientsRequest = z.infer<typeof UpdateOrderRecipientsRequest>;

/** GET and POST /persons/{id}/orders: `{id}` is a job's `personId`. */
export const PersonIdParams = z.object({ id: Id(200) });
export type PersonIdParams = z.infer<typeof PersonIdParams>;

/** GET /persons/{id}/orders?page&size&service&group: that person's orders the caller sees, newest first. */
export const PersonOrdersQuery = ListOrdersQuery.omit({ search: true });
export type PersonOrdersQuery = z.infer<typeof PersonOrdersQuery>;

/**
 * POST /persons/{id}/orders: a new order for a person the customer has ordered before; name, personal
 * number, e-mail and phone come from that person's latest job (e-mail and phone may be replaced).
 */
export const PersonOrderRequest = CreateOrderRequest.omit({ id: true, jobs: true, service: true }).extend({
  service: OrderService,
  job: OrderJobInput.omit({ name: true, SSN: true }),
});
export type PersonOrderRequest = z.infer<typeof PersonOrderRequest>;

/*
 * Who may call the order endpoints (spec §6, issue #5; docs/decisions/orders.md). The service then
 * decides per order (the server's orders.policy.ts).
 * - Ordering: a BKOrderer user holding the service's orderer group (BKOrdererCoworker, …), or the
 *   customer's API key (any of the four services); the customer must have 'BackgroundCheck' access.
 * - Reading: the orderer its own orders, a BKRecipient the orders it receives, the customer's
 *   CustomerAdmin/CustomerSuperuser all the customer's orders, an API key all its customer's orders.
 */
export const ORDER_CREATE_ACCESS = {
  groups: ['BKOrderer', 'LfdOrderer'],
  apiKey: true,
} as const satisfies EndpointAccess;

/** Calls of background checks only (abort, orders for a known person): LFD drafts go by LfdDelete. */
export const BACKGROUND_CHECK_ORDER_ACCESS = {
  groups: ['BKOrderer'],
  apiKey: true,
} as const satisfies EndpointAccess;

export const ORDER_READ_ACCESS = {
  groups: ['BKOrderer', 'BKRecipient', 'CustomerAdmin', 'CustomerSuperuser'],
  apiKey: true,
} as const satisfies EndpointAccess;

/** One order: the readers of background-check orders and of LFD orders (the service decides per order). */
export const ORDER_POPULATE_ACCESS = {
  groups: [
    ...ORDER_READ_ACCESS.groups,
    'LfdOrderer',
    'LfdRecipient',
    'LfdArchived',
    'LfdScheduled',
    'LfdDownloadReport',
    'LfdDelete',
  ],
  apiKey: true,
} as const satisfies EndpointAccess;

/**
 * Changing an order's recipients (PATCH /orders/{id}): BKChangeRecipient (spec §6), and the caller must
 * also see the order. Not API keys: they hold no groups.
 */
export const ORDER_CHANGE_RECIPIENTS_ACCESS = {
  groups: ['BKChangeRecipient'],
} as const satisfies EndpointAccess;

/**
 * The recipients one can choose (GET /order/recipients): whoever chooses them, i.e. orderers (and API
 * keys, which order) and BKChangeRecipient users, who need not be orderers.
 */
export const ORDER_RECIPIENT_OPTIONS_ACCESS = {
  groups: ['BKOrderer', 'BKChangeRecipient'],
  apiKey: true,
} as const satisfies EndpointAccess;

export const createOrderEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/order',
  body: CreateOrderRequest,
  response: okEnvelope(OrderView),
  access: ORDER_CREATE_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /order'],
  summary:
    'Create a background-check order, or save a draft again with `id`, as a draft or sent ' +
    '(Idempotency-Key makes it safe to repeat; required with an API key)',
});

export const populateOrderEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/order/populate',
  effect: 'read',
  body: OrderIdRequest,
  response: okEnvelope(OrderView),
  access: ORDER_POPULATE_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /order/populate'],
  summary: 'One order the caller may see, with its jobs',
});

export const listOrdersEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/orders',
  query: ListOrdersQuery,
  response: OrdersPage,
  access: ORDER_READ_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /orders'],
  summary:
    'A page of the orders the caller may see, newest first, by service, state group and search ' +
    '(order id prefix, name, position or a whole personal number)',
});

export const abortOrderEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/order/abort',
  body: OrderIdRequest,
  response: okEnvelope(AbortedOrder),
  access: BACKGROUND_CHECK_ORDER_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /order/abort'],
  summary: 'Abort (delete) a draft order the caller sees and may order; a sent order is 409',
});

export const orderInitEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/order/init',
  effect: 'read',
  body: OrderInitRequest,
  response: okEnvelope(OrderInitView),
  access: ORDER_CREATE_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /order/init'],
  summary:
    'What the order form needs: services the caller may order, checkpoints and costs, settings, recipients',
});

export const orderRecipientOptionsEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/order/recipients',
  response: okEnvelope(OrderRecipientOption),
  access: ORDER_RECIPIENT_OPTIONS_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /order/recipients'],
  summary: "The users the caller can choose as an order's recipients (orderers and BKChangeRecipient users)",
});

export const changeOrderRecipientsEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'PATCH',
  path: '/orders/{id}',
  params: OrderIdParams,
  body: UpdateOrderRecipientsRequest,
  response: okEnvelope(OrderView),
  access: ORDER_CHANGE_RECIPIENTS_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['PATCH /orders/{id}'],
  summary: "Replace an order's recipients (BKChangeRecipient, and the caller sees the order)",
});

export const listPersonOrdersEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/persons/{id}/orders',
  params: PersonIdParams,
  query: PersonOrdersQuery,
  response: OrdersPage,
  access: ORDER_READ_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /persons/{id}/orders'],
  summary: "A page of one person's orders the caller may see, newest first (id: a job's personId)",
});

export const createPersonOrderEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/persons/{id}/orders',
  params: PersonIdParams,
  body: PersonOrderRequest,
  response: okEnvelope(OrderView),
  access: BACKGROUND_CHECK_ORDER_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /persons/{id}/orders'],
  summary:
    'A new order for a person the caller has ordered before (identity from their newest visible job; ' +
    'Idempotency-Key makes it safe to repeat; required with an API key)',
});
