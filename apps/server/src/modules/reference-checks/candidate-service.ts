import { randomUUID } from 'node:crypto';
import {
  type DeleteReferenceRequest,
  type ReferenceView,
  type SaveReferenceRequest,
  validateReferencePerson,
} from '@granska/domain';
import { AppError } from '../../platform/http/app-error';
import type { PublicRequestContext } from '../../platform/http/request-context';
import { type CommandAudit, runCommand } from '../audit';
import {
  candidateLink,
  type LinkDeps,
  lockCandidateOrder,
  logEntry,
  nominationView,
  refusal,
  refuseIf,
  visibleCompany,
} from './link-access';
import {
  deleteReferenceRow,
  insertReference,
  lockReference,
  referencesOfOrder,
  updateOrder,
  updateReference,
} from './link-repository';
import { LINK_MESSAGES, nominationRefusal, sendRefusal } from './link-states.policy';
import { decryptReference, encryptCandidateSignature, encryptReferee } from './reference-fields';
import { sendReferenceLink } from './reference-links';
import { deadlineAfter, reminderTimeAfter } from './reference-timing';

/**
 * The candidate's steps by their link (docs/decisions/reference-check-links.md): confirm an order that
 * needs no BankID, nominate referees, remove an unsent one, and send them their links.
 */

/** POST /candidate: an order without verification is confirmed by opening it; one that needs BankID refuses. */
/** The audit row of a change to one of the order's references. */
const referenceAudit = (action: string, referenceId: string, orderId: string): CommandAudit => ({
  action,
  entity: 'reference',
  entityId: referenceId,
  details: { orderId },
});

export const confirmCandidate = async (
  deps: LinkDeps,
  context: PublicRequestContext,
  key: string,
): Promise<void> => {
  const link = await candidateLink(deps, key);
  await runCommand(deps.db, context, async (tx) => {
    const order = await lockCandidateOrder(tx, link);
    if (order.state !== 'ORDERED' && order.state !== 'SURVEYING') throw refusal(LINK_MESSAGES.finished);
    if (!order.noVerification) throw refusal(LINK_MESSAGES.needsBankId);
    if (order.candidateVerified !== null) return { result: undefined, audit: [] };
    await updateOrder(tx, order.id, {
      candidateVerified: context.now,
      ...encryptCandidateSignature(deps.crypto, order.id, context.ip ? { ip: context.ip } : {}),
      modified: context.now,
    });
    return {
      result: undefined,
      audit: {
        action: 'reference-order.candidate-confirm',
        entity: 'reference-order',
        entityId: order.id,
        details: { via: 'link' },
      },
    };
  });
};

const trimmed = (info: SaveReferenceRequest['referenceInfo']) => ({
  name: info.name?.trim() ?? '',
  relationship: info.relationship?.trim() ?? '',
  email: info.email?.trim() ?? '',
  phone: info.phone?.trim() ?? '',
});

/** POST /reference: the candidate nominates a referee, or edits one not yet sent (`id`). */
export const saveNomination = async (
  deps: LinkDeps,
  context: PublicRequestContext,
  input: SaveReferenceRequest,
): Promise<ReferenceView> => {
  const link = await candidateLink(deps, input.key);
  const referee = trimmed(input.referenceInfo);
  return runCommand(deps.db, context, async (tx) => {
    const order = await lockCandidateOrder(tx, link);
    if (order.state !== 'ORDERED' && order.state !== 'SURVEYING') throw refusal(LINK_MESSAGES.finished);
    const invalid = validateReferencePerson(referee);
    if (invalid) throw AppError.badRequest(invalid);
    const now = context.now;
    let referenceId: string;
    let audit: CommandAudit;
    if (input.id) {
      const existing = await lockReference(tx, input.id);
      if (!existing || existing.orderId !== order.id)
        throw AppError.notFound(LINK_MESSAGES.referenceNotFound);
      if (existing.state !== 'CREATED') throw refusal(LINK_MESSAGES.referenceAlreadySent);
      referenceId = existing.id;
      await updateReference(tx, referenceId, {
        ...encryptReferee(deps.crypto, referenceId, referee),
        modified: now,
      });
      audit = referenceAudit('reference.update', referenceId, order.id);
    } else {
      refuseIf(nominationRefusal(order, await referencesOfOrder(tx, order.id)));
      referenceId = randomUUID();
      await insertReference(tx, {
        id: referenceId,
        orderId: order.id,
        customerId: order.customerId,
        state: 'CREATED',
        stateLog: [logEntry('CREATED', now)],
        ...encryptReferee(deps.crypto, referenceId, referee),
        created: now,
        modified: now,
      });
      audit = referenceAudit('reference.nominate', referenceId, order.id);
    }
    await updateOrder(tx, order.id, { modified: now });
    const [saved] = (await referencesOfOrder(tx, order.id)).filter((row) => row.id === referenceId);
    if (!saved) throw new Error('reference vanished in its own transaction');
    return { result: nominationView(deps.crypto, saved), audit };
  });
};

