import { createHash, randomUUID } from 'node:crypto';
import {
  type AbortedOrder,
  type BkConfig,
  type CreateOrderRequest,
  isAllowedWebhookUrl,
  isBackgroundCheckService,
  isCitizenshipCheckActive,
  isProtectiveSecurityService,
  isValidPhone,
  type JobService,
  type ListOrdersQuery,
  ORDER_ABORT_MESSAGES,
  ORDER_JOB_GROUPS,
  ORDER_MESSAGES,
  ORDER_SERVICES,
  type OrderArea,
  type OrderableService,
  type OrderInitRequest,
  type OrderInitView,
  type OrderRecipientOption,
  type OrderView,
  orderAreaOf,
  type Paging,
  type PersonOrderRequest,
  type PersonOrdersQuery,
  PS_MESSAGES,
  type ScreeningCheckpoint,
  type UpdateOrderRecipientsRequest,
  VALIDATION_MESSAGES,
  type ValidationIssue,
  validateCandidate,
  validatePersonalNumber,
  WEBHOOK_URL_MESSAGE,
} from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import { ssnIndex } from '../../platform/crypto/ssn-index';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { type Caller, FORBIDDEN_MESSAGE, isApiKeyCaller } from '../../platform/http/caller';
import type { RequestContext } from '../../platform/http/request-context';
import { type CommandAudit, runAuditedRead, runCommand } from '../audit';
import { addConsentDays, sendConsentLink } from '../consent-links';
import { type CustomerRow, findCustomerByCustNo, findCustomerById } from '../customers';
import { listUserRows, validRecipients } from '../identity';
import { transitionJob } from './job-transitions';
import { searchFilter } from './order-search';
import {
  decryptPerson,
  type PersonData,
  type PersonField,
  personFieldContext,
  toOrderViews,
} from './order-views';
import { interviewSettingsOf, orderedInterviewColumns } from './ordered-interview';
import {
  AREA_CUSTOMER_ACCESS,
  mayChooseExtraCheckpoints,
  mayGiveWebhookUrl,
  mayOrderService,
  maySeeOrder,
  maySeeOrderOfAnyArea,
  orderScope,
} from './orders.policy';
import {
  claimIdempotencyKey,
  deleteJobsOfOrder,
  deleteOrderRow,
  findOrderRow,
  insertConsent,
  insertJob,
  insertOrder,
  jobsOfOrders,
  listOrderRows,
  lockOrderRow,
  newestJobOfPerson,
  type OrderFilter,
  setIdempotencyOrder,
  updateOrderRecipients,
  updateOrderRow,
} from './orders.repository';
import type { BkJobRow, BkOrderRow, NewBkJobRow } from './orders.schema';

type Db = Database | Transaction;

export interface OrdersDeps {
  db: Database;
  crypto: FieldCrypto;
  /** The web app's address, for the consent link. */
  publicUrl: string;
  /** Days a person has to answer the consent request (CONSENT_TIMEOUT_DAYS). */
  consentTimeoutDays: number;
  /** APP_ENV: decides which webhook URLs are allowed. */
  appEnv: string;
}

type ReadDeps = Pick<OrdersDeps, 'db' | 'crypto'>;

/** The caller's customer: an API key's own, a user's by customer number; 403 for none. */
export const callerCustomer = async (db: Db, caller: Caller): Promise<CustomerRow> => {
  const customer = isApiKeyCaller(caller)
    ? caller.customerId
      ? await findCustomerById(db, caller.customerId)
      : undefined
    : caller.custNo
      ? await findCustomerByCustNo(db, caller.custNo)
      : undefined;
  if (!customer) throw AppError.forbidden(FORBIDDEN_MESSAGE);
  return customer;
};

export const CUSTOMER_NO_ACCESS_MESSAGES: Record<OrderArea, string> = {
  backgroundCheck: ORDER_MESSAGES.customerNoAccess,
  lfd: ORDER_MESSAGES.lfdCustomerNoAccess,
  protectiveSecurity: PS_MESSAGES.customerNoAccess,
};

