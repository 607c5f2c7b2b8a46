import { AnalysisJobParams, okEnvelope, RiskGradesView, SaveRiskGradesRequest } from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../../platform/http/caller';
import { ok } from '../../../platform/http/envelopes';
import { ANALYSIS_ACCESS } from '../analysis.policy';
import { getRiskGrades, type RiskGradeDeps, saveRiskGrades } from './risk-grades.service';

/** Spec §7 GET /jobs/{id}/risc, and POST beside it to set the grades. */
export const riskGradesRoutes: FastifyPluginAsyncZod<RiskGradeDeps> = async (app, deps) => {
  const tags = ['analysis'];
  const config = { access: ANALYSIS_ACCESS };

  app.get(
    '/jobs/:id/risc',
    {
      config,
      schema: {
        summary: 'The job’s risk grades (1 lowest to 5 highest risk; null not graded)',
        tags,
        params: AnalysisJobParams,
        response: { 200: okEnvelope(RiskGradesView) },
      },
    },
    async (request) =>
      ok(await getRiskGrades(deps, { caller: requireCaller(request), ip: request.ip }, request.params.id)),
  );

  app.post(
    '/jobs/:id/risc',
    {
      config,
      schema: {
        summary: 'Set the job’s five risk grades while it is under analysis',
        tags,
        params: AnalysisJobParams,
        body: SaveRiskGradesRequest,
        response: { 200: okEnvelope(RiskGradesView) },
      },
    },
    async (request) =>
      ok(
        await saveRiskGrades(
          deps,
          { caller: requireCaller(request), ip: request.ip },
          request.params.id,
          request.body,
        ),
      ),
  );
};
