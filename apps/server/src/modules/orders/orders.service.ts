import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type AbortedOrder,
  type CreateOrderRequest,
  isValidPhone,
  type ListOrdersQuery,
  ORDER_ABORT_MESSAGES,
  ORDER_MESSAGES,
  ORDER_SERVICES,
  type OrderInitRequest,
  type OrderInitView,
  type OrderService,
  type OrderView,
  type Paging,
  type ScreeningCheckpoint,
  type UpdateOrderRecipientsRequest,
  type ValidationIssue,
  validateCandidate,
  validatePersonalNumber,
} from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { type Caller, FORBIDDEN_MESSAGE, isApiKeyCaller } from '../../platform/http/caller';
import { recordAudit } from '../audit/audit.service';
import { findCustomerByCustNo, findCustomerById } from '../customers/customers.repository';
import type { CustomerRow } from '../customers/customers.schema';
import { findUserById, groupsOfUser, listUserRows } from '../identity/identity.repository';
import { queueEmail, queueSms } from '../notifications/notifications.service';
import { transitionJob } from './job-transitions';
import { mayOrderService, maySeeOrder, orderScope } from './orders.policy';
import {
  claimIdempotencyKey,
  deleteOrderRow,
  findOrderRow,
  insertConsent,
  insertJob,
  insertOrder,
  jobsOfOrders,
  listOrderRows,
  lockOrderRow,
  setIdempotencyOrder,
  updateOrderRecipients,
} from './orders.repository';
import type { BkConsentRow, BkJobRow, BkOrderRow } from './orders.schema';

type Db = Database | Transaction;

/** Who asks, and from where: for the audit row. */
export interface CommandContext {
  caller: Caller;
  ip?: string;
}

export interface OrdersDeps {
  db: Database;
  crypto: FieldCrypto;
  /** The web app's address, for the consent link. */
  publicUrl: string;
  now?: () => Date;
}

/** Blind-index purpose of the personal number of a person checked (look-ups by personal number). */
export const SSN_INDEX_PURPOSE = 'bk_jobs.ssn';
/** Blind-index purpose of consent-link keys (only their hash is stored). */
export const CONSENT_KEY_PURPOSE = 'bk_consents.key';
export const CONSENT_REQUEST_CATEGORY = 'consent-request';

const PERSON_FIELDS = ['name', 'ssn', 'email', 'phone'] as const;
type PersonField = (typeof PERSON_FIELDS)[number];
const fieldContext = (field: PersonField, jobId: string) => `bk_jobs.${field}:${jobId}`;

/** The personal number's blind index, for finding a person's jobs without decrypting. */
export const ssnIndex = (crypto: FieldCrypto, ssn: string): string =>
  crypto.blindIndex(SSN_INDEX_PURPOSE, ssn);

const audit = (context: CommandContext) => ({
  actor: context.caller,
  entity: 'order',
  ...(context.ip ? { ip: context.ip } : {}),
});

