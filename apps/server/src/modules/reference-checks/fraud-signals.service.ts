import type { FraudSignal, ReviewFraudSignalRequest } from '@granska/domain';
import { REFERENCE_MESSAGES } from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { runCommand } from '../audit';
import { insertReview } from './reference-orders.repository';
import { visibleOrderOfCaller } from './reference-orders.service';
import { bundleOf, loadBundleParts } from './reference-views';

/**
 * POST /order/signal/review: the orderer marks one of an order's fraud signals (fraud-signals.ts) as
 * reviewed; who and when are kept. A signal the order no longer shows is 404; one already reviewed keeps
 * its first review (nothing changes, nothing is audited).
 */
export const reviewFraudSignal = (
  deps: { db: Database; crypto: FieldCrypto },
  context: RequestContext,
  request: ReviewFraudSignalRequest,
): Promise<FraudSignal> =>
  runCommand(deps.db, context, async (tx) => {
    const { order } = await visibleOrderOfCaller(tx, context.caller, request.orderId);
    const signalsNow = async () =>
      bundleOf(deps.crypto, order, await loadBundleParts(tx, [order])).fraudSignals;
    const signal = (await signalsNow()).find((found) => found.id === request.signalId);
    if (!signal) throw AppError.notFound(REFERENCE_MESSAGES.signalNotFound);
    const reviewed = await insertReview(tx, {
      orderId: order.id,
      signalId: signal.id,
      reviewedBy: context.caller.userId,
      reviewedAt: context.now,
    });
    const result = (await signalsNow()).find((found) => found.id === signal.id) ?? signal;
    return {
      result,
      audit: reviewed
        ? [
            {
              action: 'fraud-signal.review',
              entity: 'reference-order',
              entityId: order.id,
              details: { signalId: signal.id, kind: signal.kind, severity: signal.severity },
            },
          ]
        : [],
    };
  });
