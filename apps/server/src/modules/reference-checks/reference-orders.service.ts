import { randomUUID } from 'node:crypto';
import {
  type CandidateInfo,
  type ListReferenceOrdersRequest,
  type Paging,
  REFERENCE_MESSAGES,
  REFERENCE_ORDER_GROUPS,
  type ReferenceOrderBundle,
  type ReferenceOrderGroup,
  type ReferenceOrderView,
  type ReferenceView,
  type SaveReferenceOrderRequest,
  VALIDATION_MESSAGES,
  validatePersonalNumber,
  validateReferenceCounts,
  validateReferenceOrder,
} from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { Caller } from '../../platform/http/caller';
import type { RequestContext } from '../../platform/http/request-context';
import { runAuditedRead, runCommand } from '../audit';
import type { CustomerRow } from '../customers';
import { validRecipients } from '../identity';
import type { RtOrderRow, RtReferenceRow } from './reference-checks.schema';
import { requireCustomerOfCaller } from './reference-customer';
import { decryptCandidate, decryptReference, encryptCandidate, orderFieldContext } from './reference-fields';
import { sendReferenceLink } from './reference-links';
import {
  mayArchive,
  mayChangeDraft,
  mayDeleteOrder,
  maySeeReferenceOrder,
  maySeeSurvey,
  type ReferenceOrderScope,
  referenceOrderScope,
} from './reference-orders.policy';
import {
  deleteOrderRow,
  encryptedNamesOfNewestOrders,
  findOrderRow,
  findReferenceRow,
  insertOrderRow,
  listOrderRows,
  lockOrderRow,
  type ReferenceOrderFilter,
  referencesOfOrders,
  updateOrderRow,
  updateReferenceRow,
} from './reference-orders.repository';
import { bundlesOf, orderView, referenceView } from './reference-views';
import { settingsOfCustomer } from './settings.service';
import { deleteSurveysOfOrder, findSurveyRow, templateRows } from './surveys.repository';
import { ownSurveyOfOrder } from './surveys.service';

type Db = Database | Transaction;

export interface ReferenceDeps {
  db: Database;
  crypto: FieldCrypto;
  /** The web app's address, for the candidate's and referees' links. */
  publicUrl: string;
}

type ReadDeps = Pick<ReferenceDeps, 'db' | 'crypto'>;

/**
 * The customer's reference-check orders (spec §3, §4, §7 /order*; docs/decisions/reference-checks.md).
 * Every change is one command with its audit row; reads without personal data are plain reads, reads
 * in clear (decrypt) are audited.
 */

/** The order `id` when the caller sees it (404 as for an unknown id otherwise), locked when changing. */
const visibleOrder = async (
  db: Db,
  scope: ReferenceOrderScope,
  id: string,
  options: { lock?: boolean } = {},
): Promise<RtOrderRow> => {
  const order = options.lock ? await lockOrderRow(db, id) : await findOrderRow(db, id);
  if (!order || !maySeeReferenceOrder(scope, order))
    throw AppError.notFound(REFERENCE_MESSAGES.orderNotFound);
  return order;
};

/** The caller's customer and which of its orders the caller sees. */
export const callerScope = async (
  db: Db,
  caller: Caller,
): Promise<{ customer: CustomerRow; scope: ReferenceOrderScope }> => {
  const customer = await requireCustomerOfCaller(db, caller);
  return { customer, scope: referenceOrderScope(caller, customer.id) };
};

/** An order the caller sees, with its customer and scope (for the report, PDFs and signals). */
export const visibleOrderOfCaller = async (db: Db, caller: Caller, id: string) => {
  const { customer, scope } = await callerScope(db, caller);
  return { customer, scope, order: await visibleOrder(db, scope, id) };
};

/** Recipients are users of the customer in RTRecipient (deduplicated); any other id is 400. */
const recipientsOf = (db: Db, customer: CustomerRow, wanted: readonly string[]): Promise<string[]> =>
  validRecipients(
    db,
    { custNo: customer.custNo, group: 'RTRecipient', refusal: REFERENCE_MESSAGES.recipientUnknown },
    wanted,
  );

