import {
  ATTACHMENT_MAX_BASE64_CHARS,
  deleteAttachmentEndpoint,
  listAttachmentsEndpoint,
  populateAttachmentEndpoint,
  uploadAttachmentEndpoint,
} from '@granska/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../../platform/http/endpoint-routes';
import { ok } from '../../../platform/http/envelopes';
import {
  type AttachmentDeps,
  deleteAttachment,
  listAttachments,
  populateAttachment,
  uploadAttachment,
} from './attachments.service';

/** Room for the JSON around the largest file's base64 (name, type, job id). */
const UPLOAD_BODY_LIMIT_BYTES = ATTACHMENT_MAX_BASE64_CHARS + 64 * 1024;

/** Spec §7: POST /attachment, /attachment/populate, /attachment/delete, /attachment/list. */
export const attachmentsRoutes: FastifyPluginAsyncZod<Omit<AttachmentDeps, 'warn'>> = async (app, deps) => {
  const tags = ['analysis'];
  const withLog = (request: FastifyRequest): AttachmentDeps => ({
    ...deps,
    warn: request.log.warn.bind(request.log),
  });

  addEndpoint(
    app,
    uploadAttachmentEndpoint,
    async ({ body, context, request }) => ok(await uploadAttachment(withLog(request), context, body)),
    // The app's 1 MiB limit would refuse any real file; only this route takes up to 10 MB of content.
    { tags, bodyLimit: UPLOAD_BODY_LIMIT_BYTES },
  );

  addEndpoint(
    app,
    populateAttachmentEndpoint,
    async ({ body, context, request, reply }) => {
      reply.header('cache-control', 'no-store');
      return ok(await populateAttachment(withLog(request), context, body.id));
    },
    { tags },
  );

  addEndpoint(
    app,
    deleteAttachmentEndpoint,
    async ({ body, context, request }) => ok(await deleteAttachment(withLog(request), context, body.id)),
    { tags },
  );

  addEndpoint(
    app,
    listAttachmentsEndpoint,
    async ({ body, context, request }) => ok(await listAttachments(withLog(request), context, body.jobId)),
    { tags },
  );
};
