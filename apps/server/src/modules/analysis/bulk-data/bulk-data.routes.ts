import {
  AnalysisJobRequest,
  CourtRecordsResult,
  CreditInformationQuery,
  CreditInformationResult,
  okEnvelope,
} from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../../platform/http/caller';
import { ok } from '../../../platform/http/envelopes';
import { ANALYSIS_ACCESS } from '../analysis.policy';
import { type BulkDataDeps, fetchCourtRecords, fetchCreditInformation } from './bulk-data.service';

/** Spec §7: POST /bulkdata/creditsafe?level, /bulkdata/actapublica. */
export const bulkDataRoutes: FastifyPluginAsyncZod<BulkDataDeps> = async (app, deps) => {
  const tags = ['analysis'];
  const config = { access: ANALYSIS_ACCESS };

  app.post(
    '/bulkdata/creditsafe',
    {
      config,
      schema: {
        summary:
          'The credit-information person record of the job’s person at a level, kept as a data part ' +
          '(the local stand-in answers test data)',
        tags,
        querystring: CreditInformationQuery,
        body: AnalysisJobRequest,
        response: { 200: okEnvelope(CreditInformationResult) },
      },
    },
    async (request) =>
      ok(
        await fetchCreditInformation(
          deps,
          { caller: requireCaller(request), ip: request.ip },
          request.body.jobId,
          request.query.level,
          new Date(),
        ),
      ),
  );

  app.post(
    '/bulkdata/actapublica',
    {
      config,
      schema: {
        summary:
          'The court records of the job’s person, kept as a data part (the local stand-in answers test data)',
        tags,
        body: AnalysisJobRequest,
        response: { 200: okEnvelope(CourtRecordsResult) },
      },
    },
    async (request) =>
      ok(
        await fetchCourtRecords(
          deps,
          { caller: requireCaller(request), ip: request.ip },
          request.body.jobId,
          new Date(),
        ),
      ),
  );
};