/** The caller's customer, which must have the portal's service: background checks or LFD (403 otherwise). */
export const orderingCustomer = async (
  db: Db,
  caller: Caller,
  area: OrderArea = 'backgroundCheck',
): Promise<CustomerRow> => {
  const customer = await callerCustomer(db, caller);
  if (!customer.data.access.includes(AREA_CUSTOMER_ACCESS[area])) {
    throw AppError.forbidden(CUSTOMER_NO_ACCESS_MESSAGES[area]);
  }
  return customer;
};

const validateJobs = (input: CreateOrderRequest, now: Date): void => {
  const issues: ValidationIssue[] = [];
  input.jobs.forEach((job, index) => {
    const path = `jobs.${index}`;
    const missing = validateCandidate(job);
    if (missing) {
      const field =
        missing === VALIDATION_MESSAGES.nameMissing
          ? 'name'
          : missing === VALIDATION_MESSAGES.emailMissing || missing === VALIDATION_MESSAGES.emailInvalid
            ? 'email'
            : 'phone';
      issues.push({ path: `${path}.${field}`, message: missing });
      return;
    }
    if (!isValidPhone(job.phone?.trim()))
      issues.push({ path: `${path}.phone`, message: VALIDATION_MESSAGES.phoneInvalid });
    const ssnRefusal = validatePersonalNumber(job.SSN?.trim(), now);
    if (ssnRefusal) issues.push({ path: `${path}.SSN`, message: ssnRefusal });
  });
  const [first] = issues;
  if (first) throw AppError.badRequest(first.message, issues);
};

/**
 * The chosen screening checkpoints with the customer's costs. One the customer does not offer is a 400;
 * one outside its standard is a 403 unless the caller may choose extra checkpoints.
 */
const screeningCheckpointsOf = (
  caller: Caller,
  customer: CustomerRow,
  wanted: readonly { checkpoint: ScreeningCheckpoint['checkpoint'] }[] | undefined,
): ScreeningCheckpoint[] => {
  const offered = customer.data.screeningCheckpoints ?? [];
  return [...new Set((wanted ?? []).map((item) => item.checkpoint))].map((checkpoint) => {
    const match = offered.find((item) => item.checkpoint === checkpoint);
    if (!match) throw AppError.badRequest(ORDER_MESSAGES.checkpointNotOffered);
    if (match.standardChecked !== true && !mayChooseExtraCheckpoints(caller)) {
      throw AppError.forbidden(ORDER_MESSAGES.extraCheckpointNotAllowed);
    }
    return { checkpoint, ...(match.cost !== undefined ? { cost: match.cost } : {}), checked: true };
  });
};

/** Who can receive each portal's orders (spec §6). */
const RECIPIENT_GROUP = {
  backgroundCheck: 'BKRecipient',
  lfd: 'LfdRecipient',
  protectiveSecurity: 'PSRecipient',
} as const;

/** Recipients are users of the customer in BKRecipient (LfdRecipient for LFD; deduplicated); any other id is 400. */
const recipientsOf = (
  db: Db,
  customer: CustomerRow,
  wanted: readonly string[],
  area: OrderArea = 'backgroundCheck',
): Promise<string[]> =>
  validRecipients(
    db,
    { custNo: customer.custNo, group: RECIPIENT_GROUP[area], refusal: ORDER_MESSAGES.recipientUnknown },
    wanted,
  );

/**
 * What a job checks, from the customer's configuration when ordered (stored on the job, so a later change
 * of the customer does not change what the person consented to). A PRESCREEN checks the customer's
 * lfdConfig checkpoints (followUpLfdCheckPoints: the spec has no separate prescreen list) and its
 * criminal-record setting; it is the first of the person's LFD chain (docs/decisions/lfd.md).
 */
const checkOfJob = (
  caller: Caller,
  customer: CustomerRow,
  service: OrderableService,
  wanted: CreateOrderRequest['jobs'][number],
): Pick<
  NewBkJobRow,
  'screeningCheckpoints' | 'verifyFormerEmployer' | 'checkCitizenship' | 'criminalRecord' | 'lfdDetails'
