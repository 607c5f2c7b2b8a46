import type { Transaction } from '../../platform/db/database';
import type { CommandAudit } from '../audit';
import { type LinkDeps, logEntry } from './link-access';
import { notifyCustomerOfEnd, tellCandidateAboutReferee } from './link-notices';
import { referencesOfOrder, updateOrder } from './link-repository';
import { countingReferences, orderStateAfterReferee } from './link-states.policy';
import type { RtOrderRow } from './reference-checks.schema';
import { decryptReference } from './reference-fields';

/**
 * What follows a referee's answer or decline, on the order the caller's transaction has locked: the
 * order DONE once every referee sent a link has finished and min answered (the customer told by e-mail);
 * after a decline that leaves too few to reach min, the candidate told so they may nominate another.
 * Answers the audit rows of what it changed.
 */
export const settleOrderAfterReferee = async (
  tx: Transaction,
  deps: Pick<LinkDeps, 'crypto' | 'publicUrl'>,
  order: RtOrderRow,
  now: Date,
  declined?: { referenceId: string },
): Promise<CommandAudit[]> => {
  const references = await referencesOfOrder(tx, order.id);
  const next = orderStateAfterReferee(order, references);
  if (next === 'DONE') {
    const done = { ...order, state: next };
    await updateOrder(tx, order.id, {
      state: next,
      stateLog: [...order.stateLog, logEntry(next, now)],
      nextReminderAt: null,
      timeoutAt: null,
      modified: now,
    });
    await notifyCustomerOfEnd(tx, deps, done, 'DONE');
    return [{ action: 'reference-order.done', entity: 'reference-order', entityId: order.id }];
  }
  if (declined) {
    const stillCounting = countingReferences(references).length;
    const declinedRow = references.find((reference) => reference.id === declined.referenceId);
    if (declinedRow && stillCounting < order.minReferences) {
      const name = decryptReference(deps.crypto, declinedRow).referenceInfo.name ?? 'en referens';
      await tellCandidateAboutReferee(tx, deps.crypto, order, 'declined', name);
    }
  }
  return [];
};
