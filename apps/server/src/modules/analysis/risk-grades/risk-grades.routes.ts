import { getRiskGradesEndpoint, saveRiskGradesEndpoint } from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../../platform/http/caller';
import { addEndpoint } from '../../../platform/http/endpoint-routes';
import { ok } from '../../../platform/http/envelopes';
import { getRiskGrades, type RiskGradeDeps, saveRiskGrades } from './risk-grades.service';

/** Spec §7 GET /jobs/{id}/risc, and POST beside it to set the grades. */
export const riskGradesRoutes: FastifyPluginAsyncZod<RiskGradeDeps> = async (app, deps) => {
  const tags = ['analysis'];

  addEndpoint(
    app,
    getRiskGradesEndpoint,
    async ({ params, request }) =>
      ok(await getRiskGrades(deps, { caller: requireCaller(request), ip: request.ip }, params.id)),
    { tags },
  );

  addEndpoint(
    app,
    saveRiskGradesEndpoint,
    async ({ params, body, request }) =>
      ok(await saveRiskGrades(deps, { caller: requireCaller(request), ip: request.ip }, params.id, body)),
    { tags },
  );
};