> => {
  if (isProtectiveSecurityService(service)) {
    const psConfig = customer.data.psConfig;
    return {
      screeningCheckpoints: [],
      verifyFormerEmployer: wanted.verifyFormerEmployer === true,
      checkCitizenship:
        psConfig?.checkCitizenship === true &&
        isCitizenshipCheckActive({ service, citizenshipState: 'STARTED' }),
      criminalRecord: psConfig?.enableCriminalRecord === true,
      lfdDetails: null,
    };
  }
  if (service === 'PRESCREEN') {
    const lfdConfig = customer.data.lfdConfig ?? {};
    const checkpoints = [...new Set(lfdConfig.followUpLfdCheckPoints ?? [])];
    return {
      screeningCheckpoints: checkpoints.map((checkpoint) => ({ checkpoint, checked: true })),
      verifyFormerEmployer: false,
      checkCitizenship: false,
      criminalRecord: lfdConfig.enableCriminalRecord === true,
      lfdDetails: {
        parentOrderId: null,
        sequenceNumber: 1,
        followUp: false,
        followUpLfdCheckPoints: checkpoints,
        followUpApproved: false,
        ScheduleID: null,
        activationTime: null,
      },
    };
  }
  const bkConfig = customer.data.bkConfig ?? {};
  return {
    screeningCheckpoints:
      service === 'SCREENING' ? screeningCheckpointsOf(caller, customer, wanted.screeningCheckpoints) : [],
    verifyFormerEmployer: bkConfig.showVerifyEmployer === true && wanted.verifyFormerEmployer === true,
    checkCitizenship: citizenshipCheckApplies(bkConfig, service),
    criminalRecord: bkConfig.enableCriminalRecord === true,
    lfdDetails: null,
  };
};

/** The webhook URL to store on the jobs: an API key's, allowed by isAllowedWebhookUrl; else 400. */
const validWebhookUrl = (
  caller: Caller,
  input: Pick<CreateOrderRequest, 'webhookURL'>,
  appEnv: string,
  draft?: BkOrderRow,
): string | null => {
  const url = input.webhookURL?.trim();
  if (!url) return null;
  if (!mayGiveWebhookUrl(caller, draft)) throw AppError.badRequest(ORDER_MESSAGES.webhookNotAllowed);
  if (!isAllowedWebhookUrl(url, appEnv)) throw AppError.badRequest(WEBHOOK_URL_MESSAGE);
  return url;
};

/** Non-empty order instructions of the customer, else null. */
const customerOrderInstructions = (config: { orderInstructions?: string | undefined }): string | null =>
  config.orderInstructions?.trim() ? (config.orderInstructions ?? null) : null;

/** The customer's instructions for the portal's orders: bkConfig's, psConfig's; lfdConfig has none. */
const defaultOrderInstructions = (customer: CustomerRow, area: OrderArea): string | null =>
  area === 'backgroundCheck'
    ? customerOrderInstructions(customer.data.bkConfig ?? {})
    : area === 'protectiveSecurity'
      ? customerOrderInstructions(customer.data.psConfig ?? {})
      : null;

/**
 * Whether a job ordered now includes the citizenship check: the customer asks for it and the domain's
 * rule covers the service (its collected-data record will then start in STARTED).
 */
const citizenshipCheckApplies = (bkConfig: BkConfig, service: OrderableService): boolean =>
  bkConfig.checkCitizenship === true && isCitizenshipCheckActive({ service, citizenshipState: 'STARTED' });

/** A job's service as one that can be ordered: a follow-up is scheduled, never ordered by hand. */
const mayOrderJobService = (caller: Caller, service: JobService): boolean =>
  service !== 'LFD_FOLLOWUP' && mayOrderService(caller, service);

const requestHash = (request: unknown): string =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

/**
 * The draft `id` locked for the caller, with the rights of abort: the caller sees it (404 otherwise) and
 * may order its service (403). Whether it is still a draft is the caller's question.
 */
export const lockVisibleOrderToOrder = async (
  tx: Transaction,
  caller: Caller,
  customer: CustomerRow,
  id: string,
): Promise<{ order: BkOrderRow; jobs: BkJobRow[]; isDraft: boolean }> => {
  const order = await lockOrderRow(tx, id);
  if (!order || !maySeeOrder(orderScope(caller, customer.id, orderAreaOf(order.service)), order)) {
    throw AppError.notFound(ORDER_MESSAGES.notFound);
  }
  if (!mayOrderJobService(caller, order.service)) throw AppError.forbidden(ORDER_MESSAGES.serviceNotAllowed);
  const { jobs } = await jobsOfOrders(tx, [order.id]);
  return { order, jobs, isDraft: !order.ordered && jobs.every((job) => job.currState === 'CREATED') };
};

