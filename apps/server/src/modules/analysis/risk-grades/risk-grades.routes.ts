import { getRiskGradesEndpoint, saveRiskGradesEndpoint } from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../../platform/http/endpoint-routes';
import { ok } from '../../../platform/http/envelopes';
import { getRiskGrades, type RiskGradeDeps, saveRiskGrades } from './risk-grades.service';

/** Spec §7 GET /jobs/{id}/risc, and POST beside it to set the grades. */
export const riskGradesRoutes: FastifyPluginAsyncZod<RiskGradeDeps> = async (app, deps) => {
  const tags = ['analysis'];

  addEndpoint(
    app,
    getRiskGradesEndpoint,
    async ({ params, context }) => ok(await getRiskGrades(deps, context, params.id)),
    { tags },
  );

  addEndpoint(
    app,
    saveRiskGradesEndpoint,
    async ({ params, body, context }) => ok(await saveRiskGrades(deps, context, params.id, body)),
    { tags },
  );
};
