import { listWebhookDeliveriesEndpoint } from '@granska/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../platform/db/database';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { ok } from '../../platform/http/envelopes';
import { listWebhookDeliveries } from './webhooks.service';

/** The webhook delivery log (docs/decisions/webhooks.md); who reads it is the contract's WEBHOOK_LOG_ACCESS. */
export const webhooksRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  addEndpoint(
    app,
    listWebhookDeliveriesEndpoint,
    async ({ query, context }) => {
      const { result, paging } = await listWebhookDeliveries(db, context.caller, query);
      return { ...ok(result), paging };
    },
    { tags: ['webhooks'] },
  );
};
