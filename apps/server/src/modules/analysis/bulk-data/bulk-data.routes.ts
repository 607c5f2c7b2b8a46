import { courtRecordsEndpoint, creditInformationEndpoint } from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../../platform/http/endpoint-routes';
import { ok } from '../../../platform/http/envelopes';
import { type BulkDataDeps, fetchCourtRecords, fetchCreditInformation } from './bulk-data.service';

/** Spec §7: POST /bulkdata/creditsafe?level, /bulkdata/actapublica. */
export const bulkDataRoutes: FastifyPluginAsyncZod<BulkDataDeps> = async (app, deps) => {
  const tags = ['analysis'];

  addEndpoint(
    app,
    creditInformationEndpoint,
    async ({ query, body, context }) =>
      ok(await fetchCreditInformation(deps, context, body.jobId, query.level)),
    { tags },
  );

  addEndpoint(
    app,
    courtRecordsEndpoint,
    async ({ body, context }) => ok(await fetchCourtRecords(deps, context, body.jobId)),
    { tags },
  );
};
