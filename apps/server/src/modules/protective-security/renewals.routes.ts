import { getPsPersonRenewalsEndpoint, listPsRenewalsEndpoint } from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { ok } from '../../platform/http/envelopes';
import { listRenewals, personRenewals, type RenewalDeps } from './renewals';

const tags = ['protective-security'];

/** The renewal follow-up's calls (docs/decisions/security-clearance-renewal.md). */
export const renewalRoutes: FastifyPluginAsyncZod<RenewalDeps> = async (app, deps) => {
  addEndpoint(
    app,
    listPsRenewalsEndpoint,
    async ({ query, context }) => {
      const { result, paging } = await listRenewals(deps, context, query);
      return { ...ok(result), paging };
    },
    { tags },
  );
  addEndpoint(
    app,
    getPsPersonRenewalsEndpoint,
    async ({ params, context }) => ok(await personRenewals(deps, context, params.id)),
    { tags },
  );
};
