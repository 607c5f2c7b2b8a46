import { ListWebhookDeliveriesQuery, WebhookDeliveriesPage } from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db/database';
import { requireCaller } from '../../platform/http/caller';
import { ok } from '../../platform/http/envelopes';
import { WEBHOOK_LOG_ACCESS } from './webhooks.policy';
import { listWebhookDeliveries } from './webhooks.service';

/** The webhook delivery log (docs/decisions/webhooks.md). */
export const webhooksRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/webhooks/deliveries',
    {
      config: { access: WEBHOOK_LOG_ACCESS },
      schema: {
        summary: "A page of a customer's webhook deliveries (optionally one job's), newest first",
        tags: ['webhooks'],
        querystring: ListWebhookDeliveriesQuery,
        response: { 200: WebhookDeliveriesPage },
      },
    },
    async (request) => {
      const { result, paging } = await listWebhookDeliveries(db, requireCaller(request), request.query);
      return { ...ok(result), paging };
    },
  );
};
