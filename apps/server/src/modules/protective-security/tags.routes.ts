import {
  createPsTagEndpoint,
  deletePsTagEndpoint,
  listPsTagsEndpoint,
  updatePsTagEndpoint,
} from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { ok } from '../../platform/http/envelopes';
import {
  createTag,
  deleteTag,
  listTags,
  type ProtectiveSecurityDeps,
  updateTag,
} from './protective-security.service';

const tags = ['tags'];

/** The tags service (spec §7 "a tags service"): the customer's tags for the SÄK register. */
export const tagsRoutes: FastifyPluginAsyncZod<ProtectiveSecurityDeps> = async (app, deps) => {
  addEndpoint(app, listPsTagsEndpoint, async ({ context }) => ok(await listTags(deps, context)), { tags });
  addEndpoint(
    app,
    createPsTagEndpoint,
    async ({ body, context }) => ok([await createTag(deps, context, body)]),
    {
      tags,
    },
  );
  addEndpoint(
    app,
    updatePsTagEndpoint,
    async ({ params, body, context }) => ok([await updateTag(deps, context, params.id, body)]),
    { tags },
  );
  addEndpoint(
    app,
    deletePsTagEndpoint,
    async ({ params, context }) => ok([await deleteTag(deps, context, params.id)]),
    {
      tags,
    },
  );
};
