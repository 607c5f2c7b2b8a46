import { listDataPartsEndpoint, populateDataPartEndpoint, saveDataPartEndpoint } from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../../platform/http/caller';
import { addEndpoint } from '../../../platform/http/endpoint-routes';
import { ok } from '../../../platform/http/envelopes';
import { type DataPartDeps, listDataParts, populateDataPart, saveDataPart } from './data-parts.service';

/** Spec §7: POST /datapart, /datapart/populate; GET /jobs/{id}/dataparts. */
export const dataPartsRoutes: FastifyPluginAsyncZod<DataPartDeps> = async (app, deps) => {
  const tags = ['analysis'];

  addEndpoint(
    app,
    saveDataPartEndpoint,
    async ({ body, request }) =>
      ok(await saveDataPart(deps, { caller: requireCaller(request), ip: request.ip }, body, new Date())),
    { tags },
  );

  addEndpoint(
    app,
    populateDataPartEndpoint,
    async ({ body, request }) =>
      ok(await populateDataPart(deps, { caller: requireCaller(request), ip: request.ip }, body.id)),
    { tags },
  );

  addEndpoint(
    app,
    listDataPartsEndpoint,
    async ({ params, request }) =>
      ok(await listDataParts(deps, { caller: requireCaller(request), ip: request.ip }, params.id)),
    { tags },
  );
};
