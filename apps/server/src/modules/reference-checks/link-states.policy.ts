import { REFERENCE_LINK_MESSAGES, type ReferenceOrderState, type ReferenceState } from '@granska/domain';

/**
 * The rules of the candidate's and the referees' steps (spec §4, docs/decisions/reference-check-links.md).
 * Pure: the services load the rows, ask these, and write what they answer.
 *
 * Order: CREATED → ORDERED (sent to the candidate, who nominates) → SURVEYING (the referees answer) →
 * DONE (every referee sent a link has answered or declined and at least min answered) or TIMEOUT.
 * Reference: CREATED (nominated, not sent) → PENDING (sent) → DONE / DECLINED / TIMEOUT.
 */

/** What the candidate and the referees are told when a step is not possible (domain, with English twins). */
export const LINK_MESSAGES = REFERENCE_LINK_MESSAGES;
export const tooFewReferences = (min: number): string => REFERENCE_LINK_MESSAGES.tooFew(min);
export const tooManyReferences = (max: number): string => REFERENCE_LINK_MESSAGES.tooMany(max);

const OPEN_ORDER_STATES: readonly ReferenceOrderState[] = ['ORDERED', 'SURVEYING'];
const FINAL_REFERENCE_STATES: readonly ReferenceState[] = ['DONE', 'DECLINED', 'TIMEOUT'];

/** Whether the candidate and the referees can still act (the order waits for them). */
export const isOrderOpen = (state: ReferenceOrderState): boolean => OPEN_ORDER_STATES.includes(state);
export const isFinalReference = (state: ReferenceState): boolean => FINAL_REFERENCE_STATES.includes(state);

/**
 * The nominations that count against max and towards min: all but the referees who declined or did
 * not answer in time (the candidate may replace those while the order is open).
 */
export const countingReferences = <R extends { state: ReferenceState }>(references: readonly R[]): R[] =>
  references.filter((reference) => reference.state !== 'DECLINED' && reference.state !== 'TIMEOUT');

/** Why the candidate cannot add one more nomination now, or null. Editing an unsent one is not adding. */
export const nominationRefusal = (
  order: { state: ReferenceOrderState; maxReferences: number },
  references: readonly { state: ReferenceState }[],
): string | null => {
  if (!isOrderOpen(order.state)) return LINK_MESSAGES.finished;
  if (countingReferences(references).length >= order.maxReferences) {
    return tooManyReferences(order.maxReferences);
  }
  return null;
};

/**
 * Why the candidate cannot send the nominations now, or null: the order open, the candidate verified
 * (unless the order needs no verification), something new to send, and between min and max counting.
 */
export const sendRefusal = (
  order: {
    state: ReferenceOrderState;
    noVerification: boolean;
    candidateVerified: Date | null;
    minReferences: number;
    maxReferences: number;
  },
  references: readonly { state: ReferenceState }[],
): string | null => {
  if (!isOrderOpen(order.state)) return LINK_MESSAGES.finished;
  if (!order.noVerification && order.candidateVerified === null) return LINK_MESSAGES.candidateNotVerified;
  const counting = countingReferences(references).length;
  if (counting < order.minReferences) return tooFewReferences(order.minReferences);
  if (counting > order.maxReferences) return tooManyReferences(order.maxReferences);
  if (!references.some((reference) => reference.state === 'CREATED')) return LINK_MESSAGES.nothingToSend;
  return null;
};

/**
 * Why a referee cannot answer, sign or decline now, or null. `needsVerification`: answering and signing
 * need the referee identified (unless the order needs no verification); declining does not.
 */
export const refereeRefusal = (
  order: { state: ReferenceOrderState; noVerification: boolean },
  reference: { state: ReferenceState; verified: Date | null },
  needsVerification: boolean,
): string | null => {
  if (reference.state === 'DONE') return LINK_MESSAGES.alreadyAnswered;
  if (reference.state === 'DECLINED') return LINK_MESSAGES.alreadyDeclined;
  if (reference.state === 'TIMEOUT') return LINK_MESSAGES.referenceTimedOut;
  if (order.state !== 'SURVEYING' || reference.state !== 'PENDING') return LINK_MESSAGES.finished;
  if (needsVerification && !order.noVerification && reference.verified === null) {
    return LINK_MESSAGES.refereeNotVerified;
  }
  return null;
};

/**
 * The order's state once a referee answered or declined: DONE when every referee sent a link has
 * finished and at least min answered; else unchanged. All finished with fewer than min answered keeps
 * the order SURVEYING: the candidate may nominate others (within max) until the deadline.
 */
export const orderStateAfterReferee = (
  order: { state: ReferenceOrderState; minReferences: number },
  references: readonly { state: ReferenceState }[],
): ReferenceOrderState => {
  if (order.state !== 'SURVEYING') return order.state;
  const sent = references.filter((reference) => reference.state !== 'CREATED');
  const answered = sent.filter((reference) => reference.state === 'DONE').length;
  const allFinished = sent.length > 0 && sent.every((reference) => isFinalReference(reference.state));
  return allFinished && answered >= Math.max(1, order.minReferences) ? 'DONE' : order.state;
};

/**
 * The order's state at its deadline: DONE when the referees had answered enough (at least min), so the
 * customer gets the report of those who did; else TIMEOUT. The referees still pending time out.
 */
export const orderStateAtDeadline = (
  order: { state: ReferenceOrderState; minReferences: number },
  references: readonly { state: ReferenceState }[],
): ReferenceOrderState => {
  if (!isOrderOpen(order.state)) return order.state;
  const answered = references.filter((reference) => reference.state === 'DONE').length;
  return order.state === 'SURVEYING' && answered >= Math.max(1, order.minReferences) ? 'DONE' : 'TIMEOUT';
};
