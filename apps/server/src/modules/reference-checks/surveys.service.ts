import {
  type CopySurveyRequest,
  type PopulateSurveyRequest,
  REFERENCE_MESSAGES,
  type SaveSurveyRequest,
  type Survey,
  validateSurvey,
} from '@granska/domain';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { type Caller, FORBIDDEN_MESSAGE } from '../../platform/http/caller';
import type { RequestContext } from '../../platform/http/request-context';
import { runCommand } from '../audit';
import type { RtSurveyRow } from './reference-checks.schema';
import { customerOfCaller, requireCustomerOfCaller } from './reference-customer';
import {
  isPublicTemplate,
  isTemplate,
  mayChangeDraft,
  mayEditPublicSurveys,
  maySeeReferenceOrder,
  maySeeSurvey,
  referenceOrderScope,
} from './reference-orders.policy';
import { lockOrderRow } from './reference-orders.repository';
import {
  deleteSurveyRow,
  deleteSurveysOfOrder,
  findSurveyRow,
  insertSurveyRow,
  ordersUsingSurvey,
  setOrderSurvey,
  templateRows,
  updateSurveyRow,
} from './surveys.repository';

type Db = Database | Transaction;

/**
 * Questionnaires (spec §3 Survey, §7 /survey*): templates of a customer (RTQuestionnaireCreator), public
 * templates every customer may use (the provider's admin keeps them), and the orders' own copies
 * (classType Survey), which later changes to a template never touch. Questionnaires hold no personal
 * data: reads are not audited, changes are.
 */

export const toSurveyView = (row: RtSurveyRow): Survey => ({
  id: row.id,
  classType: row.classType,
  ...(row.customerId ? { customerId: row.customerId } : {}),
  ...(row.orderId ? { orderId: row.orderId } : {}),
  title: row.title,
  description: row.description,
  publicSurvey: row.publicSurvey,
  surveyQuestions: row.questions,
});

const byTitle = (a: RtSurveyRow, b: RtSurveyRow) =>
  a.title.localeCompare(b.title, 'sv') || a.id.localeCompare(b.id);

/** A questionnaire the caller's customer (none for staff) may read; 404 for any other. */
const visibleSurvey = async (db: Db, customerId: string | null, id: string): Promise<RtSurveyRow> => {
  const row = await findSurveyRow(db, id);
  if (!row || !maySeeSurvey(customerId, row)) throw AppError.notFound(REFERENCE_MESSAGES.surveyNotFound);
  return row;
};

/** A template the caller may change: the customer's own, or a public one for the admin. */
const editableTemplate = async (db: Db, caller: Caller, customerId: string | null, id: string) => {
  const row = await visibleSurvey(db, customerId, id);
  if (!isTemplate(row)) throw AppError.conflict(REFERENCE_MESSAGES.surveyNotTemplate);
  if (isPublicTemplate(row) && !mayEditPublicSurveys(caller)) {
    throw AppError.forbidden(REFERENCE_MESSAGES.publicSurveyAdminOnly);
  }
  return row;
};

/**
 * POST /survey/populate: `{id}` one questionnaire (the customer's template or order copy, or a public
 * template); `{classType: 'SurveyTemplate'}` the customer's templates, then the public ones, each by title.
 */
export const populateSurveys = async (
  db: Database,
  context: RequestContext,
  request: PopulateSurveyRequest,
): Promise<Survey[]> => {
  const customerId = (await customerOfCaller(db, context.caller))?.id ?? null;
  if (request.id) return [toSurveyView(await visibleSurvey(db, customerId, request.id))];
  if (request.classType !== 'SurveyTemplate') throw AppError.badRequest(REFERENCE_MESSAGES.surveyIdMissing);
  const rows = await templateRows(db, customerId);
  const own = rows.filter((row) => row.customerId !== null).sort(byTitle);
  const shared = rows.filter((row) => row.customerId === null).sort(byTitle);
  return [...own, ...shared].map(toSurveyView);
};

const questionsOf = (request: SaveSurveyRequest) => request.surveyQuestions ?? [];

/**
 * POST /survey: a template saved (new without id), validated in the spec's order (validateSurvey). A
 * customer's creator saves the customer's templates; the admin saves public ones (no customer). A
 * customer cannot save a public one (403) nor touch another customer's (404).
 */
