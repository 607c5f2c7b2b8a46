import {
  okEnvelope,
  PreviewReportRequest,
  ReportFile,
  ReportImage,
  ReportJobParams,
  ReportJobRequest,
  ReportView,
  SaveReportRequest,
} from '@granska/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../platform/http/caller';
import { ok } from '../../platform/http/envelopes';
import {
  REPORT_APPROVAL_RESEND_ACCESS,
  REPORT_DELIVERED_ACCESS,
  REPORT_DOWNLOAD_ACCESS,
  REPORT_STAFF_ACCESS,
} from './reports.policy';
import {
  type CallContext,
  downloadReport,
  finalizeReport,
  finalReportAsImages,
  markReportDelivered,
  populateReport,
  previewReport,
  type ReportsDeps,
  resendReportApproval,
  reviewReport,
  saveReport,
} from './reports.service';

/**
 * Reports of background-check jobs (spec §7 POST /report, /report/preview, /review/preview,
 * /report/final, /report/finalasimages, /report/delivered, /jobs/{id}/report; and /report/populate to
 * read one). Staff calls go through openJobForStaff (need-to-know, security policy, audit).
 */
export const reportsRoutes: FastifyPluginAsyncZod<ReportsDeps> = async (app, deps) => {
  const tags = ['reports'];
  const context = (request: FastifyRequest): CallContext => ({
    caller: requireCaller(request),
    ip: request.ip,
  });

  // Reports carry person data: never kept by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.post(
    '/report/populate',
    {
      config: { access: REPORT_STAFF_ACCESS },
      schema: {
        summary: "The job's report as staff see it: draft text, state, PDF status and the person's approval",
        tags,
        body: ReportJobRequest,
        response: { 200: okEnvelope(ReportView) },
      },
    },
    async (request) => ok(await populateReport(deps, context(request), request.body.jobId)),
  );

  app.post(
    '/report',
    {
      config: { access: REPORT_STAFF_ACCESS },
      schema: {
        summary: 'Save the report draft (summary and section texts) while the job is analysed',
        tags,
        body: SaveReportRequest,
        response: { 200: okEnvelope(ReportView) },
      },
    },
    async (request) => ok(await saveReport(deps, context(request), request.body)),
  );

  app.post(
    '/report/preview',
    {
      config: { access: REPORT_STAFF_ACCESS },
      schema: {
        summary: 'The PDF of the given (unsaved) content or of the saved draft, marked as a preview',
        tags,
        body: PreviewReportRequest,
        response: { 200: okEnvelope(ReportFile) },
      },
    },
    async (request) => ok(await previewReport(deps, context(request), request.body)),
  );

  app.post(
    '/review/preview',
    {
      config: { access: REPORT_STAFF_ACCESS },
      schema: {
        summary: 'The report as it will be released: the stored PDF once finalized, else the saved draft',
        tags,
        body: ReportJobRequest,
        response: { 200: okEnvelope(ReportFile) },
      },
    },
    async (request) => ok(await reviewReport(deps, context(request), request.body.jobId)),
  );

  app.post(
    '/report/final',
    {
      config: { access: REPORT_STAFF_ACCESS },
      schema: {
        summary: "Finalize the report: PENDING_APPROVAL and the person's BankID approval request",
        tags,
        body: ReportJobRequest,
        response: { 200: okEnvelope(ReportView) },
      },
    },
    async (request) => ok(await finalizeReport(deps, context(request), request.body.jobId)),
  );

  app.post(
    '/report/finalasimages',
    {
      config: { access: REPORT_STAFF_ACCESS },
      schema: {
        summary:
          "The finalized report's pages as PNG images (one result item per page); finalizing is /report/final",
        tags,
        body: ReportJobRequest,
        response: { 200: okEnvelope(ReportImage) },
      },
    },
    async (request) => ok(await finalReportAsImages(deps, context(request), request.body.jobId)),
  );

  app.post(
    '/report/approval/resend',
    {
      config: { access: REPORT_APPROVAL_RESEND_ACCESS },
      schema: {
        summary: 'Ask the person again to approve the report (after a time-out or a refusal): a new link',
        tags,
        body: ReportJobRequest,
        response: { 200: okEnvelope(ReportView) },
      },
    },
    async (request) => ok(await resendReportApproval(deps, context(request), request.body.jobId)),
  );

  app.post(
    '/report/delivered',
    {
      config: { access: REPORT_DELIVERED_ACCESS },
      schema: {
        summary: 'Mark the released report delivered: the job is archived',
        tags,
        body: ReportJobRequest,
        response: { 200: okEnvelope(ReportView) },
      },
    },
    async (request) => ok(await markReportDelivered(deps, context(request), request.body.jobId)),
  );

  app.post(
    '/jobs/:id/report',
    {
      config: { access: REPORT_DOWNLOAD_ACCESS },
      schema: {
        summary: "Download the job's released report (PDF as base64) for the customer",
        tags,
        params: ReportJobParams,
        response: { 200: okEnvelope(ReportFile) },
      },
    },
    async (request) => ok(await downloadReport(deps, context(request), request.params.id)),
  );
};