/** The job's encrypted person fields and the blind index of the personal number. */
export const personColumns = (crypto: FieldCrypto, jobId: string, person: PersonData) => {
  const encrypt = (field: PersonField) =>
    crypto.encryptField(person[field], personFieldContext(field, jobId));
  return {
    nameEnc: encrypt('name'),
    ssnEnc: encrypt('ssn'),
    emailEnc: encrypt('email'),
    phoneEnc: encrypt('phone'),
    ssnIndex: ssnIndex(crypto, person.ssn),
  };
};

/** Sends one CREATED job: its JobStart consent, PENDING_CONSENT, and the consent link by e-mail and SMS. */
export const sendJob = async (
  tx: Transaction,
  deps: OrdersDeps,
  customer: CustomerRow,
  order: BkOrderRow,
  job: BkJobRow,
  person: PersonData,
  now: Date,
): Promise<void> => {
  const expiresAt = addConsentDays(now, deps.consentTimeoutDays);
  const { keyHash } = await sendConsentLink(tx, deps, {
    kind: 'request',
    to: person,
    customerName: customer.custName,
    expiresAt,
  });
  await insertConsent(tx, {
    jobId: job.id,
    consentType: 'JobStart',
    state: 'CsntPendingAnswer',
    keyHash,
    createTime: now,
    expiresAt,
  });
  await transitionJob(tx, job, 'send', { consentCount: 1, apiKeyId: order.apiKeyId, now });
};

/** What a protective-security job holds beyond the order request (the person card, survey, interview). */
export type PsJobFields = Pick<
  NewBkJobRow,
  'psPersonId' | 'scDetails' | 'spiDetails' | 'spiDate' | 'performReferenceCheck' | 'lawIncluded'
>;

/**
 * Starts a CREATED job the way its service starts: a security clearance is sent as a survey (the
 * clearance-survey module sends the link), a protective-security screening of a customer whose psConfig
 * omits consent goes straight to the analysts, any other job asks its person for consent (sendJob).
 */
export const startJob = async (
  tx: Transaction,
  deps: OrdersDeps,
  customer: CustomerRow,
  order: BkOrderRow,
  job: BkJobRow,
  person: PersonData,
  now: Date,
): Promise<void> => {
  const without = { consentCount: 0, apiKeyId: order.apiKeyId, now };
  if (job.service === 'SECURITY_CLEARANCE') {
    await transitionJob(tx, job, 'sendSurvey', without);
  } else if (isProtectiveSecurityService(job.service) && customer.data.psConfig?.omitConsent === true) {
    await transitionJob(tx, job, 'omitConsent', without);
  } else {
    await sendJob(tx, deps, customer, order, job, person, now);
  }
};

interface PlaceOrder {
  input: CreateOrderRequest;
  /** A protective-security order: its one job's further fields. */
  psJob?: PsJobFields;
  /** The Idempotency-Key and the hash of the request it must repeat. */
  idempotency?: { key: string; requestHash: string };
  /** Audit detail of what the order was made from (POST /persons/{id}/orders). */
  fromPersonId?: string;
}

/**
 * POST /order and POST /persons/{id}/orders: a new order, or with `input.id` a draft saved again (its
 * order fields replaced and its jobs rewritten), sent when `send` is true. In the caller's transaction;
 * answers the order and its audit row. A repeat under the same Idempotency-Key answers the first order
 * (nothing changed, nothing to audit); another request under the key is 409.
 */
