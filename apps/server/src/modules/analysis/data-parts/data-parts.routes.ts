import { listDataPartsEndpoint, populateDataPartEndpoint, saveDataPartEndpoint } from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../../platform/http/endpoint-routes';
import { ok } from '../../../platform/http/envelopes';
import { type DataPartDeps, listDataParts, populateDataPart, saveDataPart } from './data-parts.service';

/** Spec §7: POST /datapart, /datapart/populate; GET /jobs/{id}/dataparts. */
export const dataPartsRoutes: FastifyPluginAsyncZod<DataPartDeps> = async (app, deps) => {
  const tags = ['analysis'];

  addEndpoint(
    app,
    saveDataPartEndpoint,
    async ({ body, context }) => ok(await saveDataPart(deps, context, body)),
    { tags },
  );

  addEndpoint(
    app,
    populateDataPartEndpoint,
    async ({ body, context }) => ok(await populateDataPart(deps, context, body.id)),
    { tags },
  );

  addEndpoint(
    app,
    listDataPartsEndpoint,
    async ({ params, context }) => ok(await listDataParts(deps, context, params.id)),
    { tags },
  );
};
