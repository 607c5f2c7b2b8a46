import { AccountCustomer, okEnvelope } from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db/database';
import { requireCaller } from '../../platform/http/caller';
import { ok } from '../../platform/http/envelopes';
import { getAccountCustomer } from './account.service';

/** The account page's own calls (spec §2); any logged-in user, each about itself. */
export const accountRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/account/customer',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: "The caller's customer: number, name, org number, billing address (empty for staff)",
        tags: ['account'],
        response: { 200: okEnvelope(AccountCustomer) },
      },
    },
    async (request) => ok(await getAccountCustomer(db, requireCaller(request))),
  );
};
