import type { ReferenceOrderBundle, ReferenceOrderView, ReferenceView } from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import { findUsersByIds } from '../identity';
import { fraudSignalsOf, REFEREE_REUSE_DAYS } from './fraud-signals';
import type { RtOrderRow, RtReferenceRow, RtSurveyRow } from './reference-checks.schema';
import { referencesOfOrders, referencesSharingContact, reviewsOfOrders } from './reference-orders.repository';
import { surveyRowsByIds } from './surveys.repository';
import { toSurveyView } from './surveys.service';

type Db = Database | Transaction;

/**
 * What the customer's users read of an order without decrypting (docs/decisions/reference-checks.md):
 * every field of the order but the candidate's, and of each reference its state and log, never the
 * referee, the answers or a reason to decline. `/order/decrypt`, `/reference/decrypt` and the decrypted
 * PDF are the ways to the rest, each audited.
 */

const present = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined && field !== null)) as T;

export const orderView = (row: RtOrderRow): ReferenceOrderView => ({
  ...present({
    id: row.id,
    surveyId: row.surveyId ?? undefined,
    state: row.state,
    stateLog: row.stateLog,
    customerId: row.customerId,
    customerOrderer: row.ordererUserId ?? undefined,
    customerRecipients: row.recipients,
    company: row.company ?? undefined,
    companyHidden: row.companyHidden,
    signatureHidden: row.signatureHidden,
    position: row.position ?? undefined,
    positionURL: row.positionUrl ?? undefined,
    description: row.description ?? undefined,
    minReferences: row.minReferences,
    maxReferences: row.maxReferences,
    noVerification: row.noVerification,
  }),
  orderDate: row.ordered ? row.ordered.toISOString() : null,
  archived: row.archived ? row.archived.toISOString() : null,
});

export const referenceView = (row: RtReferenceRow, order: Pick<RtOrderRow, 'surveyId' | 'noVerification'>) =>
  present({
    id: row.id,
    orderId: row.orderId,
    surveyId: order.surveyId ?? undefined,
    state: row.state,
    stateLog: row.stateLog,
    noVerification: order.noVerification,
  }) as ReferenceView;

/** What is needed to build the bundles of some orders of one customer, loaded in a few queries. */
export interface BundleParts {
  references: RtReferenceRow[];
  surveys: RtSurveyRow[];
  sharingContact: Awaited<ReturnType<typeof referencesSharingContact>>;
  reviews: Awaited<ReturnType<typeof reviewsOfOrders>>;
  /** The e-mail of each reviewer of a signal and each recipient of the orders, by user id. */
  userEmails: Map<string, string>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const loadBundleParts = async (db: Db, orders: readonly RtOrderRow[]): Promise<BundleParts> => {
  const orderIds = orders.map((order) => order.id);
  const references = await referencesOfOrders(db, orderIds);
  const surveyIds = [...new Set(orders.flatMap((order) => (order.surveyId ? [order.surveyId] : [])))];
  const surveys = await surveyRowsByIds(db, surveyIds);
  const reviews = await reviewsOfOrders(db, orderIds);
  const customerId = orders[0]?.customerId;
  const times = references.map((reference) => reference.created.getTime());
  const sharingContact =
    customerId && references.length > 0
      ? await referencesSharingContact(db, {
          customerId,
          phoneIndexes: [...new Set(references.map((reference) => reference.phoneIndex))],
          emailIndexes: [...new Set(references.map((reference) => reference.emailIndex))],
          from: new Date(Math.min(...times) - REFEREE_REUSE_DAYS * DAY_MS),
          until: new Date(Math.max(...times) + REFEREE_REUSE_DAYS * DAY_MS + 1),
        })
      : [];
  const users = await findUsersByIds(db, [
    ...new Set([
      ...reviews.map((review) => review.reviewedBy),
      ...orders.flatMap((order) => order.recipients),
    ]),
  ]);
  return {
    references,
    surveys,
    sharingContact,
    reviews,
    userEmails: new Map(users.map((user) => [user.id, user.email])),
  };
};

/** One order's bundle (spec §3 Report bundle) from the parts: without personal data, with its signals. */
export const bundleOf = (
  crypto: FieldCrypto,
  order: RtOrderRow,
  parts: BundleParts,
): ReferenceOrderBundle => {
  const references = parts.references.filter((reference) => reference.orderId === order.id);
  const survey = parts.surveys.find((row) => row.id === order.surveyId);
  return {
    order: {
      ...orderView(order),
      recipientEmails: order.recipients.flatMap((id) => parts.userEmails.get(id) ?? []),
    },
    ...(survey ? { survey: toSurveyView(survey) } : {}),
    references: references.map((reference) => referenceView(reference, order)),
    fraudSignals: fraudSignalsOf(crypto, {
      order,
      references,
      sharingContact: parts.sharingContact,
      reviews: parts.reviews,
      reviewerNames: parts.userEmails,
    }),
  };
};

export const bundlesOf = async (
  db: Db,
  crypto: FieldCrypto,
  orders: readonly RtOrderRow[],
): Promise<ReferenceOrderBundle[]> => {
  const parts = await loadBundleParts(db, orders);
  return orders.map((order) => bundleOf(crypto, order, parts));
};
