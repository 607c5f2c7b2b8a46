import {
  cancelScheduledFinalizeEndpoint,
  downloadPsReportEndpoint,
  downloadReportEndpoint,
  finalizeReportEndpoint,
  finalReportAsImagesEndpoint,
  markReportDeliveredEndpoint,
  populateReportEndpoint,
  previewReportEndpoint,
  resendReportApprovalEndpoint,
  reviewReportEndpoint,
  saveReportEndpoint,
  scheduleFinalizeEndpoint,
} from '@granska/domain';
import type { FastifyPluginAsync } from 'fastify';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { ok } from '../../platform/http/envelopes';
import { neverCached } from '../../platform/http/security-headers';
import {
  downloadPsReport,
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
import { cancelScheduledFinalize, scheduleFinalize } from './scheduled-finalize';

/**
 * Reports of background-check jobs (spec §7 POST /report, /report/preview, /review/preview,
 * /report/final, /report/finalasimages, /report/delivered, /jobs/{id}/report,
 * /report/{id}/scheduled-finalize; and /report/populate to read one, DELETE
 * /report/{id}/scheduled-finalize). Staff calls go through accessJobForStaff (need-to-know, security
 * policy, audit).
 */
export const reportsRoutes: FastifyPluginAsync<ReportsDeps> = async (app, deps) => {
  const tags = { tags: ['reports'] };

  // Reports carry person data: never kept by a browser or proxy cache.
  neverCached(app);

  addEndpoint(
    app,
    populateReportEndpoint,
    async ({ body, context }) => ok(await populateReport(deps, context, body.jobId)),
    tags,
  );

  addEndpoint(
    app,
    saveReportEndpoint,
    async ({ body, context }) => ok(await saveReport(deps, context, body)),
    tags,
  );

  addEndpoint(
    app,
    previewReportEndpoint,
    async ({ body, context }) => ok(await previewReport(deps, context, body)),
    tags,
  );

  addEndpoint(
    app,
    reviewReportEndpoint,
    async ({ body, context }) => ok(await reviewReport(deps, context, body.jobId)),
    tags,
  );

  addEndpoint(
    app,
    finalizeReportEndpoint,
    async ({ body, context }) => ok(await finalizeReport(deps, context, body.jobId)),
    tags,
  );

  addEndpoint(
    app,
    finalReportAsImagesEndpoint,
    async ({ body, context }) => ok(await finalReportAsImages(deps, context, body.jobId)),
    tags,
  );

  addEndpoint(
    app,
    resendReportApprovalEndpoint,
    async ({ body, context }) => ok(await resendReportApproval(deps, context, body.jobId)),
    tags,
  );

  addEndpoint(
    app,
    markReportDeliveredEndpoint,
    async ({ body, context }) => ok(await markReportDelivered(deps, context, body.jobId)),
    tags,
  );

  addEndpoint(
    app,
    downloadReportEndpoint,
    async ({ params, context }) => ok(await downloadReport(deps, context, params.id)),
    tags,
  );
  addEndpoint(
    app,
    downloadPsReportEndpoint,
    async ({ params, context }) => ok(await downloadPsReport(deps, context, params.id)),
    tags,
  );

  addEndpoint(
    app,
    scheduleFinalizeEndpoint,
    async ({ params, body, context }) => ok(await scheduleFinalize(deps, context, params.id, body)),
    tags,
  );

  addEndpoint(
    app,
    cancelScheduledFinalizeEndpoint,
    async ({ params, context }) => ok(await cancelScheduledFinalize(deps, context, params.id)),
    tags,
  );
};
