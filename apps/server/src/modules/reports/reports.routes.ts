import {
  downloadReportEndpoint,
  finalizeReportEndpoint,
  finalReportAsImagesEndpoint,
  markReportDeliveredEndpoint,
  populateReportEndpoint,
  previewReportEndpoint,
  resendReportApprovalEndpoint,
  reviewReportEndpoint,
  saveReportEndpoint,
} from '@granska/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireCaller } from '../../platform/http/caller';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { ok } from '../../platform/http/envelopes';
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
export const reportsRoutes: FastifyPluginAsync<ReportsDeps> = async (app, deps) => {
  const tags = { tags: ['reports'] };
  const context = (request: FastifyRequest): CallContext => ({
    caller: requireCaller(request),
    ip: request.ip,
  });

  // Reports carry person data: never kept by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  addEndpoint(
    app,
    populateReportEndpoint,
    async ({ body, request }) => ok(await populateReport(deps, context(request), body.jobId)),
    tags,
  );

  addEndpoint(
    app,
    saveReportEndpoint,
    async ({ body, request }) => ok(await saveReport(deps, context(request), body)),
    tags,
  );

  addEndpoint(
    app,
    previewReportEndpoint,
    async ({ body, request }) => ok(await previewReport(deps, context(request), body)),
    tags,
  );

  addEndpoint(
    app,
    reviewReportEndpoint,
    async ({ body, request }) => ok(await reviewReport(deps, context(request), body.jobId)),
    tags,
  );

  addEndpoint(
    app,
    finalizeReportEndpoint,
    async ({ body, request }) => ok(await finalizeReport(deps, context(request), body.jobId)),
    tags,
  );

  addEndpoint(
    app,
    finalReportAsImagesEndpoint,
    async ({ body, request }) => ok(await finalReportAsImages(deps, context(request), body.jobId)),
    tags,
  );

  addEndpoint(
    app,
    resendReportApprovalEndpoint,
    async ({ body, request }) => ok(await resendReportApproval(deps, context(request), body.jobId)),
    tags,
  );

  addEndpoint(
    app,
    markReportDeliveredEndpoint,
    async ({ body, request }) => ok(await markReportDelivered(deps, context(request), body.jobId)),
    tags,
  );

  addEndpoint(
    app,
    downloadReportEndpoint,
    async ({ params, request }) => ok(await downloadReport(deps, context(request), params.id)),
    tags,
  );
};
