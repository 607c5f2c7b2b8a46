import { createHash } from 'node:crypto';
import type { FraudSignal, FraudSignalKind } from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { RtOrderRow, RtReferenceRow } from './reference-checks.schema';
import { orderFieldContext, referenceFieldContext } from './reference-fields';
import type { FraudSignalReviewRow } from './reference-orders.repository';

/**
 * Fraud signals (issue 13; docs/decisions/reference-checks.md), computed whenever an order is read, from
 * the blind indexes of the candidate's and the referees' phones, e-mails and addresses and from the names
 * BankID gave. Nothing personal is in a signal: its kind, severity, the parties (reference ids, or
 * 'candidate') and whether the orderer reviewed it. A signal's id is a hash of its kind and parties, so it
 * stays the same across reads and its review sticks to it.
 *
 * Severities: `alert` where an honest process rarely produces it — the candidate and a referee sharing an
 * address, phone or e-mail (the candidate may be answering for the referee), two referees sharing a phone
 * or an e-mail, a BankID name that is not the name given. `warning` where honest explanations are common —
 * two referees answering from one address (the same office network), and a referee given for another
 * candidate of the customer within 90 days (a manager is often a reference for several).
 */

/** A referee given for another candidate of the customer within this many days is a signal. */
export const REFEREE_REUSE_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A reference of another order of the customer that shares a phone or an e-mail with one of ours. */
export type ContactSharingReference = Pick<
  RtReferenceRow,
  'id' | 'orderId' | 'phoneIndex' | 'emailIndex' | 'created'
>;

export interface FraudSignalInputs {
  order: RtOrderRow;
  references: readonly RtReferenceRow[];
  /** The customer's references sharing a contact with ours (any order; the same order's are skipped). */
  sharingContact: readonly ContactSharingReference[];
  reviews: readonly FraudSignalReviewRow[];
  /** How a reviewer is shown (their e-mail), by user id. */
  reviewerNames?: ReadonlyMap<string, string>;
}

export const CANDIDATE_PARTY = 'candidate';

export const fraudSignalId = (kind: FraudSignalKind, parties: readonly string[]): string =>
  createHash('sha256')
    .update(`${kind}:${[...parties].sort().join(',')}`)
    .digest('hex')
    .slice(0, 32);

const words = (name: string): string[] =>
  name
    .normalize('NFC')
    .toLocaleLowerCase('sv')
    .split(/[\s\-,.]+/)
    .filter((word) => word !== '');

/**
 * Whether a name BankID gave is the name given: every word of one is among the other's (BankID has every
 * given name, people often write only the one they use), case and hyphens aside.
 */
export const namesMatch = (given: string, signed: string): boolean => {
  const a = words(given);
  const b = words(signed);
  if (a.length === 0 || b.length === 0) return true;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return shorter.every((word) => longer.includes(word));
};

const same = (a: string | null, b: string | null): boolean => a !== null && b !== null && a === b;

interface Found {
  kind: FraudSignalKind;
  severity: FraudSignal['severity'];
  parties: string[];
}

/** The signals of one order, in a stable order (candidate's first, then by the references' order). */
export const fraudSignalsOf = (crypto: FieldCrypto, inputs: FraudSignalInputs): FraudSignal[] => {
  const { order, references } = inputs;
  const found: Found[] = [];

  // Names are decrypted only where BankID gave one to compare with.
  if (order.candidateSignedNameEnc && order.candidateNameEnc) {
    const given = crypto.decryptField(order.candidateNameEnc, orderFieldContext(order.id, 'candidate_name'));
    const signed = crypto.decryptField(
      order.candidateSignedNameEnc,
      orderFieldContext(order.id, 'candidate_signed_name'),
    );
    if (!namesMatch(given, signed)) {
      found.push({ kind: 'SIGNED_NAME_DIFFERS', severity: 'alert', parties: [CANDIDATE_PARTY] });
    }
  }

  for (const reference of references) {
    const parties = [CANDIDATE_PARTY, reference.id];
    if (same(order.candidateIpIndex, reference.ipIndex))
      found.push({ kind: 'SHARED_IP', severity: 'alert', parties });
    if (same(order.candidatePhoneIndex, reference.phoneIndex)) {
      found.push({ kind: 'SHARED_PHONE', severity: 'alert', parties });
    }
    if (same(order.candidateEmailIndex, reference.emailIndex)) {
      found.push({ kind: 'SHARED_EMAIL', severity: 'alert', parties });
    }
  }

  references.forEach((first, index) => {
    for (const second of references.slice(index + 1)) {
      const parties = [first.id, second.id];
      if (same(first.ipIndex, second.ipIndex))
        found.push({ kind: 'SHARED_IP', severity: 'warning', parties });
      if (same(first.phoneIndex, second.phoneIndex))
        found.push({ kind: 'SHARED_PHONE', severity: 'alert', parties });
      if (same(first.emailIndex, second.emailIndex))
        found.push({ kind: 'SHARED_EMAIL', severity: 'alert', parties });
    }
  });

  for (const reference of references) {
    if (reference.signedNameEnc) {
      const given = crypto.decryptField(reference.nameEnc, referenceFieldContext(reference.id, 'name'));
      const signed = crypto.decryptField(
        reference.signedNameEnc,
        referenceFieldContext(reference.id, 'signed_name'),
      );
      if (!namesMatch(given, signed)) {
        found.push({ kind: 'SIGNED_NAME_DIFFERS', severity: 'alert', parties: [reference.id] });
      }
    }
    const reused = inputs.sharingContact.filter(
      (other) =>
        other.orderId !== order.id &&
        (other.phoneIndex === reference.phoneIndex || other.emailIndex === reference.emailIndex) &&
        Math.abs(other.created.getTime() - reference.created.getTime()) <= REFEREE_REUSE_DAYS * DAY_MS,
    );
    for (const other of reused) {
      found.push({ kind: 'REFEREE_REUSED', severity: 'warning', parties: [reference.id, other.id] });
    }
  }

  const reviews = new Map(
    inputs.reviews.filter((review) => review.orderId === order.id).map((r) => [r.signalId, r]),
  );
  return found.map(({ kind, severity, parties }) => {
    const id = fraudSignalId(kind, parties);
    const review = reviews.get(id);
    return {
      id,
      kind,
      severity,
      parties,
      reviewedBy: review ? (inputs.reviewerNames?.get(review.reviewedBy) ?? review.reviewedBy) : null,
      reviewedAt: review ? review.reviewedAt.toISOString() : null,
    };
  });
};