export const placeOrder = async (
  tx: Transaction,
  deps: OrdersDeps,
  context: RequestContext,
  customer: CustomerRow,
  { input, idempotency, fromPersonId, psJob }: PlaceOrder,
): Promise<{ result: OrderView; audit: CommandAudit[] }> => {
  const { now } = context;
  const { caller } = context;
  if (!mayOrderService(caller, input.service)) throw AppError.forbidden(ORDER_MESSAGES.serviceNotAllowed);

  if (idempotency) {
    const claim = await claimIdempotencyKey(tx, {
      callerId: caller.userId,
      key: idempotency.key,
      requestHash: idempotency.requestHash,
    });
    if (!claim.claimed) {
      if (claim.requestHash !== idempotency.requestHash || claim.orderId === null) {
        throw AppError.conflict(ORDER_MESSAGES.idempotencyConflict);
      }
      const existing = await findOrderRow(tx, claim.orderId);
      if (!existing) throw AppError.conflict(ORDER_MESSAGES.idempotencyConflict);
      return { result: (await toOrderViews(tx, deps.crypto, [existing], now))[0] as OrderView, audit: [] };
    }
  }

  const draft = input.id ? await lockVisibleOrderToOrder(tx, caller, customer, input.id) : undefined;
  if (draft && !draft.isDraft) throw AppError.conflict(ORDER_MESSAGES.notDraft);
  const area = orderAreaOf(input.service);
  if (draft && orderAreaOf(draft.order.service) !== area) {
    throw AppError.forbidden(ORDER_MESSAGES.serviceNotAllowed);
  }
  if (area !== 'backgroundCheck' && input.jobs.length !== 1) {
    throw AppError.badRequest(ORDER_MESSAGES.lfdOnePerson, [
      { path: 'jobs', message: ORDER_MESSAGES.lfdOnePerson },
    ]);
  }
  validateJobs(input, now);
  const recipients = await recipientsOf(tx, customer, input.customerRecipients, area);
  const webhookUrl = validWebhookUrl(caller, input, deps.appEnv, draft?.order);

  const orderFields = {
    service: input.service,
    recipients,
    ordered: input.send,
    orderInstruction: input.orderInstruction ?? defaultOrderInstructions(customer, area),
    invoiceCompany: input.invoiceCompany ?? null,
    costCenter: input.costCenter ?? caller.costCenter ?? null,
    modified: now,
  };
  let order: BkOrderRow;
  if (draft) {
    await deleteJobsOfOrder(tx, draft.order.id);
    order = await updateOrderRow(tx, draft.order.id, orderFields);
  } else {
    order = await insertOrder(tx, {
      ...orderFields,
      customerId: customer.id,
      custNo: customer.custNo,
      ordererUserId: isApiKeyCaller(caller) ? null : caller.userId,
      apiKeyId: caller.apiKeyId ?? null,
      created: now,
    });
  }

  const jobIds: string[] = [];
  const interviewSettings = isBackgroundCheckService(input.service)
    ? interviewSettingsOf(customer.data.psConfig)
    : undefined;
  for (const [index, wanted] of input.jobs.entries()) {
    const id = randomUUID();
    const person: PersonData = {
      name: (wanted.name ?? '').trim(),
      ssn: (wanted.SSN ?? '').trim(),
      email: (wanted.email ?? '').trim(),
      phone: (wanted.phone ?? '').trim(),
    };
    const job = await insertJob(tx, {
      id,
      orderId: order.id,
      customerId: customer.id,
      service: input.service,
      currState: 'CREATED',
      prevState: null,
      jobStateLog: [{ time: now.toISOString(), state: 'CREATED' }],
      ...personColumns(deps.crypto, id, person),
      position: wanted.position ?? null,
      description: wanted.description ?? null,
      gender: wanted.gender ?? null,
      ageGroup: wanted.ageGroup ?? null,
      screeningQuestions: wanted.screeningQuestions ?? [],
      verifyEducation: wanted.verifyEducation === true,
      ...checkOfJob(caller, customer, input.service, wanted),
      ...(interviewSettings ? orderedInterviewColumns(interviewSettings, wanted, now, `jobs.${index}.`) : {}),
      ...psJob,
      webhookUrl,
      created: now,
    });
    jobIds.push(job.id);
    if (input.send) await startJob(tx, deps, customer, order, job, person, now);
  }
  if (idempotency) {
    await setIdempotencyOrder(tx, { callerId: caller.userId, key: idempotency.key, orderId: order.id });
  }
  return {
    result: (await toOrderViews(tx, deps.crypto, [order], now))[0] as OrderView,
    audit: [
      {
        action: input.send ? 'order.send' : draft ? 'order.update' : 'order.create',
        entity: 'order',
        entityId: order.id,
        details: {
          customerId: customer.id,
          service: input.service,
          jobIds,
          ...(draft ? { replacedJobIds: draft.jobs.map((job) => job.id) } : {}),
          ...(fromPersonId ? { fromPersonId } : {}),
        },
      },
    ],
  };
};

