import { defineModule } from '../../define-module';
import { reaction } from '../../platform/events/domain-events';
import { jobStateChanged } from '../orders';
import { webhookJobs } from './webhooks.jobs';
import { webhooksRoutes } from './webhooks.routes';
import * as tables from './webhooks.schema';
import { queueJobStateWebhook } from './webhooks.service';

export const webhooksModule = defineModule({
  name: 'webhooks',
  routes: (api, { db }) => api.register(webhooksRoutes, { db }),
  jobs: ({ db, crypto, config }) => webhookJobs({ db, crypto, appEnv: config.appEnv }),
  tables,
  reactions: [
    reaction(
      jobStateChanged,
      'webhooks: tell the integration',
      async (tx, { job, from, to, apiKeyId, time }) => {
        if (!job.webhookUrl || from === to) return;
        await queueJobStateWebhook(tx, {
          jobId: job.id,
          orderId: job.orderId,
          customerId: job.customerId,
          apiKeyId,
          webhookUrl: job.webhookUrl,
          from,
          to,
          time,
        });
      },
    ),
  ],
});