/** POST /reference/delete: the candidate removes a nomination not yet sent. */
export const deleteNomination = async (
  deps: LinkDeps,
  context: PublicRequestContext,
  input: DeleteReferenceRequest,
): Promise<ReferenceView> => {
  const link = await candidateLink(deps, input.key);
  return runCommand(deps.db, context, async (tx) => {
    const order = await lockCandidateOrder(tx, link);
    if (order.state !== 'ORDERED' && order.state !== 'SURVEYING') throw refusal(LINK_MESSAGES.finished);
    const existing = await lockReference(tx, input.id);
    if (!existing || existing.orderId !== order.id) throw AppError.notFound(LINK_MESSAGES.referenceNotFound);
    if (existing.state !== 'CREATED') throw refusal(LINK_MESSAGES.referenceAlreadySent);
    const view = nominationView(deps.crypto, existing);
    await deleteReferenceRow(tx, existing.id);
    await updateOrder(tx, order.id, { modified: context.now });
    return {
      result: view,
      audit: referenceAudit('reference.delete', existing.id, order.id),
    };
  });
};

/**
 * POST /reference/send: the candidate's nominations not yet sent get their links (e-mail and SMS) and
 * wait for the referee (PENDING, reminded after REFERENCE_REMINDER_HOURS); the order goes from ORDERED to
 * SURVEYING and its deadline becomes REFERENCE_TIMEOUT_DAYS from now (a later send, replacing a referee
 * who declined, moves it no earlier).
 */
export const sendNominations = async (
  deps: LinkDeps,
  context: PublicRequestContext,
  key: string,
): Promise<ReferenceView[]> => {
  const link = await candidateLink(deps, key);
  return runCommand(deps.db, context, async (tx) => {
    const order = await lockCandidateOrder(tx, link);
    const references = await referencesOfOrder(tx, order.id);
    refuseIf(sendRefusal(order, references));
    const now = context.now;
    const audit: CommandAudit[] = [];
    const sentIds: string[] = [];
    for (const reference of references.filter((row) => row.state === 'CREATED')) {
      const { referenceInfo } = decryptReference(deps.crypto, reference);
      const { keyHash } = await sendReferenceLink(tx, deps, {
        kind: 'refereeRequest',
        company: visibleCompany(order),
        to: { email: referenceInfo.email, phone: referenceInfo.phone },
      });
      await updateReference(tx, reference.id, {
        state: 'PENDING',
        stateLog: [...reference.stateLog, logEntry('PENDING', now)],
        keyHash,
        remindersSent: 0,
        nextReminderAt: reminderTimeAfter(now, deps.timing),
        modified: now,
      });
      sentIds.push(reference.id);
      audit.push(referenceAudit('reference.send', reference.id, order.id));
    }
    const deadline = deadlineAfter(now, deps.timing);
    const later = order.timeoutAt !== null && order.state === 'SURVEYING' && order.timeoutAt > deadline;
    await updateOrder(tx, order.id, {
      ...(order.state === 'ORDERED'
        ? { state: 'SURVEYING' as const, stateLog: [...order.stateLog, logEntry('SURVEYING', now)] }
        : {}),
      nextReminderAt: null,
      timeoutAt: later ? order.timeoutAt : deadline,
      modified: now,
    });
    if (order.state === 'ORDERED') {
      audit.push({ action: 'reference-order.surveying', entity: 'reference-order', entityId: order.id });
    }
    const sent = (await referencesOfOrder(tx, order.id)).filter((row) => sentIds.includes(row.id));
    return { result: sent.map((row) => nominationView(deps.crypto, row)), audit };
  });
};
