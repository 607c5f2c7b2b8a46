import { BillingReport, BillingRequest, okEnvelope } from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db/database';
import { requireCaller } from '../../platform/http/caller';
import { ok } from '../../platform/http/envelopes';
import { BILLING_ACCESS } from './billing.policy';
import { customerBilling } from './billing.service';

/** The admin's billing report (spec §7 POST /billing/customer). */
export const billingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/billing/customer',
    {
      config: { access: BILLING_ACCESS },
      schema: {
        summary: "A customer's billable background-check jobs of a period (Stockholm days), priced",
        tags: ['billing'],
        body: BillingRequest,
        response: { 200: okEnvelope(BillingReport) },
      },
    },
    async (request) =>
      ok(await customerBilling(db, { caller: requireCaller(request), ip: request.ip }, request.body)),
  );
};