/** The caller's customer: an API key's own, a user's by customer number; 403 for none. */
const callerCustomer = async (db: Db, caller: Caller): Promise<CustomerRow> => {
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

const validateJobs = (input: CreateOrderRequest, now: Date): void => {
  const issues: ValidationIssue[] = [];
  input.jobs.forEach((job, index) => {
    const path = `jobs.${index}`;
    const missing = validateCandidate(job);
    if (missing) {
      const field = missing === 'Namn saknas' ? 'name' : missing === 'Email saknas' ? 'email' : 'phone';
      issues.push({ path: `${path}.${field}`, message: missing });
      return;
    }
    if (!isValidPhone(job.phone?.trim()))
      issues.push({ path: `${path}.phone`, message: 'Telefonnummer ogiltigt' });
    const ssnRefusal = validatePersonalNumber(job.SSN?.trim(), now);
    if (ssnRefusal) issues.push({ path: `${path}.SSN`, message: ssnRefusal });
  });
  const [first] = issues;
  if (first) throw AppError.badRequest(first.message, issues);
};

/** The chosen screening checkpoints with the customer's costs; one it does not offer is a 400. */
const screeningCheckpointsOf = (
  customer: CustomerRow,
  wanted: readonly { checkpoint: ScreeningCheckpoint['checkpoint'] }[] | undefined,
): ScreeningCheckpoint[] => {
  const offered = customer.data.screeningCheckpoints ?? [];
  return [...new Set((wanted ?? []).map((item) => item.checkpoint))].map((checkpoint) => {
    const match = offered.find((item) => item.checkpoint === checkpoint);
    if (!match) throw AppError.badRequest(ORDER_MESSAGES.checkpointNotOffered);
    return { checkpoint, ...(match.cost !== undefined ? { cost: match.cost } : {}), checked: true };
  });
};

/** The one recipient rule (POST /order, PATCH /orders/{id}): user ids of the customer, deduplicated. */
const validRecipients = async (
  db: Db,
  customer: CustomerRow,
  wanted: readonly string[],
): Promise<string[]> => {
  const recipients = [...new Set(wanted)];
  for (const recipient of recipients) {
    const user = await findUserById(db, recipient);
    const receives =
      user?.custNo === customer.custNo && (await groupsOfUser(db, recipient)).includes('BKRecipient');
    if (!receives) throw AppError.badRequest(ORDER_MESSAGES.recipientUnknown);
  }
  return recipients;
};

/** The caller's customer, which must have background checks (403 otherwise). */
const orderingCustomer = async (db: Db, caller: Caller): Promise<CustomerRow> => {
  const customer = await callerCustomer(db, caller);
  if (!customer.data.access.includes('BackgroundCheck')) {
    throw AppError.forbidden(ORDER_MESSAGES.customerNoAccess);
  }
  return customer;
};

const requestHash = (input: CreateOrderRequest): string =>
  createHash('sha256').update(JSON.stringify(input)).digest('hex');

const consentMessage = (customerName: string, link: string) => ({
  subject: 'Samtycke till bakgrundskontroll',
  email:
    `Hej!\n\n${customerName} har beställt en bakgrundskontroll av dig via Granska. ` +
    `Läs om kontrollen och lämna ditt samtycke här:\n${link}\n\nMed vänliga hälsningar\nGranska`,
  sms: `${customerName} har beställt en bakgrundskontroll av dig. Läs mer och lämna samtycke: ${link}`,
});

/**
 * Creates an order with one job per person, as a draft (jobs CREATED) or sent: each job then gets its
 * JobStart consent, moves to PENDING_CONSENT and its person an e-mail and an SMS with the consent link.
 * All in one transaction with the audit row. With an idempotency key, a repeat of the same request by
 * the same caller answers the first order; another request under the key is 409.
 */
export const createOrder = async (
  deps: OrdersDeps,
  context: CommandContext,
  input: CreateOrderRequest,
  idempotencyKey?: string,
): Promise<OrderView> => {
  const now = (deps.now ?? (() => new Date()))();
  const { caller } = context;
  return deps.db.transaction(async (tx) => {
    const customer = await orderingCustomer(tx, caller);
    if (!mayOrderService(caller, input.service)) throw AppError.forbidden(ORDER_MESSAGES.serviceNotAllowed);

    if (idempotencyKey !== undefined) {
      const hash = requestHash(input);
      const claim = await claimIdempotencyKey(tx, {
        callerId: caller.userId,
        key: idempotencyKey,
        requestHash: hash,
      });
      if (!claim.claimed) {
        if (claim.requestHash !== hash || claim.orderId === null) {
          throw AppError.conflict(ORDER_MESSAGES.idempotencyConflict);
        }
        const existing = await findOrderRow(tx, claim.orderId);
        if (!existing) throw AppError.conflict(ORDER_MESSAGES.idempotencyConflict);
        return (await toViews(tx, deps.crypto, [existing]))[0] as OrderView;
      }
    }

    validateJobs(input, now);
    const recipients = await validRecipients(tx, customer, input.customerRecipients);
    const bkConfig = customer.data.bkConfig ?? {};

    const order = await insertOrder(tx, {
      customerId: customer.id,
      custNo: customer.custNo,
      service: input.service,
      ordererUserId: isApiKeyCaller(caller) ? null : caller.userId,
      apiKeyId: caller.apiKeyId ?? null,
      recipients,
      ordered: input.send,
      orderInstruction: input.orderInstruction ?? null,
      invoiceCompany: input.invoiceCompany ?? null,
      costCenter: input.costCenter ?? caller.costCenter ?? null,
      created: now,
      modified: now,
    });
    const jobIds: string[] = [];
    for (const person of input.jobs) {
      const id = randomUUID();
      const plain: Record<PersonField, string> = {
        name: (person.name ?? '').trim(),
        ssn: (person.SSN ?? '').trim(),
        email: (person.email ?? '').trim(),
        phone: (person.phone ?? '').trim(),
      };
      const encrypt = (field: PersonField) => deps.crypto.encryptField(plain[field], fieldContext(field, id));
      const job = await insertJob(tx, {
        id,
        orderId: order.id,
        customerId: customer.id,
        service: input.service,
        currState: 'CREATED',
        prevState: null,
        jobStateLog: [{ time: now.toISOString(), state: 'CREATED' }],
        nameEnc: encrypt('name'),
        ssnEnc: encrypt('ssn'),
        emailEnc: encrypt('email'),
        phoneEnc: encrypt('phone'),
        ssnIndex: ssnIndex(deps.crypto, plain.ssn),
        position: person.position ?? null,
        description: person.description ?? null,
        gender: person.gender ?? null,
        ageGroup: person.ageGroup ?? null,
        screeningCheckpoints:
          input.service === 'SCREENING' ? screeningCheckpointsOf(customer, person.screeningCheckpoints) : [],
        screeningQuestions: person.screeningQuestions ?? [],
        verifyFormerEmployer: bkConfig.showVerifyEmployer === true && person.verifyFormerEmployer === true,
        verifyEducation: person.verifyEducation === true,
        created: now,
      });
      jobIds.push(job.id);
      if (input.send) await sendJob(tx, deps, customer, order, job, plain, now);
    }
    if (idempotencyKey !== undefined) {
      await setIdempotencyOrder(tx, { callerId: caller.userId, key: idempotencyKey, orderId: order.id });
    }
    await recordAudit(tx, {
      ...audit(context),
      action: input.send ? 'order.send' : 'order.create',
      entityId: order.id,
      details: { customerId: customer.id, service: input.service, jobIds },
    });
    return (await toViews(tx, deps.crypto, [order]))[0] as OrderView;
  });
};

/** Sends one CREATED job: its JobStart consent, PENDING_CONSENT, and the consent link by e-mail and SMS. */
const sendJob = async (
  tx: Transaction,
  deps: OrdersDeps,
  customer: CustomerRow,
  order: BkOrderRow,
  job: BkJobRow,
  person: Record<PersonField, string>,
  now: Date,
): Promise<void> => {
  const consentKey = randomBytes(32).toString('base64url');
  await insertConsent(tx, {
    jobId: job.id,
    consentType: 'JobStart',
    state: 'CsntPendingAnswer',
    keyHash: deps.crypto.blindIndex(CONSENT_KEY_PURPOSE, consentKey),
    createTime: now,
  });
  await transitionJob(tx, job, 'send', { consentCount: 1, apiKeyId: order.apiKeyId, now });
  const link = `${deps.publicUrl}/external/consent/${consentKey}`;
  const message = consentMessage(customer.custName, link);
  await queueEmail(tx, {
    to: person.email,
    subject: message.subject,
    text: message.email,
    category: CONSENT_REQUEST_CATEGORY,
  });
  await queueSms(tx, { to: person.phone, text: message.sms, category: CONSENT_REQUEST_CATEGORY });
};

const toViews = async (db: Db, crypto: FieldCrypto, orders: readonly BkOrderRow[]): Promise<OrderView[]> => {
  const { jobs, consents } = await jobsOfOrders(
    db,
    orders.map((order) => order.id),
  );
  const consentsOf = (jobId: string) =>
    consents
      .filter((consent) => consent.jobId === jobId)
      .map((consent: BkConsentRow) => ({
        id: consent.id,
        consentType: consent.consentType,
        state: consent.state,
        createTime: consent.createTime.toISOString(),
        time: consent.time?.toISOString() ?? null,
      }));
  return orders.map((order) => ({
    id: order.id,
    customerId: order.customerId,
    custNo: order.custNo,
    service: order.service,
    ordered: order.ordered,
    customerOrderer: order.ordererUserId,
    apiKeyId: order.apiKeyId,
    customerRecipients: order.recipients,
    orderInstruction: order.orderInstruction,
    invoiceCompany: order.invoiceCompany,
    costCenter: order.costCenter,
    timestamp: order.created.toISOString(),
    jobs: jobs
      .filter((job) => job.orderId === order.id)
      .map((job) => {
        const decrypt = (field: PersonField, value: string) =>
          crypto.decryptField(value, fieldContext(field, job.id));
        return {
          id: job.id,
          orderId: job.orderId,
          customerId: job.customerId,
          service: job.service,
          currState: job.currState,
          prevState: job.prevState,
          jobStateLog: job.jobStateLog,
          createTime: job.created.toISOString(),
          name: decrypt('name', job.nameEnc),
          SSN: decrypt('ssn', job.ssnEnc),
          email: decrypt('email', job.emailEnc),
          phone: decrypt('phone', job.phoneEnc),
          position: job.position,
          description: job.description,
          gender: job.gender,
          ageGroup: job.ageGroup,
          screeningCheckpoints: job.screeningCheckpoints,
          screeningQuestions: job.screeningQuestions,
          verifyFormerEmployer: job.verifyFormerEmployer,
          verifyEducation: job.verifyEducation,
          consents: consentsOf(job.id),
        };
      }),
  }));
};

/** One order the caller may see, with its jobs' person data (the read is audited); 404 otherwise. */
export const populateOrder = async (
  deps: Pick<OrdersDeps, 'db' | 'crypto'>,
  context: CommandContext,
  id: string,
): Promise<OrderView> =>
  deps.db.transaction(async (tx) => {
    const customer = await callerCustomer(tx, context.caller);
    const order = await findOrderRow(tx, id);
    if (!order || !maySeeOrder(orderScope(context.caller, customer.id), order)) {
      throw AppError.notFound(ORDER_MESSAGES.notFound);
    }
    const [view] = await toViews(tx, deps.crypto, [order]);
    await recordAudit(tx, {
      ...audit(context),
      action: 'order.read',
      entityId: order.id,
      details: { jobIds: view?.jobs.map((job) => job.id) ?? [] },
    });
    return view as OrderView;
  });

/** A page of the orders the caller sees, newest first; the read of person data is audited. */
export const listOrders = async (
  deps: Pick<OrdersDeps, 'db' | 'crypto'>,
  context: CommandContext,
  query: ListOrdersQuery,
): Promise<{ result: OrderView[]; paging: Paging }> =>
  deps.db.transaction(async (tx) => {
    const customer = await callerCustomer(tx, context.caller);
    const { page, size } = query;
    const { rows, total } = await listOrderRows(tx, {
      scope: orderScope(context.caller, customer.id),
      ...(query.service ? { service: query.service } : {}),
      limit: size,
      offset: page * size,
    });
    const result = await toViews(tx, deps.crypto, rows);
    if (rows.length > 0) {
      await recordAudit(tx, {
        ...audit(context),
        action: 'order.list',
        entityId: customer.id,
        details: { orderIds: rows.map((row) => row.id) },
      });
    }
    return { result, paging: { page, size, total } };
  });

/**
 * Aborts a draft (not sent, every job CREATED) of the caller's customer that the caller sees and may
 * order: the order, its jobs and their consents are deleted (nothing was sent, so nothing is kept but
 * the audit row of ids). A sent order is 409; an order the caller does not see is 404.
 */
export const abortOrder = async (
  deps: Pick<OrdersDeps, 'db'>,
  context: CommandContext,
  id: string,
): Promise<AbortedOrder> =>
  deps.db.transaction(async (tx) => {
    const { caller } = context;
    const customer = await orderingCustomer(tx, caller);
    const order = await lockOrderRow(tx, id);
    if (!order || !maySeeOrder(orderScope(caller, customer.id), order)) {
      throw AppError.notFound(ORDER_MESSAGES.notFound);
    }
    if (!mayOrderService(caller, order.service)) throw AppError.forbidden(ORDER_MESSAGES.serviceNotAllowed);
    const { jobs } = await jobsOfOrders(tx, [order.id]);
    if (order.ordered || jobs.some((job) => job.currState !== 'CREATED')) {
      throw AppError.conflict(ORDER_ABORT_MESSAGES.alreadySent);
    }
    await deleteOrderRow(tx, order.id);
    await recordAudit(tx, {
      ...audit(context),
      action: 'order.abort',
      entityId: order.id,
      details: { customerId: customer.id, service: order.service, jobIds: jobs.map((job) => job.id) },
    });
    return { id: order.id };
  });

const RECIPIENT_OPTIONS_LIMIT = 1000;

/**
 * What the order form needs: the services the caller may order (all of them, or the one asked for),
 * the customer's checkpoints, costs, bkConfig flags and invoice companies, its BKRecipient users and the
 * caller's cost center. 403 like POST /order when the caller may order none of them.
 */
export const orderInit = async (
  deps: Pick<OrdersDeps, 'db'>,
  context: CommandContext,
  input: OrderInitRequest,
): Promise<OrderInitView> => {
  const { caller } = context;
  const customer = await orderingCustomer(deps.db, caller);
  const allowed = ORDER_SERVICES.filter((service) => mayOrderService(caller, service));
  const services = input?.service ? allowed.filter((service) => service === input.service) : allowed;
  if (services.length === 0) throw AppError.forbidden(ORDER_MESSAGES.serviceNotAllowed);

  const { data } = customer;
  const serviceCost: Partial<Record<OrderService, number>> = {};
  for (const service of services) {
    const cost = data.serviceCost?.[service];
    if (cost !== undefined) serviceCost[service] = cost;
  }
  const { rows } = await listUserRows(deps.db, {
    custNo: customer.custNo,
    group: 'BKRecipient',
    limit: RECIPIENT_OPTIONS_LIMIT,
    offset: 0,
  });
  const bkConfig = data.bkConfig ?? {};
  return {
    services,
    screeningCheckpoints: services.includes('SCREENING') ? (data.screeningCheckpoints ?? []) : [],
    screeningStandard: data.screeningStandard ?? null,
    serviceCost,
    bkConfig: {
      checkCitizenship: bkConfig.checkCitizenship === true,
      enableCriminalRecord: bkConfig.enableCriminalRecord === true,
      showVerifyEmployer: bkConfig.showVerifyEmployer === true,
      orderInstructions: bkConfig.orderInstructions?.trim() ? bkConfig.orderInstructions : null,
    },
    invoiceCompanies: data.invoiceCompanies ?? [],
    recipients: rows.filter((user) => user.enabled).map((user) => ({ id: user.id, email: user.email })),
    costCenter: isApiKeyCaller(caller) ? null : caller.costCenter,
  };
};

/**
 * PATCH /orders/{id}: replaces the recipients of an order the caller sees (BKChangeRecipient; the
 * route requires the group), drafts and sent orders alike, with the recipient rule of POST /order.
 */
export const changeOrderRecipients = async (
  deps: Pick<OrdersDeps, 'db' | 'crypto' | 'now'>,
  context: CommandContext,
  id: string,
  input: UpdateOrderRecipientsRequest,
): Promise<OrderView> =>
  deps.db.transaction(async (tx) => {
    const now = (deps.now ?? (() => new Date()))();
    const { caller } = context;
    const customer = await orderingCustomer(tx, caller);
    const order = await lockOrderRow(tx, id);
    if (!order || !maySeeOrder(orderScope(caller, customer.id), order)) {
      throw AppError.notFound(ORDER_MESSAGES.notFound);
    }
    const recipients = await validRecipients(tx, customer, input.customerRecipients);
    const updated = await updateOrderRecipients(tx, order.id, { recipients, modified: now });
    await recordAudit(tx, {
      ...audit(context),
      action: 'order.recipients',
      entityId: order.id,
      details: { before: order.recipients, after: recipients },
    });
    return (await toViews(tx, deps.crypto, [updated]))[0] as OrderView;
  });
