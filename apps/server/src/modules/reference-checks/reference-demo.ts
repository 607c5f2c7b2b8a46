import { randomUUID } from 'node:crypto';
import type { ReferenceOrderStateLogEntry, ReferenceStateLogEntry, SurveyAnswer } from '@granska/domain';
import { and, eq } from 'drizzle-orm';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Transaction } from '../../platform/db/database';
import { rtOrders } from './reference-checks.schema';
import {
  emailIndex,
  encryptAnswers,
  encryptCandidateSignature,
  encryptDeclineReason,
  encryptReferee,
  encryptRefereeSignature,
} from './reference-fields';
import { sendReferenceLink } from './reference-links';
import { findOrderRow, insertReferenceRow, updateOrderRow } from './reference-orders.repository';

/**
 * What the demo seed (modules/seed, docs/decisions/demo-seed.md) needs beyond the product's own calls:
 * an order taken past ORDERED as the candidate and the referees would take it (their pages are the link
 * side's), written with the same encryption, and the key that keeps the seed idempotent.
 */

/** Whether the customer has an order whose candidate has this e-mail (the demo orders' stable key). */
export const hasOrderOfCandidate = async (
  tx: Transaction,
  crypto: FieldCrypto,
  customerId: string,
  email: string,
): Promise<boolean> =>
  (
    await tx
      .select({ id: rtOrders.id })
      .from(rtOrders)
      .where(
        and(eq(rtOrders.customerId, customerId), eq(rtOrders.candidateEmailIndex, emailIndex(crypto, email))),
      )
      .limit(1)
  ).length > 0;

export interface DemoReferee {
  name: string;
  relationship: string;
  email: string;
  phone: string;
  state: 'PENDING' | 'DONE' | 'DECLINED';
  ip?: string;
  answers?: SurveyAnswer[];
  declineReason?: string;
}

export interface DemoProgress {
  orderId: string;
  /** Where it ends: referees answering, finished, or timed out waiting for the candidate. */
  state: 'SURVEYING' | 'DONE' | 'TIMEOUT';
  /** When the candidate nominated (or, for TIMEOUT, when the order timed out). */
  at: Date;
  /** When the last referee answered (DONE). */
  doneAt?: Date;
  candidateIp?: string;
  referees?: readonly DemoReferee[];
}

/**
 * Takes a sent demo order further: the candidate's nominations (referees encrypted as the link side
 * writes them; a PENDING one gets its link through the outbox, so a tester can answer it), their answers
 * or reasons, and the order's state with its log. Without BankID evidence: no signature was given.
 */
export const writeDemoProgress = async (
  tx: Transaction,
  deps: { crypto: FieldCrypto; publicUrl: string },
  progress: DemoProgress,
): Promise<void> => {
  const order = await findOrderRow(tx, progress.orderId);
  if (!order) throw new Error('demo order vanished');
  const at = progress.at.toISOString();
  const stateLog: ReferenceOrderStateLogEntry[] = [...order.stateLog];
  if (progress.state === 'TIMEOUT') {
    stateLog.push({ time: at, state: 'TIMEOUT' });
    await updateOrderRow(tx, order.id, { state: 'TIMEOUT', stateLog, modified: progress.at });
    return;
  }
  stateLog.push({ time: at, state: 'SURVEYING' });
  const doneAt = progress.doneAt ?? progress.at;
  for (const [index, referee] of (progress.referees ?? []).entries()) {
    const id = randomUUID();
    // Nominated one after the other, so that they keep their order.
    const nominated = new Date(progress.at.getTime() + index * 1000);
    const log: ReferenceStateLogEntry[] = [
      { time: at, state: 'CREATED' },
      { time: at, state: 'PENDING' },
      ...(referee.state === 'PENDING' ? [] : [{ time: doneAt.toISOString(), state: referee.state }]),
    ];
    const link =
      referee.state === 'PENDING'
        ? await sendReferenceLink(tx, deps, {
            kind: 'refereeRequest',
            company: order.companyHidden ? null : order.company,
            to: { email: referee.email, phone: referee.phone },
          })
        : undefined;
    await insertReferenceRow(tx, {
      id,
      orderId: order.id,
      customerId: order.customerId,
      state: referee.state,
      stateLog: log,
      ...encryptReferee(deps.crypto, id, referee),
      ...encryptRefereeSignature(deps.crypto, id, referee.ip ? { ip: referee.ip } : {}),
      ...(referee.answers ? { answersEnc: encryptAnswers(deps.crypto, id, referee.answers) } : {}),
      ...(referee.declineReason
        ? { declineReasonEnc: encryptDeclineReason(deps.crypto, id, referee.declineReason) }
        : {}),
      verified: referee.state === 'PENDING' ? null : doneAt,
      keyHash: link?.keyHash ?? null,
      created: nominated,
      modified: referee.state === 'PENDING' ? nominated : doneAt,
    });
  }
  if (progress.state === 'DONE') stateLog.push({ time: doneAt.toISOString(), state: 'DONE' });
  await updateOrderRow(tx, order.id, {
    state: progress.state,
    stateLog,
    candidateVerified: progress.at,
    ...encryptCandidateSignature(
      deps.crypto,
      order.id,
      progress.candidateIp ? { ip: progress.candidateIp } : {},
    ),
    // The candidate's link is spent once they sent their referees.
    keyHash: null,
    modified: progress.state === 'DONE' ? doneAt : progress.at,
  });
};
