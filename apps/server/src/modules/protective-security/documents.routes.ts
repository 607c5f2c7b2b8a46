import {
  deletePsDocumentEndpoint,
  downloadPsDocumentEndpoint,
  listPsDocumentsEndpoint,
  PS_DOCUMENT_MAX_BASE64_CHARS,
  uploadPsDocumentEndpoint,
} from '@granska/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { ok } from '../../platform/http/envelopes';
import {
  type DocumentDeps,
  deleteDocument,
  downloadDocument,
  listDocuments,
  uploadDocument,
} from './documents';

const tags = ['documents'];

/** Room for the JSON around the largest file's base64 (its name and type). */
const UPLOAD_BODY_LIMIT_BYTES = PS_DOCUMENT_MAX_BASE64_CHARS + 64 * 1024;

/** The documents service (spec §7 "a documents service"): a SÄK person card's documents. */
export const documentsRoutes: FastifyPluginAsyncZod<Omit<DocumentDeps, 'warn'>> = async (app, deps) => {
  const withLog = (request: FastifyRequest): DocumentDeps => ({
    ...deps,
    warn: request.log.warn.bind(request.log),
  });
  addEndpoint(
    app,
    listPsDocumentsEndpoint,
    async ({ params, context, request }) => ok(await listDocuments(withLog(request), context, params.id)),
    { tags },
  );
  addEndpoint(
    app,
    uploadPsDocumentEndpoint,
    async ({ params, body, context, request }) =>
      ok([await uploadDocument(withLog(request), context, params.id, body)]),
    // The app's 1 MiB limit would refuse any real file; only this route takes up to 10 MB of content.
    { tags, bodyLimit: UPLOAD_BODY_LIMIT_BYTES },
  );
  addEndpoint(
    app,
    downloadPsDocumentEndpoint,
    async ({ params, context, request, reply }) => {
      reply.header('cache-control', 'no-store');
      return ok([await downloadDocument(withLog(request), context, params.id)]);
    },
    { tags },
  );
  addEndpoint(
    app,
    deletePsDocumentEndpoint,
    async ({ params, context, request }) => ok([await deleteDocument(withLog(request), context, params.id)]),
    { tags },
  );
};