/** A text field of a save: absent keeps what the draft had, blank clears it. */
const textField = (given: string | undefined, had: string | null | undefined): string | null =>
  given === undefined ? (had ?? null) : given === '' ? null : given;

/**
 * POST /order: a draft (CREATED) saved, new without id. A draft is checked lightly: the counts (spec §5's
 * min/max messages), the recipients and the questionnaire it names; the rest waits for sending. Counts
 * left out take the customer's defaults (settings); the candidate's details are encrypted per field.
 */
export const saveOrder = (deps: ReferenceDeps, context: RequestContext, request: SaveReferenceOrderRequest) =>
  runCommand(deps.db, context, async (tx) => {
    const { caller, now } = context;
    const { customer, scope } = await callerScope(tx, caller);
    let draft: RtOrderRow | undefined;
    if (request.id) {
      draft = await visibleOrder(tx, scope, request.id, { lock: true });
      if (!mayChangeDraft(caller, scope, draft)) throw AppError.notFound(REFERENCE_MESSAGES.orderNotFound);
      if (draft.state !== 'CREATED') throw AppError.conflict(REFERENCE_MESSAGES.notDraft);
    }
    const settings = await settingsOfCustomer(tx, customer);
    const minReferences = request.minReferences ?? draft?.minReferences ?? settings.defaultMinReferences;
    const maxReferences = request.maxReferences ?? draft?.maxReferences ?? settings.defaultMaxReferences;
    const counts = validateReferenceCounts(minReferences, maxReferences);
    if (counts) throw AppError.badRequest(counts);
    const recipients = request.customerRecipients
      ? await recipientsOf(tx, customer, request.customerRecipients)
      : (draft?.recipients ?? []);
    if (request.surveyId) {
      const survey = await findSurveyRow(tx, request.surveyId);
      if (!survey || !maySeeSurvey(customer.id, survey)) {
        throw AppError.notFound(REFERENCE_MESSAGES.surveyNotFound);
      }
    }
    const id = draft?.id ?? randomUUID();
    const fields = {
      surveyId: textField(request.surveyId, draft?.surveyId),
      recipients,
      company: textField(request.company, draft?.company),
      companyHidden: request.companyHidden ?? draft?.companyHidden ?? false,
      signatureHidden: request.signatureHidden ?? draft?.signatureHidden ?? false,
      position: textField(request.position, draft?.position),
      positionUrl: textField(request.positionURL, draft?.positionUrl),
      description: textField(request.description, draft?.description),
      minReferences,
      maxReferences,
      noVerification: request.noVerification ?? draft?.noVerification ?? !settings.bankIdVerification,
      ...(request.candidateInfo ? encryptCandidate(deps.crypto, id, request.candidateInfo) : {}),
      modified: now,
    };
    const row = draft
      ? await updateOrderRow(tx, id, fields)
      : await insertOrderRow(tx, {
          ...fields,
          id,
          customerId: customer.id,
          ordererUserId: caller.userId,
          state: 'CREATED',
          stateLog: [{ time: now.toISOString(), state: 'CREATED' }],
          created: now,
        });
    return {
      result: orderView(row),
      audit: {
        action: draft ? 'reference-order.update' : 'reference-order.create',
        entity: 'reference-order',
        entityId: row.id,
        details: {
          customerId: customer.id,
          fields: Object.keys(request).filter((field) => field !== 'id'),
          ...(request.candidateInfo ? { candidateFields: Object.keys(request.candidateInfo) } : {}),
        },
      },
    };
  });

/** POST /order/populate `{id}`: the order's bundle, without personal data, with its fraud signals. */
export const populateOrder = async (
  deps: ReadDeps,
  context: RequestContext,
  id: string,
): Promise<ReferenceOrderBundle> => {
  const { order } = await visibleOrderOfCaller(deps.db, context.caller, id);
  const [bundle] = await bundlesOf(deps.db, deps.crypto, [order]);
  return bundle as ReferenceOrderBundle;
};