export const saveSurvey = (db: Database, context: RequestContext, request: SaveSurveyRequest) =>
  runCommand(db, context, async (tx) => {
    const { caller, now } = context;
    const customer = await customerOfCaller(tx, caller);
    const customerId = customer?.id ?? null;
    const message = validateSurvey(request);
    if (message) throw AppError.badRequest(message);
    const content = {
      title: request.title ?? '',
      description: request.description ?? '',
      questions: questionsOf(request),
      modified: now,
    };
    if (request.id) {
      await editableTemplate(tx, caller, customerId, request.id);
      const row = await updateSurveyRow(tx, request.id, content);
      return {
        result: toSurveyView(row),
        audit: {
          action: 'survey.update',
          entity: 'survey',
          entityId: row.id,
          details: { customerId: row.customerId, public: row.publicSurvey, questions: row.questions.length },
        },
      };
    }
    const makesPublic = request.publicSurvey === true || customerId === null;
    if (makesPublic && !mayEditPublicSurveys(caller)) {
      throw customerId === null
        ? AppError.forbidden(FORBIDDEN_MESSAGE)
        : AppError.forbidden(REFERENCE_MESSAGES.publicSurveyAdminOnly);
    }
    const row = await insertSurveyRow(tx, {
      ...content,
      classType: 'SurveyTemplate',
      customerId: makesPublic ? null : customerId,
      publicSurvey: makesPublic,
      created: now,
    });
    return {
      result: toSurveyView(row),
      audit: {
        action: 'survey.create',
        entity: 'survey',
        entityId: row.id,
        details: { customerId: row.customerId, public: row.publicSurvey, questions: row.questions.length },
      },
    };
  });

/** A copy of `source` as an order's own questionnaire (classType Survey) of the customer. */
const copyOf = (
  tx: Transaction,
  source: RtSurveyRow,
  customerId: string,
  orderId: string | null,
  now: Date,
) =>
  insertSurveyRow(tx, {
    classType: 'Survey',
    customerId,
    orderId,
    title: source.title,
    description: source.description,
    publicSurvey: false,
    questions: source.questions,
    created: now,
    modified: now,
  });

/**
 * POST /survey/delete: a template (never an order's copy, 409). Orders keep their questionnaires: a draft
 * that points at the template itself gets its own copy first.
 */
export const deleteSurvey = (db: Database, context: RequestContext, id: string) =>
  runCommand(db, context, async (tx) => {
    const { caller, now } = context;
    const customerId = (await customerOfCaller(tx, caller))?.id ?? null;
    const row = await editableTemplate(tx, caller, customerId, id);
    const copiedFor: string[] = [];
    for (const order of await ordersUsingSurvey(tx, row.id)) {
      const copy = await copyOf(tx, row, order.customerId, order.id, now);
      await setOrderSurvey(tx, [order.id], copy.id);
      copiedFor.push(order.id);
    }
    await deleteSurveyRow(tx, row.id);
    return {
      result: toSurveyView(row),
      audit: {
        action: 'survey.delete',
        entity: 'survey',
        entityId: row.id,
        details: { customerId: row.customerId, public: row.publicSurvey, copiedForOrders: copiedFor },
      },
    };
  });

/**
 * POST /survey/copy: a questionnaire the customer may read copied into one of its own (classType Survey).
 * With `orderId` the copy becomes that draft's questionnaire (its earlier copy goes); the draft must be one
 * the caller may change (404 when not seen, 409 when sent).
 */
export const copySurvey = (db: Database, context: RequestContext, request: CopySurveyRequest) =>
  runCommand(db, context, async (tx) => {
    const { caller, now } = context;
    const customer = await requireCustomerOfCaller(tx, caller);
    const source = await visibleSurvey(tx, customer.id, request.id);
    let orderId: string | null = null;
    if (request.orderId) {
      const order = await lockOrderRow(tx, request.orderId);
      const scope = referenceOrderScope(caller, customer.id);
      if (!order || !maySeeReferenceOrder(scope, order) || !mayChangeDraft(caller, scope, order)) {
        throw AppError.notFound(REFERENCE_MESSAGES.orderNotFound);
      }
      if (order.state !== 'CREATED') throw AppError.conflict(REFERENCE_MESSAGES.notDraft);
      orderId = order.id;
    }
    const copy = await copyOf(tx, source, customer.id, orderId, now);
    const replaced = orderId ? await deleteSurveysOfOrder(tx, orderId, copy.id) : [];
    if (orderId) await setOrderSurvey(tx, [orderId], copy.id);
    return {
      result: toSurveyView(copy),
      audit: {
        action: 'survey.copy',
        entity: 'survey',
        entityId: copy.id,
        details: { fromSurveyId: source.id, orderId, replacedSurveyIds: replaced },
      },
    };
  });

/** An order's questionnaire made its own at sending: a template it points at is copied (tx's caller). */
export const ownSurveyOfOrder = async (
  tx: Transaction,
  order: { id: string; customerId: string; surveyId: string | null },
  now: Date,
): Promise<RtSurveyRow | undefined> => {
  if (!order.surveyId) return undefined;
  const row = await findSurveyRow(tx, order.surveyId);
  if (!row || !maySeeSurvey(order.customerId, row)) return undefined;
  if (row.classType === 'Survey' && row.orderId === order.id) return row;
  const copy = await copyOf(tx, row, order.customerId, order.id, now);
  await deleteSurveysOfOrder(tx, order.id, copy.id);
  await setOrderSurvey(tx, [order.id], copy.id);
  return copy;
};
