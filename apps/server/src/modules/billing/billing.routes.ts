import { customerBillingEndpoint } from '@granska/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../platform/db/database';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { ok } from '../../platform/http/envelopes';
import { customerBilling } from './billing.service';

/** The admin's billing report (spec §7 POST /billing/customer); who may read it is the contract's access. */
export const billingRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  addEndpoint(
    app,
    customerBillingEndpoint,
    async ({ body, context }) => ok(await customerBilling(db, context, body)),
    { tags: ['billing'] },
  );
};