/**
 * Names are encrypted, so a name search decrypts the candidate names of the caller's newest orders of
 * the group and matches them in memory (as the background-check orders do, order-search.ts); older
 * orders are found by id prefix or position.
 */
export const NAME_SEARCH_ORDER_LIMIT = 2000;

const searchFilter = async (
  db: Db,
  crypto: FieldCrypto,
  filter: ReferenceOrderFilter,
  search: string,
): Promise<ReferenceOrderFilter> => {
  const wanted = search.toLocaleLowerCase('sv');
  // A text with a digit is no name (an id prefix, a position with a number): nothing to decrypt.
  const names = /\d/.test(search)
    ? []
    : await encryptedNamesOfNewestOrders(db, filter, NAME_SEARCH_ORDER_LIMIT);
  const orderIds = names
    .filter(
      (order) =>
        order.candidateNameEnc !== null &&
        crypto
          .decryptField(order.candidateNameEnc, orderFieldContext(order.id, 'candidate_name'))
          .toLocaleLowerCase('sv')
          .includes(wanted),
    )
    .map((order) => order.id);
  return { ...filter, text: { idPrefix: wanted, substring: search, orderIds } };
};

/**
 * POST /order/list: one group's orders (spec §4: saved, pending, done) that the caller sees, newest first,
 * searched by id prefix, candidate name or position (spec §9), as bundles; `paging.total` counts every
 * match. Nothing personal is answered, so the read is not audited.
 */
export const listOrders = async (
  deps: ReadDeps,
  context: RequestContext,
  request: { group: ReferenceOrderGroup; search: string; page: number; size: number },
): Promise<{ result: ReferenceOrderBundle[]; paging: Paging }> => {
  const { scope } = await callerScope(deps.db, context.caller);
  const filter: ReferenceOrderFilter = { scope, states: REFERENCE_ORDER_GROUPS[request.group] };
  const searched = request.search ? await searchFilter(deps.db, deps.crypto, filter, request.search) : filter;
  const { page, size } = request;
  const { rows, total } = await listOrderRows(deps.db, {
    filter: searched,
    limit: size,
    offset: page * size,
  });
  return { result: await bundlesOf(deps.db, deps.crypto, rows), paging: { page, size, total } };
};
export type { ListReferenceOrdersRequest };

/**
 * POST /order/delete: an orderer deletes its own drafts, RTDelete any order of the customer (its
 * references, their answers and the order's own questionnaire go with it; the audit row keeps the ids).
 */
export const deleteOrder = (deps: ReadDeps, context: RequestContext, id: string) =>
  runCommand(deps.db, context, async (tx) => {
    const { caller } = context;
    const { customer, scope } = await callerScope(tx, caller);
    const order = await visibleOrder(tx, scope, id, { lock: true });
    if (!mayDeleteOrder(caller, order)) throw AppError.forbidden(REFERENCE_MESSAGES.deleteOnlyDrafts);
    const references = await referencesOfOrders(tx, [order.id]);
    const surveyIds = await deleteSurveysOfOrder(tx, order.id);
    await deleteOrderRow(tx, order.id);
    return {
      result: orderView(order),
      audit: {
        action: 'reference-order.delete',
        entity: 'reference-order',
        entityId: order.id,
        details: {
          customerId: customer.id,
          state: order.state,
          referenceIds: references.map((reference) => reference.id),
          surveyIds,
        },
      },
    };
  });

const linkCompany = (order: RtOrderRow): string | null => (order.companyHidden ? null : order.company);

