import { isAllowedWebhookUrl, WEBHOOK_HEADERS, WEBHOOK_URL_MESSAGE } from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import { type JobHandler, PermanentJobError } from '../../platform/scheduler/scheduler';
import { webhookSigningSecret } from '../api-keys';
import { type ResolveHost, resolveHost } from './network-guard';
import { postWebhook, type SendOutcome, WEBHOOK_ERRORS, WEBHOOK_TIMEOUT_MS } from './webhook-sender';
import { signWebhook } from './webhook-signature';
import { findDelivery, markDelivered, recordFailedAttempt } from './webhooks.repository';
import type { WebhookDeliveryRow } from './webhooks.schema';
import { DELIVER_WEBHOOK } from './webhooks.service';

export interface WebhookJobDeps {
  db: Database;
  crypto: FieldCrypto;
  /** 'production' refuses addresses that are not public (SSRF); elsewhere local receivers are allowed. */
  appEnv: string;
  /** Tests stand in for DNS. */
  resolve?: ResolveHost;
  timeoutMs?: number;
  now?: () => Date;
}

/** The failure a handler throws so the scheduler retries (or, when permanent, gives up). */
class WebhookDeliveryError extends Error {
  override readonly name = 'WebhookDeliveryError';
}

const refused = (error: string): SendOutcome => ({
  delivered: false,
  statusCode: null,
  error,
  permanent: true,
});

/** The body as stored plus its event id, signed with the ordering key's secret, POSTed once. */
const attempt = async (
  deps: WebhookJobDeps,
  delivery: WebhookDeliveryRow,
  now: Date,
): Promise<SendOutcome> => {
  if (!isAllowedWebhookUrl(delivery.url, deps.appEnv)) return refused(WEBHOOK_URL_MESSAGE);
  if (delivery.apiKeyId === null) return refused(WEBHOOK_ERRORS.noApiKey);
  const secret = await webhookSigningSecret(deps.db, deps.crypto, delivery.apiKeyId);
  if (secret === null) return refused(WEBHOOK_ERRORS.noSecret);
  const body = JSON.stringify({ eventId: delivery.id, ...delivery.payload });
  const timestamp = Math.floor(now.getTime() / 1000);
  return postWebhook(
    {
      url: delivery.url,
      body,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Granska-Webhooks/1',
        [WEBHOOK_HEADERS.eventId]: delivery.id,
        [WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [WEBHOOK_HEADERS.signature]: signWebhook(secret, timestamp, body),
      },
    },
    {
      publicAddressesOnly: deps.appEnv === 'production',
      resolve: deps.resolve ?? resolveHost,
      timeoutMs: deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
    },
  );
};

/**
 * Delivers one notice. Idempotent: a delivery that is no longer pending is left alone, so a job that
 * runs twice posts once unless the process died between the receiver's answer and recording it (the
 * receiver de-duplicates on the event id). Every attempt is recorded on the delivery row; a failure
 * is thrown so the scheduler retries with its back-off, and the last one fails the delivery.
 */
export const webhookDeliveryJob = (deps: WebhookJobDeps): JobHandler => ({
  kind: DELIVER_WEBHOOK,
  handle: async (payload, context) => {
    const deliveryId = typeof payload.deliveryId === 'string' ? payload.deliveryId : undefined;
    if (!deliveryId) throw new PermanentJobError('payload without deliveryId');
    const delivery = await findDelivery(deps.db, deliveryId);
    if (delivery?.status !== 'pending') return;
    const now = (deps.now ?? (() => new Date()))();
    const outcome = await attempt(deps, delivery, now);
    if (outcome.delivered) {
      await markDelivered(deps.db, delivery.id, { statusCode: outcome.statusCode, at: now });
      return;
    }
    await recordFailedAttempt(deps.db, delivery.id, {
      statusCode: outcome.statusCode,
      error: outcome.error,
      at: now,
      giveUp: outcome.permanent || context.isLastAttempt,
    });
    if (outcome.permanent) throw new PermanentJobError(outcome.error);
    throw new WebhookDeliveryError(outcome.error);
  },
});

/** Every job of the webhooks module, for the scheduler that main.ts starts. */
export const webhookJobs = (deps: WebhookJobDeps): JobHandler[] => [webhookDeliveryJob(deps)];
