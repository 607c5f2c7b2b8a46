import {
  ATTACHMENT_MAX_BASE64_CHARS,
  deleteAttachmentEndpoint,
  listAttachmentsEndpoint,
  populateAttachmentEndpoint,
  uploadAttachmentEndpoint,
} from '@granska/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../../platform/http/caller';
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
  const context = (request: FastifyRequest) => ({
    deps: { ...deps, warn: request.log.warn.bind(request.log) },
    context: { caller: requireCaller(request), ip: request.ip },
  });

  addEndpoint(
    app,
    uploadAttachmentEndpoint,
    async ({ body, request }) => {
      const call = context(request);
      return ok(await uploadAttachment(call.deps, call.context, body, new Date()));
    },
    // The app's 1 MiB limit would refuse any real file; only this route takes up to 10 MB of content.
    { tags, bodyLimit: UPLOAD_BODY_LIMIT_BYTES },
  );

  addEndpoint(
    app,
    populateAttachmentEndpoint,
    async ({ body, request, reply }) => {
      const call = context(request);
      reply.header('cache-control', 'no-store');
      return ok(await populateAttachment(call.deps, call.context, body.id));
    },
    { tags },
  );

  addEndpoint(
    app,
    deleteAttachmentEndpoint,
    async ({ body, request }) => {
      const call = context(request);
      return ok(await deleteAttachment(call.deps, call.context, body.id));
    },
    { tags },
  );

  addEndpoint(
    app,
    listAttachmentsEndpoint,
    async ({ body, request }) => {
      const call = context(request);
      return ok(await listAttachments(call.deps, call.context, body.jobId));
    },
    { tags },
  );
};