/** Spec §5 in its order (validateReferenceOrder), then the personal number and verification rules. */
const sendRefusal = (
  order: Pick<
    RtOrderRow,
    'company' | 'position' | 'minReferences' | 'maxReferences' | 'surveyId' | 'recipients' | 'noVerification'
  >,
  candidate: CandidateInfo,
  settings: { bankIdVerification: boolean; noVerification: boolean },
  now: Date,
): string | null => {
  const message = validateReferenceOrder({
    company: order.company,
    position: order.position,
    minReferences: order.minReferences,
    maxReferences: order.maxReferences,
    surveyId: order.surveyId,
    customerRecipients: order.recipients,
    candidateInfo: candidate,
  });
  if (message) return message;
  if (candidate.ssn && validatePersonalNumber(candidate.ssn, now))
    return VALIDATION_MESSAGES.personalNumberInvalid;
  const allowed = order.noVerification ? settings.noVerification : settings.bankIdVerification;
  return allowed ? null : REFERENCE_MESSAGES.verificationNotAllowed;
};

/** A draft that passed sendRefusal goes out: its questionnaire made its own, ORDERED, the candidate's link sent. */
const dispatchDraft = async (
  tx: Transaction,
  deps: ReferenceDeps,
  order: RtOrderRow,
  candidate: CandidateInfo,
  now: Date,
) => {
  const survey = await ownSurveyOfOrder(tx, order, now);
  if (!survey) throw AppError.badRequest(VALIDATION_MESSAGES.surveyMissing);
  const { keyHash } = await sendReferenceLink(tx, deps, {
    kind: 'candidateRequest',
    company: linkCompany(order),
    to: { email: candidate.email, phone: candidate.phone },
  });
  const row = await updateOrderRow(tx, order.id, {
    state: 'ORDERED',
    stateLog: [...order.stateLog, { time: now.toISOString(), state: 'ORDERED' }],
    ordered: now,
    keyHash,
    surveyId: survey.id,
    modified: now,
  });
  return { row, survey };
};

/** Sends a draft: validated in full, its questionnaire made its own, ORDERED, the candidate's link sent. */
const sendDraft = async (
  tx: Transaction,
  deps: ReferenceDeps,
  context: RequestContext,
  customer: CustomerRow,
  order: RtOrderRow,
) => {
  const { now } = context;
  const candidate = decryptCandidate(deps.crypto, order);
  const settings = await settingsOfCustomer(tx, customer);
  const refusal = sendRefusal(order, candidate, settings, now);
  if (refusal) throw AppError.badRequest(refusal);
  const { row, survey } = await dispatchDraft(tx, deps, order, candidate, now);
  return {
    result: orderView(row),
    audit: {
      action: 'reference-order.send',
      entity: 'reference-order',
      entityId: row.id,
      details: { customerId: customer.id, surveyId: survey.id, channels: channelsOf(candidate) },
    },
  };
};

const channelsOf = (to: { email?: string | undefined; phone?: string | undefined }) => [
  ...(to.email ? ['email'] : []),
  ...(to.phone ? ['sms'] : []),
];

/** A reminder sent by hand: the order as it is now, and the audit row saying to whom. */
const remindedByHand = (row: RtOrderRow, details: Record<string, unknown>) => ({
  result: orderView(row),
  audit: { action: 'reference-order.remind', entity: 'reference-order', entityId: row.id, details },
});

/** A reminder by hand to the candidate (ORDERED): a new link replaces the last. */
const remindCandidate = async (
  tx: Transaction,
  deps: ReferenceDeps,
  context: RequestContext,
  order: RtOrderRow,
) => {
  const candidate = decryptCandidate(deps.crypto, order);
  const { keyHash } = await sendReferenceLink(tx, deps, {
    kind: 'candidateReminder',
    company: linkCompany(order),
    to: { email: candidate.email, phone: candidate.phone },
  });
  const row = await updateOrderRow(tx, order.id, { keyHash, modified: context.now });
  return remindedByHand(row, { to: 'candidate', byHand: true, channels: channelsOf(candidate) });
};

