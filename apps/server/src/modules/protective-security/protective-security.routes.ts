import {
  createPsPersonEndpoint,
  deletePsPersonEndpoint,
  getPsPersonEndpoint,
  importPsPersonsEndpoint,
  listPsPersonsEndpoint,
  updatePsPersonEndpoint,
} from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { ok } from '../../platform/http/envelopes';
import type { FileStorage } from '../file-storage';
import { importPersons } from './person-import';
import {
  createPerson,
  deletePerson,
  getPerson,
  listPersons,
  type ProtectiveSecurityDeps,
  updatePersonCard,
} from './protective-security.service';

const tags = ['protective-security'];

/** The SÄK person register (docs/decisions/protective-security-register.md). */
export const protectiveSecurityRoutes: FastifyPluginAsyncZod<
  ProtectiveSecurityDeps & { files: FileStorage }
> = async (app, deps) => {
  addEndpoint(
    app,
    listPsPersonsEndpoint,
    async ({ query, context }) => {
      const { result, paging } = await listPersons(deps, context, query);
      return { ...ok(result), paging };
    },
    { tags },
  );
  addEndpoint(
    app,
    getPsPersonEndpoint,
    async ({ params, context }) => ok(await getPerson(deps, context, params.id)),
    {
      tags,
    },
  );
  addEndpoint(
    app,
    updatePsPersonEndpoint,
    async ({ params, body, context }) => ok(await updatePersonCard(deps, context, params.id, body)),
    { tags },
  );
  addEndpoint(
    app,
    createPsPersonEndpoint,
    async ({ body, context }) => ok(await createPerson(deps, context, body)),
    {
      tags,
    },
  );
  addEndpoint(
    app,
    importPsPersonsEndpoint,
    async ({ body, context }) => ok([await importPersons(deps, context, body)]),
    { tags },
  );
  addEndpoint(
    app,
    deletePsPersonEndpoint,
    async ({ params, context, request }) =>
      ok(await deletePerson({ ...deps, warn: request.log.warn.bind(request.log) }, context, params.id)),
    { tags },
  );
};