/**
 * POST /order: creates an order with one job per person, as a draft (jobs CREATED) or sent: each job
 * then gets its JobStart consent (expiring after CONSENT_TIMEOUT_DAYS), moves to PENDING_CONSENT and its
 * person an e-mail and an SMS with the consent link. With `id` it saves a draft of the caller's again and
 * may send it (a sent order is 409). One transaction with the audit row.
 */
export const createOrder = (
  deps: OrdersDeps,
  context: RequestContext,
  input: CreateOrderRequest,
  idempotencyKey?: string,
): Promise<OrderView> =>
  runCommand(deps.db, context, async (tx) => {
    const customer = await orderingCustomer(tx, context.caller, orderAreaOf(input.service));
    return placeOrder(tx, deps, context, customer, {
      input,
      ...(idempotencyKey !== undefined
        ? { idempotency: { key: idempotencyKey, requestHash: requestHash(input) } }
        : {}),
    });
  });

/**
 * POST /persons/{id}/orders: a new order for a person of one of the caller's visible orders; name and
 * personal number come from the person's newest such job, e-mail and phone too unless given. Rights and
 * idempotency as POST /order; a person the caller does not see is 404.
 */
export const createPersonOrder = (
  deps: OrdersDeps,
  context: RequestContext,
  personId: string,
  input: PersonOrderRequest,
  idempotencyKey?: string,
): Promise<OrderView> =>
  runCommand(deps.db, context, async (tx) => {
    const customer = await orderingCustomer(tx, context.caller);
    const latest = await newestJobOfPerson(tx, orderScope(context.caller, customer.id), personId);
    if (!latest) throw AppError.notFound(ORDER_MESSAGES.personNotFound);
    const person = decryptPerson(deps.crypto, latest);
    const { job, ...order } = input;
    return placeOrder(tx, deps, context, customer, {
      input: {
        ...order,
        jobs: [
          {
            ...job,
            name: person.name,
            SSN: person.ssn,
            email: job.email ?? person.email,
            phone: job.phone ?? person.phone,
          },
        ],
      },
      fromPersonId: personId,
      ...(idempotencyKey !== undefined
        ? { idempotency: { key: idempotencyKey, requestHash: requestHash({ personId, ...input }) } }
        : {}),
    });
  });

/** One order the caller may see, with its jobs' person data (the read is audited); 404 otherwise. */
export const populateOrder = async (
  deps: ReadDeps,
  context: RequestContext,
  id: string,
): Promise<OrderView> =>
  runAuditedRead(deps.db, context, async (tx) => {
    const customer = await callerCustomer(tx, context.caller);
    const order = await findOrderRow(tx, id);
    const jobStates = order ? (await jobsOfOrders(tx, [order.id])).jobs.map((job) => job.currState) : [];
    if (!order || !maySeeOrderOfAnyArea(context.caller, customer.id, order, jobStates)) {
      throw AppError.notFound(ORDER_MESSAGES.notFound);
    }
    const [view] = await toOrderViews(tx, deps.crypto, [order], context.now);
    return {
      result: view as OrderView,
      audit: {
        action: 'order.read',
        entity: 'order',
        entityId: order.id,
        details: { jobIds: view?.jobs.map((job) => job.id) ?? [] },
      },
    };
  });

/** One page of the filter's orders as views, with the audit row of the person data read (none for none). */
export const pageOfOrders = async (
  tx: Transaction,
  deps: ReadDeps,
  context: RequestContext,
  customer: CustomerRow,
  filter: OrderFilter,
  { page, size }: { page: number; size: number },
  auditDetails: Record<string, unknown> = {},
): Promise<{ result: { result: OrderView[]; paging: Paging }; audit: CommandAudit[] }> => {
  const { rows, total } = await listOrderRows(tx, { filter, limit: size, offset: page * size });
  const result = await toOrderViews(tx, deps.crypto, rows, context.now);
  return {
    result: { result, paging: { page, size, total } },
    audit:
      rows.length > 0
        ? [
            {
              action: 'order.list',
              entity: 'order',
              entityId: customer.id,
              details: { ...auditDetails, orderIds: rows.map((row) => row.id) },
            },
          ]
        : [],
  };
};