/** A reminder by hand to each referee who has not answered (SURVEYING): each gets a new link. */
const remindReferees = async (
  tx: Transaction,
  deps: ReferenceDeps,
  context: RequestContext,
  order: RtOrderRow,
) => {
  const pending = (await referencesOfOrders(tx, [order.id])).filter(
    (reference) => reference.state === 'PENDING',
  );
  if (pending.length === 0) throw AppError.conflict(REFERENCE_MESSAGES.noPendingReferees);
  for (const reference of pending) {
    const { referenceInfo } = decryptReference(deps.crypto, reference);
    const { keyHash } = await sendReferenceLink(tx, deps, {
      kind: 'refereeReminder',
      company: linkCompany(order),
      to: { email: referenceInfo.email, phone: referenceInfo.phone },
    });
    await updateReferenceRow(tx, reference.id, { keyHash, modified: context.now });
  }
  const row = await updateOrderRow(tx, order.id, { modified: context.now });
  return remindedByHand(row, {
    to: 'referees',
    byHand: true,
    referenceIds: pending.map((reference) => reference.id),
  });
};

/**
 * POST /order/send: a draft is validated in full (spec §5 in order) and sent (ORDERED, the candidate's
 * link by e-mail and SMS); an order waiting for the candidate (ORDERED) or for referees (SURVEYING) is a
 * reminder by hand to whoever it waits for, with a new link; a finished order is 409.
 */
export const sendOrder = (deps: ReferenceDeps, context: RequestContext, id: string) =>
  runCommand(deps.db, context, async (tx) => {
    const { caller } = context;
    const { customer, scope } = await callerScope(tx, caller);
    const order = await visibleOrder(tx, scope, id, { lock: true });
    if (!mayChangeDraft(caller, scope, order)) throw AppError.notFound(REFERENCE_MESSAGES.orderNotFound);
    switch (order.state) {
      case 'CREATED':
        return sendDraft(tx, deps, context, customer, order);
      case 'ORDERED':
        return remindCandidate(tx, deps, context, order);
      case 'SURVEYING':
        return remindReferees(tx, deps, context, order);
      default:
        throw AppError.conflict(REFERENCE_MESSAGES.nothingToRemind);
    }
  });

/** POST /order/archive (RTDelete): a finished order (DONE or TIMEOUT) is archived, once. */
export const archiveOrder = (deps: ReadDeps, context: RequestContext, id: string) =>
  runCommand(deps.db, context, async (tx) => {
    const { customer, scope } = await callerScope(tx, context.caller);
    const order = await visibleOrder(tx, scope, id, { lock: true });
    if (order.archived) throw AppError.conflict(REFERENCE_MESSAGES.alreadyArchived);
    if (!mayArchive(order)) throw AppError.conflict(REFERENCE_MESSAGES.archiveNotFinished);
    const row = await updateOrderRow(tx, order.id, { archived: context.now, modified: context.now });
    return {
      result: orderView(row),
      audit: {
        action: 'reference-order.archive',
        entity: 'reference-order',
        entityId: row.id,
        details: { customerId: customer.id, state: row.state },
      },
    };
  });

/** POST /order/decrypt: the order with the candidate's details in clear; each read leaves an audit row. */
export const decryptOrder = (deps: ReadDeps, context: RequestContext, id: string) =>
  runAuditedRead(deps.db, context, async (tx) => {
    const { order } = await visibleOrderOfCaller(tx, context.caller, id);
    const candidateInfo = decryptCandidate(deps.crypto, order);
    return {
      result: { ...orderView(order), candidateInfo } as ReferenceOrderView & { candidateInfo: CandidateInfo },
      audit: {
        action: 'reference-order.decrypt',
        entity: 'reference-order',
        entityId: order.id,
        details: { fields: Object.keys(candidateInfo) },
      },
    };
  });

/** The references asked for (`{id}` one, `{orderId}` an order's) when the caller sees their order. */
const visibleReferences = async (
  db: Db,
  caller: Caller,
  request: { id: string } | { orderId: string },
): Promise<{ order: RtOrderRow; references: RtReferenceRow[] }> => {
  const { scope } = await callerScope(db, caller);
  if ('orderId' in request) {
    const order = await visibleOrder(db, scope, request.orderId);
    return { order, references: await referencesOfOrders(db, [order.id]) };
  }
  const reference = await findReferenceRow(db, request.id);
  const order = reference ? await findOrderRow(db, reference.orderId) : undefined;
  if (!reference || !order || !maySeeReferenceOrder(scope, order)) {
    throw AppError.notFound(REFERENCE_MESSAGES.referenceNotFound);
  }
  return { order, references: [reference] };
};

