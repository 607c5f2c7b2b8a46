import type { JobState } from '@granska/domain';
import type { Transaction } from '../../platform/db/database';
import { insertJob } from '../../platform/scheduler/scheduler.repository';
import { webhookDeliveries } from './webhooks.schema';

/** The scheduled work that delivers one webhook (payload `{deliveryId}`). */
export const DELIVER_WEBHOOK = 'webhooks.deliver';

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
  await insertJob(tx, { kind: DELIVER_WEBHOOK, payload: { deliveryId: delivery.id } });
};