/** The filter of a list's service and state group, within the caller's orders. */
const listFilter = (
  caller: Caller,
  customer: CustomerRow,
  query: Pick<ListOrdersQuery, 'service' | 'group'>,
): OrderFilter => ({
  scope: orderScope(caller, customer.id),
  ...(query.service ? { service: query.service } : {}),
  ...(query.group ? { jobStates: ORDER_JOB_GROUPS[query.group] } : {}),
});

/**
 * A page of the orders the caller sees, newest first, narrowed by service, state group (an order with a
 * job in the group) and the spec §9 search (order-search.ts); `total` counts every match.
 */
export const listOrders = async (
  deps: ReadDeps,
  context: RequestContext,
  query: ListOrdersQuery,
): Promise<{ result: OrderView[]; paging: Paging }> =>
  runAuditedRead(deps.db, context, async (tx) => {
    const customer = await callerCustomer(tx, context.caller);
    const filter = listFilter(context.caller, customer, query);
    const searched = query.search
      ? await searchFilter(tx, deps.crypto, filter, query.search, context.now)
      : filter;
    return pageOfOrders(tx, deps, context, customer, searched, query);
  });

/**
 * GET /persons/{id}/orders: a page of the person's orders the caller sees, newest first, like GET /orders.
 * A person with no such order is 404, whatever the other filters.
 */
export const listPersonOrders = async (
  deps: ReadDeps,
  context: RequestContext,
  personId: string,
  query: PersonOrdersQuery,
): Promise<{ result: OrderView[]; paging: Paging }> =>
  runAuditedRead(deps.db, context, async (tx) => {
    const customer = await callerCustomer(tx, context.caller);
    const scope = orderScope(context.caller, customer.id);
    if (!(await newestJobOfPerson(tx, scope, personId))) {
      throw AppError.notFound(ORDER_MESSAGES.personNotFound);
    }
    const filter = { ...listFilter(context.caller, customer, query), personId };
    return pageOfOrders(tx, deps, context, customer, filter, query, { personId });
  });

/**
 * Aborts a draft (not sent, every job CREATED) of the caller's customer that the caller sees and may
 * order: the order, its jobs and their consents are deleted (nothing was sent, so nothing is kept but
 * the audit row of ids). A sent order is 409; an order the caller does not see is 404.
 */
export const abortOrder = async (
  deps: Pick<OrdersDeps, 'db'>,
  context: RequestContext,
  id: string,
): Promise<AbortedOrder> =>
  runCommand(deps.db, context, async (tx) => {
    const customer = await orderingCustomer(tx, context.caller);
    const { order, jobs, isDraft } = await lockVisibleOrderToOrder(tx, context.caller, customer, id);
    if (!isDraft) throw AppError.conflict(ORDER_ABORT_MESSAGES.alreadySent);
    await deleteOrderRow(tx, order.id);
    return {
      result: { id: order.id },
      audit: {
        action: 'order.abort',
        entity: 'order',
        entityId: order.id,
        details: { customerId: customer.id, service: order.service, jobIds: jobs.map((job) => job.id) },
      },
    };
  });

const RECIPIENT_OPTIONS_LIMIT = 1000;

/** Who can be chosen as a recipient: the customer's enabled BKRecipient (LfdRecipient) users. */
export const recipientOptions = async (
  db: Db,
  customer: CustomerRow,
  area: OrderArea = 'backgroundCheck',
): Promise<OrderRecipientOption[]> => {
  const { rows } = await listUserRows(db, {
    custNo: customer.custNo,
    group: RECIPIENT_GROUP[area],
    limit: RECIPIENT_OPTIONS_LIMIT,
    offset: 0,
  });
  return rows.filter((user) => user.enabled).map((user) => ({ id: user.id, email: user.email }));
};

/**
 * GET /order/recipients: the recipients the caller can choose, for the order form and for changing an
 * order's recipients (BKOrderer or BKChangeRecipient; the route requires one). The customer must have
 * BackgroundCheck (403 otherwise).
 */
