import {
  AnalysisIdRequest,
  AnalysisJobParams,
  DataPartView,
  okEnvelope,
  SaveDataPartRequest,
} from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../../platform/http/caller';
import { ok } from '../../../platform/http/envelopes';
import { ANALYSIS_ACCESS } from '../analysis.policy';
import { type DataPartDeps, listDataParts, populateDataPart, saveDataPart } from './data-parts.service';

/** Spec §7: POST /datapart, /datapart/populate; GET /jobs/{id}/dataparts. */
export const dataPartsRoutes: FastifyPluginAsyncZod<DataPartDeps> = async (app, deps) => {
  const tags = ['analysis'];
  const config = { access: ANALYSIS_ACCESS };

  app.post(
    '/datapart',
    {
      config,
      schema: {
        summary: 'Add a written data part to a job (no id), or change a part’s type, title and text (id)',
        tags,
        body: SaveDataPartRequest,
        response: { 200: okEnvelope(DataPartView) },
      },
    },
    async (request) =>
      ok(
        await saveDataPart(
          deps,
          { caller: requireCaller(request), ip: request.ip },
          request.body,
          new Date(),
        ),
      ),
  );

  app.post(
    '/datapart/populate',
    {
      config,
      schema: {
        summary: 'One data part',
        tags,
        body: AnalysisIdRequest,
        response: { 200: okEnvelope(DataPartView) },
      },
    },
    async (request) =>
      ok(await populateDataPart(deps, { caller: requireCaller(request), ip: request.ip }, request.body.id)),
  );

  app.get(
    '/jobs/:id/dataparts',
    {
      config,
      schema: {
        summary: 'Every data part of a job, oldest first',
        tags,
        params: AnalysisJobParams,
        response: { 200: okEnvelope(DataPartView) },
      },
    },
    async (request) =>
      ok(await listDataParts(deps, { caller: requireCaller(request), ip: request.ip }, request.params.id)),
  );
};
