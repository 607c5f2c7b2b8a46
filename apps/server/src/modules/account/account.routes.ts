import { accountCustomerEndpoint } from '@granska/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../platform/db/database';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { ok } from '../../platform/http/envelopes';
import { getAccountCustomer } from './account.service';

/** The account page's own calls (spec §2); any logged-in user, each about itself. */
export const accountRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  addEndpoint(
    app,
    accountCustomerEndpoint,
    async ({ context }) => ok(await getAccountCustomer(db, context.caller)),
    { tags: ['account'] },
  );
};
