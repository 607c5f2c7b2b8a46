import { downloadDeletionCertificateEndpoint, listDeletionCertificatesEndpoint } from '@granska/domain';
import type { FastifyPluginAsync } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { ok } from '../../platform/http/envelopes';
import {
  type DataDeletionDeps,
  downloadDeletionCertificate,
  listDeletionCertificates,
} from './data-deletion.service';

const tags = ['data-deletion'];

/** The customer admin's deletion certificates (docs/decisions/deletion-policy.md). */
export const dataDeletionRoutes: FastifyPluginAsync<DataDeletionDeps> = async (app, deps) => {
  addEndpoint(
    app,
    listDeletionCertificatesEndpoint,
    async ({ query: { page, size }, context }) => {
      const { items, total } = await listDeletionCertificates(deps, context, { page, size });
      return { ...ok(items), paging: { page, size, total } };
    },
    { tags },
  );

  addEndpoint(
    app,
    downloadDeletionCertificateEndpoint,
    async ({ params, context }) => downloadDeletionCertificate(deps, context, params.id),
    { tags },
  );
};