export const orderRecipientOptions = async (
  deps: Pick<OrdersDeps, 'db'>,
  context: RequestContext,
): Promise<OrderRecipientOption[]> =>
  recipientOptions(deps.db, await orderingCustomer(deps.db, context.caller));

/**
 * What the order form needs: the services the caller may order (all of them, or the one asked for),
 * the customer's checkpoints, costs, bkConfig settings and invoice companies, its BKRecipient users and
 * the caller's cost center. 403 like POST /order when the caller may order none of them.
 */
export const orderInit = async (
  deps: Pick<OrdersDeps, 'db'>,
  context: RequestContext,
  input: OrderInitRequest,
): Promise<OrderInitView> => {
  const { caller } = context;
  const area = input?.service ? orderAreaOf(input.service) : 'backgroundCheck';
  const customer = await orderingCustomer(deps.db, caller, area);
  const allowed = (area === 'lfd' ? (['PRESCREEN'] as const) : ORDER_SERVICES).filter((service) =>
    mayOrderService(caller, service),
  );
  const services = input?.service ? allowed.filter((service) => service === input.service) : allowed;
  if (services.length === 0) throw AppError.forbidden(ORDER_MESSAGES.serviceNotAllowed);

  const { data } = customer;
  const serviceCost: Partial<Record<OrderableService, number>> = {};
  for (const service of services) {
    const cost = data.serviceCost?.[service];
    if (cost !== undefined) serviceCost[service] = cost;
  }
  const bkConfig = data.bkConfig ?? {};
  return {
    services,
    screeningCheckpoints: services.includes('SCREENING') ? (data.screeningCheckpoints ?? []) : [],
    screeningStandard: data.screeningStandard ?? null,
    screeningExtraServices: mayChooseExtraCheckpoints(caller),
    serviceCost,
    bkConfig: {
      checkCitizenship: bkConfig.checkCitizenship === true,
      enableCriminalRecord: bkConfig.enableCriminalRecord === true,
      showVerifyEmployer: bkConfig.showVerifyEmployer === true,
      orderInstructions: customerOrderInstructions(bkConfig),
      riscOrderer: bkConfig.riscOrderer === true,
      riscRecipient: bkConfig.riscRecipient === true,
    },
    interview:
      area === 'lfd' ? { shown: false, sriPerformsInterview: false } : interviewSettingsOf(data.psConfig),
    lfdConfig:
      area === 'lfd'
        ? {
            followUpLfdCheckPoints: [...new Set(data.lfdConfig?.followUpLfdCheckPoints ?? [])],
            enableCriminalRecord: data.lfdConfig?.enableCriminalRecord === true,
            followUpLfdInterval: data.lfdConfig?.followUpLfdInterval ?? null,
          }
        : null,
    invoiceCompanies: data.invoiceCompanies ?? [],
    recipients: await recipientOptions(deps.db, customer, area),
    costCenter: isApiKeyCaller(caller) ? null : caller.costCenter,
  };
};

/**
 * PATCH /orders/{id}: replaces the recipients of an order the caller sees (BKChangeRecipient; the
 * route requires the group), drafts and sent orders alike, with the recipient rule of POST /order.
 */
export const changeOrderRecipients = async (
  deps: ReadDeps,
  context: RequestContext,
  id: string,
  input: UpdateOrderRecipientsRequest,
): Promise<OrderView> =>
  runCommand(deps.db, context, async (tx) => {
    const { caller, now } = context;
    const customer = await orderingCustomer(tx, caller);
    const order = await lockOrderRow(tx, id);
    if (!order || !maySeeOrder(orderScope(caller, customer.id), order)) {
      throw AppError.notFound(ORDER_MESSAGES.notFound);
    }
    const recipients = await recipientsOf(tx, customer, input.customerRecipients);
    const updated = await updateOrderRecipients(tx, order.id, { recipients, modified: now });
    return {
      result: (await toOrderViews(tx, deps.crypto, [updated], now))[0] as OrderView,
      audit: {
        action: 'order.recipients',
        entity: 'order',
        entityId: order.id,
        details: { before: order.recipients, after: recipients },
      },
    };
  });
