import {
  type JobState,
  JobState as JobStateSchema,
  type ListWebhookDeliveriesQuery,
  type Paging,
  WEBHOOK_MESSAGES,
  type WebhookDelivery,
} from '@granska/domain';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { type Caller, FORBIDDEN_MESSAGE, isApiKeyCaller } from '../../platform/http/caller';
import { enqueueJob } from '../../platform/scheduler/scheduler.repository';
import { findCustomer, findCustomerByCustNo } from '../customers';
import { readsAnyCustomersLog } from './webhooks.policy';
import { listDeliveryRows } from './webhooks.repository';
import { type WebhookDeliveryRow, webhookDeliveries } from './webhooks.schema';

/** The scheduled work that delivers one webhook (payload `{deliveryId}`). */
export const DELIVER_WEBHOOK = 'webhooks.deliver';
/**
 * Waits of 5 s doubling, capped at an hour, each up to twice as long with pg-boss's jitter: retried for
 * between about five and a half and eleven hours.
 */
export const WEBHOOK_MAX_ATTEMPTS = 15;

export interface JobStateChange {
  jobId: string;
  orderId: string;
  customerId: string;
  apiKeyId: string | null;
  webhookUrl: string;
  from: JobState;
  to: JobState;
  time: Date;
}

/** Queues the signed notice of a job's state change, in the transaction of the change. */
export const queueJobStateWebhook = async (tx: Transaction, change: JobStateChange): Promise<void> => {
  const [delivery] = await tx
    .insert(webhookDeliveries)
    .values({
      customerId: change.customerId,
      jobId: change.jobId,
      orderId: change.orderId,
      apiKeyId: change.apiKeyId,
      url: change.webhookUrl,
      payload: {
        type: 'job.state_changed',
        jobId: change.jobId,
        orderId: change.orderId,
        prevState: change.from,
        currState: change.to,
        time: change.time.toISOString(),
      },
    })
    .returning({ id: webhookDeliveries.id });
  if (!delivery) throw new Error('webhook delivery insert returned nothing');
  await enqueueJob(tx, {
    kind: DELIVER_WEBHOOK,
    payload: { deliveryId: delivery.id },
    maxAttempts: WEBHOOK_MAX_ATTEMPTS,
  });
};

const stateOf = (value: unknown): JobState | null => {
  const parsed = JobStateSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const toDeliveryView = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  customerId: row.customerId,
  jobId: row.jobId,
  orderId: row.orderId,
  type: typeof row.payload.type === 'string' ? row.payload.type : '',
  prevState: stateOf(row.payload.prevState),
  currState: stateOf(row.payload.currState),
  url: row.url,
  status: row.status,
  attempts: row.attempts,
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
  created: row.created.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

/**
 * The customer whose log the caller reads: the one a UserAdmin names (400 without, 404 unknown), or
 * the caller's own (a customer admin's by number, a key's by id); naming another customer is 403.
 */
const logCustomerId = async (
  db: Database | Transaction,
  caller: Caller,
  named: string | undefined,
): Promise<string> => {
  if (readsAnyCustomersLog(caller)) {
    if (named === undefined) throw AppError.badRequest(WEBHOOK_MESSAGES.customerRequired);
    const customer = await findCustomer(db, named);
    if (!customer) throw AppError.notFound(WEBHOOK_MESSAGES.customerNotFound);
    return customer.id;
  }
  const own = isApiKeyCaller(caller)
    ? caller.customerId
    : caller.custNo
      ? (await findCustomerByCustNo(db, caller.custNo))?.id
      : undefined;
  if (own === undefined || (named !== undefined && named !== own)) {
    throw AppError.forbidden(FORBIDDEN_MESSAGE);
  }
  return own;
};

/** A page of a customer's webhook deliveries (optionally one job's), newest first. */
export const listWebhookDeliveries = async (
  db: Database | Transaction,
  caller: Caller,
  query: ListWebhookDeliveriesQuery,
): Promise<{ result: WebhookDelivery[]; paging: Paging }> => {
  const customerId = await logCustomerId(db, caller, query.customerId);
  const { page, size } = query;
  const { rows, total } = await listDeliveryRows(db, {
    customerId,
    ...(query.jobId !== undefined ? { jobId: query.jobId } : {}),
    limit: size,
    offset: page * size,
  });
  return { result: rows.map(toDeliveryView), paging: { page, size, total } };
};
