import {
  AnalysisIdRequest,
  AnalysisJobRequest,
  ATTACHMENT_MAX_BASE64_CHARS,
  AttachmentFile,
  AttachmentView,
  DeletedAttachment,
  okEnvelope,
  UploadAttachmentRequest,
} from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../../platform/http/caller';
import { ok } from '../../../platform/http/envelopes';
import { ANALYSIS_ACCESS } from '../analysis.policy';
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
  const config = { access: ANALYSIS_ACCESS };
  const context = (
    request: { ip: string; log: { warn: AttachmentDeps['warn'] } } & Parameters<typeof requireCaller>[0],
  ) => ({
    deps: { ...deps, warn: request.log.warn.bind(request.log) },
    context: { caller: requireCaller(request), ip: request.ip },
  });

  app.post(
    '/attachment',
    {
      config,
      // The app's 1 MiB limit would refuse any real file; only this route takes up to 10 MB of content.
      bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
      schema: {
        summary:
          'Attach a file to a job: base64 content, at most 10 MB, PDF, PNG, JPEG or DOCX by content; stored encrypted',
        tags,
        body: UploadAttachmentRequest,
        response: { 200: okEnvelope(AttachmentView) },
      },
    },
    async (request) => {
      const call = context(request);
      return ok(await uploadAttachment(call.deps, call.context, request.body, new Date()));
    },
  );

  app.post(
    '/attachment/populate',
    {
      config,
      schema: {
        summary: 'An attachment’s file as base64; save it as a download, never show it inline',
        tags,
        body: AnalysisIdRequest,
        response: { 200: okEnvelope(AttachmentFile) },
      },
    },
    async (request, reply) => {
      const call = context(request);
      reply.header('cache-control', 'no-store');
      return ok(await populateAttachment(call.deps, call.context, request.body.id));
    },
  );

  app.post(
    '/attachment/delete',
    {
      config,
      schema: {
        summary: 'Delete an attachment while its job is under analysis',
        tags,
        body: AnalysisIdRequest,
        response: { 200: okEnvelope(DeletedAttachment) },
      },
    },
    async (request) => {
      const call = context(request);
      return ok(await deleteAttachment(call.deps, call.context, request.body.id));
    },
  );

  app.post(
    '/attachment/list',
    {
      config,
      schema: {
        summary: 'A job’s attachments (name, type, size), oldest first',
        tags,
        body: AnalysisJobRequest,
        response: { 200: okEnvelope(AttachmentView) },
      },
    },
    async (request) => {
      const call = context(request);
      return ok(await listAttachments(call.deps, call.context, request.body.jobId));
    },
  );
};