/** POST /reference/populate: a reference, or an order's, without the referee, answers or reason. */
export const populateReferences = async (
  deps: ReadDeps,
  context: RequestContext,
  request: { id: string } | { orderId: string },
): Promise<ReferenceView[]> => {
  const { order, references } = await visibleReferences(deps.db, context.caller, request);
  return references.map((reference) => referenceView(reference, order));
};

/**
 * POST /reference/decrypt: the references with the referee's details, the answers and a reason to
 * decline in clear; each read leaves an audit row (ids only).
 */
export const decryptReferences = (
  deps: ReadDeps,
  context: RequestContext,
  request: { id: string } | { orderId: string },
) =>
  runAuditedRead(deps.db, context, async (tx) => {
    const { order, references } = await visibleReferences(tx, context.caller, request);
    const result = references.map((reference) => ({
      ...referenceView(reference, order),
      ...decryptReference(deps.crypto, reference),
    }));
    return {
      result,
      audit:
        'orderId' in request
          ? {
              action: 'reference.decrypt',
              entity: 'reference-order',
              entityId: order.id,
              details: { referenceIds: references.map((reference) => reference.id) },
            }
          : {
              action: 'reference.decrypt',
              entity: 'reference',
              entityId: references[0]?.id ?? null,
              details: { orderId: order.id },
            },
    };
  });

/** What a security screening's reference check is ordered with (screening-reference-checks.ts). */
export interface ScreeningReferenceCheckInput {
  customer: CustomerRow;
  /** The screening's orderer and recipients: they follow the reference check as its orderer and recipients. */
  ordererUserId: string | null;
  recipients: readonly string[];
  candidate: { name: string; email: string; phone: string; ssn: string };
  position: string;
  now: Date;
}

/**
 * Orders and sends a reference check for the person of a security screening (performReferenceCheck with
 * psConfig.sriPerformsReferenceCheck): an order of the screening's customer with the person as candidate,
 * the customer's first questionnaire of its own (else the first public one) and its default counts, sent
 * at once, so it waits for the candidate to name referees. Answers the refusal (spec §5's message)
 * instead when it cannot be sent; nothing is written then.
 */
export const orderScreeningReferenceCheck = async (
  tx: Transaction,
  deps: ReferenceDeps,
  input: ScreeningReferenceCheckInput,
): Promise<{ order: RtOrderRow; surveyId: string } | { refusal: string }> => {
  const { customer, now } = input;
  const settings = await settingsOfCustomer(tx, customer);
  const templates = await templateRows(tx, customer.id);
  const template = templates.find((row) => row.customerId === customer.id) ?? templates[0];
  const id = randomUUID();
  const recipients = [
    ...new Set([...(input.ordererUserId ? [input.ordererUserId] : []), ...input.recipients]),
  ];
  const draft = {
    id,
    customerId: customer.id,
    ordererUserId: input.ordererUserId,
    recipients,
    surveyId: template?.id ?? null,
    state: 'CREATED' as const,
    stateLog: [{ time: now.toISOString(), state: 'CREATED' as const }],
    company: customer.custName,
    companyHidden: false,
    signatureHidden: false,
    position: input.position,
    positionUrl: null,
    description: null,
    minReferences: settings.defaultMinReferences,
    maxReferences: settings.defaultMaxReferences,
    noVerification: !settings.bankIdVerification,
    ...encryptCandidate(deps.crypto, id, input.candidate),
    created: now,
    modified: now,
  };
  const refusal = sendRefusal(draft, input.candidate, settings, now);
  if (refusal) return { refusal };
  const inserted = await insertOrderRow(tx, draft);
  const { row, survey } = await dispatchDraft(tx, deps, inserted, input.candidate, now);
  return { order: row, surveyId: survey.id };
};
