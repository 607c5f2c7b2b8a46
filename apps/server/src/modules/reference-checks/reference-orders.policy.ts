import type { Group, ReferenceOrderState } from '@granska/domain';
import type { Caller } from '../../platform/http/caller';

/**
 * Who sees and may change which reference-check orders and questionnaires (spec §6 ServiceReferenceCheck;
 * docs/decisions/reference-checks.md). Pure rules; the services load the rows. Which groups may call a
 * route at all is its contract's access; these rules decide per record, and a record the caller may not
 * see answers 404 as an unknown id does.
 */

/** Customer users who see every order of their customer, as for background checks (orders.policy.ts). */
const SEES_ALL_OF_CUSTOMER: readonly Group[] = ['CustomerAdmin', 'CustomerSuperuser', 'RTDelete'];

/** Orders whose report exists (spec §4 group done): what RTDownloadReport reads across the customer. */
export const FINISHED_ORDER_STATES: readonly ReferenceOrderState[] = ['DONE', 'TIMEOUT'];

/** Which of a customer's orders a caller sees. */
export interface ReferenceOrderScope {
  customerId: string;
  /** Every order of the customer. */
  all: boolean;
  userId: string;
  /** The orders the caller placed (RTOrderer). */
  asOrderer: boolean;
  /** The orders the caller is among the recipients of (RTRecipient). */
  asRecipient: boolean;
  /** The customer's finished orders, whose reports it downloads (RTDownloadReport). */
  finished: boolean;
}

const inGroup = (caller: Caller, group: Group) => caller.groups.includes(group);

export const referenceOrderScope = (caller: Caller, customerId: string): ReferenceOrderScope => ({
  customerId,
  all: SEES_ALL_OF_CUSTOMER.some((group) => inGroup(caller, group)),
  userId: caller.userId,
  asOrderer: inGroup(caller, 'RTOrderer'),
  asRecipient: inGroup(caller, 'RTRecipient'),
  finished: inGroup(caller, 'RTDownloadReport'),
});

export interface ScopedOrder {
  customerId: string;
  ordererUserId: string | null;
  recipients: readonly string[];
  state: ReferenceOrderState;
}

/** Whether the caller sees this order (the same rule as the list's SQL, for one row). */
export const maySeeReferenceOrder = (scope: ReferenceOrderScope, order: ScopedOrder): boolean => {
  if (order.customerId !== scope.customerId) return false;
  return (
    scope.all ||
    (scope.asOrderer && order.ordererUserId === scope.userId) ||
    (scope.asRecipient && order.recipients.includes(scope.userId)) ||
    (scope.finished && FINISHED_ORDER_STATES.includes(order.state))
  );
};

/** A draft is changed (saved, sent) only by its orderer, or by an orderer who sees every order. */
export const mayChangeDraft = (caller: Caller, scope: ReferenceOrderScope, order: ScopedOrder): boolean =>
  inGroup(caller, 'RTOrderer') && (order.ordererUserId === caller.userId || scope.all);

/** RTDelete deletes any order of the customer; an orderer only its own drafts. */
export const mayDeleteOrder = (caller: Caller, order: ScopedOrder): boolean =>
  inGroup(caller, 'RTDelete') ||
  (inGroup(caller, 'RTOrderer') && order.ordererUserId === caller.userId && order.state === 'CREATED');

/** Only finished orders are archived (and billed in the period they are archived in). */
export const mayArchive = (order: { state: ReferenceOrderState }): boolean =>
  FINISHED_ORDER_STATES.includes(order.state);

// Questionnaires.

export interface SurveyOwner {
  customerId: string | null;
  classType: 'Survey' | 'SurveyTemplate';
  publicSurvey: boolean;
}

const isPublicTemplate = (survey: SurveyOwner) =>
  survey.classType === 'SurveyTemplate' && survey.publicSurvey && survey.customerId === null;

/** A public template is every customer's to read; anything else only its customer's. */
export const maySeeSurvey = (customerId: string | null, survey: SurveyOwner): boolean =>
  isPublicTemplate(survey) || (customerId !== null && survey.customerId === customerId);

/** Only the provider's admin edits and deletes public templates (customers read them). */
export const mayEditPublicSurveys = (caller: Caller): boolean => inGroup(caller, 'UserAdmin');

export const isTemplate = (survey: SurveyOwner): boolean => survey.classType === 'SurveyTemplate';
export { isPublicTemplate };
