import { courtRecordsEndpoint, creditInformationEndpoint } from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../../platform/http/caller';
import { addEndpoint } from '../../../platform/http/endpoint-routes';
import { ok } from '../../../platform/http/envelopes';
import { type BulkDataDeps, fetchCourtRecords, fetchCreditInformation } from './bulk-data.service';

/** Spec §7: POST /bulkdata/creditsafe?level, /bulkdata/actapublica. */
export const bulkDataRoutes: FastifyPluginAsyncZod<BulkDataDeps> = async (app, deps) => {
  const tags = ['analysis'];

  addEndpoint(
    app,
    creditInformationEndpoint,
    async ({ query, body, request }) =>
      ok(
        await fetchCreditInformation(
          deps,
          { caller: requireCaller(request), ip: request.ip },
          body.jobId,
          query.level,
          new Date(),
        ),
      ),
    { tags },
  );

  addEndpoint(
    app,
    courtRecordsEndpoint,
    async ({ body, request }) =>
      ok(
        await fetchCourtRecords(
          deps,
          { caller: requireCaller(request), ip: request.ip },
          body.jobId,
          new Date(),
        ),
      ),
    { tags },
  );
};
