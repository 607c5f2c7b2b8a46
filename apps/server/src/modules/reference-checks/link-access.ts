import type { ReferenceView } from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { BankIdService } from '../bankid';
import { findOrderByKeyHash, findReferenceByKeyHash, lockOrder, lockReference } from './link-repository';
import { LINK_MESSAGES } from './link-states.policy';
import type { RtOrderRow, RtReferenceRow } from './reference-checks.schema';
import { decryptReference, linkKeyHash } from './reference-fields';
import type { ReferenceTiming } from './reference-timing';

/**
 * Who a link's key belongs to: the candidate of an order (rt_orders.key_hash, kind 'order') or a referee
 * (rt_references.key_hash, kind 'reference'). Unknown keys, keys a reminder replaced, and links of
 * orders not sent, archived or deleted answer the same 404, so a dead link tells nothing.
 */

export interface LinkDeps {
  db: Database;
  crypto: FieldCrypto;
  publicUrl: string;
  timing: ReferenceTiming;
}

export interface LinkBankIdDeps extends LinkDeps {
  bankId: BankIdService;
}

export type CandidateLink = { role: 'candidate'; order: RtOrderRow; keyHash: string };
export type RefereeLink = {
  role: 'referee';
  order: RtOrderRow;
  reference: RtReferenceRow;
  keyHash: string;
};
export type Link = CandidateLink | RefereeLink;

const notFound = () => AppError.notFound(LINK_MESSAGES.notFound);

const usableOrder = (order: RtOrderRow) => order.state !== 'CREATED' && order.archived === null;

export const findLink = async (deps: Pick<LinkDeps, 'db' | 'crypto'>, key: string): Promise<Link> => {
  const orderKeyHash = linkKeyHash(deps.crypto, 'order', key);
  const order = await findOrderByKeyHash(deps.db, orderKeyHash);
  if (order && usableOrder(order)) return { role: 'candidate', order, keyHash: orderKeyHash };
  const referenceKeyHash = linkKeyHash(deps.crypto, 'reference', key);
  const found = await findReferenceByKeyHash(deps.db, referenceKeyHash);
  if (found && found.reference.state !== 'CREATED' && usableOrder(found.order)) {
    return { role: 'referee', ...found, keyHash: referenceKeyHash };
  }
  throw notFound();
};

export const candidateLink = async (
  deps: Pick<LinkDeps, 'db' | 'crypto'>,
  key: string,
): Promise<CandidateLink> => {
  const link = await findLink(deps, key);
  if (link.role !== 'candidate') throw notFound();
  return link;
};

export const refereeLink = async (
  deps: Pick<LinkDeps, 'db' | 'crypto'>,
  key: string,
): Promise<RefereeLink> => {
  const link = await findLink(deps, key);
  if (link.role !== 'referee') throw notFound();
  return link;
};

/** The order locked for the transaction, still the link's (a reminder may have replaced the key). */
export const lockCandidateOrder = async (tx: Transaction, link: CandidateLink): Promise<RtOrderRow> => {
  const order = await lockOrder(tx, link.order.id);
  if (!order || order.keyHash !== link.keyHash || !usableOrder(order)) throw notFound();
  return order;
};

/** The order and the reference locked (in that order, as everywhere), the key still the link's. */
export const lockRefereeRows = async (
  tx: Transaction,
  link: RefereeLink,
): Promise<{ order: RtOrderRow; reference: RtReferenceRow }> => {
  const order = await lockOrder(tx, link.order.id);
  const reference = await lockReference(tx, link.reference.id);
  if (!order || !reference || reference.keyHash !== link.keyHash || !usableOrder(order)) throw notFound();
  return { order, reference };
};

const GONE_MESSAGES: readonly string[] = [LINK_MESSAGES.finished, LINK_MESSAGES.referenceTimedOut];
const CONFLICT_MESSAGES: readonly string[] = [
  LINK_MESSAGES.alreadyAnswered,
  LINK_MESSAGES.alreadyDeclined,
  LINK_MESSAGES.alreadyVerified,
  LINK_MESSAGES.referenceAlreadySent,
  LINK_MESSAGES.needsBankId,
  LINK_MESSAGES.noBankIdNeeded,
];

/**
 * A refusal of the policy as the envelope answers it: 410 when the order (or the referee's time) has
 * ended, 409 when the step was already taken or the order does not use it, else 400.
 */
export const refusal = (message: string): AppError => {
  if (GONE_MESSAGES.includes(message)) return new AppError('GONE', message);
  if (CONFLICT_MESSAGES.includes(message)) return AppError.conflict(message);
  return AppError.badRequest(message);
};

export const refuseIf = (message: string | null): void => {
  if (message !== null) throw refusal(message);
};

/** The company as the candidate and the referees may see it. */
export const visibleCompany = (order: RtOrderRow): string | null =>
  order.companyHidden ? null : (order.company ?? null);

const iso = (date: Date) => date.toISOString();

/** A nomination as the candidate sees it: what they gave, in clear; never the referee's BankID name or address. */
export const nominationView = (crypto: FieldCrypto, row: RtReferenceRow): ReferenceView => {
  const { referenceInfo } = decryptReference(crypto, row);
  return {
    id: row.id,
    orderId: row.orderId,
    state: row.state,
    stateLog: row.stateLog,
    referenceInfo: {
      ...(referenceInfo.name === undefined ? {} : { name: referenceInfo.name }),
      ...(referenceInfo.relationship === undefined ? {} : { relationship: referenceInfo.relationship }),
      ...(referenceInfo.email === undefined ? {} : { email: referenceInfo.email }),
      ...(referenceInfo.phone === undefined ? {} : { phone: referenceInfo.phone }),
    },
  };
};

/** A referee's own reference: its state and their saved answers (their details are the candidate's words). */
export const refereeReferenceView = (crypto: FieldCrypto, row: RtReferenceRow): ReferenceView => ({
  id: row.id,
  orderId: row.orderId,
  state: row.state,
  stateLog: row.stateLog,
  surveyAnswers: decryptReference(crypto, row).surveyAnswers,
});

export const logEntry = <S extends string>(state: S, now: Date) => ({ time: iso(now), state });
