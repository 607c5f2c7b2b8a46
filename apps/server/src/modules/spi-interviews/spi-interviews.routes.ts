import {
  ATTACHMENT_MAX_BASE64_CHARS,
  bookSpiEndpoint,
  cancelSpiBookingEndpoint,
  finalizeSpiReportEndpoint,
  jobSpiReportEndpoint,
  jobSpiReportFileEndpoint,
  listSpiLeaderJobsEndpoint,
  spiLeaderJobEndpoint,
} from '@granska/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { ok } from '../../platform/http/envelopes';
import {
  bookInterview,
  cancelInterview,
  finalizeReport,
  listLeaderJobs,
  openLeaderJob,
  readSpiReport,
  readSpiReportFile,
  type SpiDeps,
} from './spi-interviews.service';

/** Room for the JSON around the largest file's base64 and the report text. */
const FINALIZE_BODY_LIMIT_BYTES = ATTACHMENT_MAX_BASE64_CHARS + 256 * 1024;

/** SPI interviews (docs/decisions/spi-interviews.md): the SPI leader's jobs, booking, the SPI report. */
export const spiInterviewsRoutes: FastifyPluginAsyncZod<Omit<SpiDeps, 'warn'>> = async (app, options) => {
  const tags = ['spi-interviews'];
  const deps = (request: FastifyRequest): SpiDeps => ({
    ...options,
    warn: request.log.warn.bind(request.log),
  });

  addEndpoint(
    app,
    listSpiLeaderJobsEndpoint,
    async ({ query, context, request }) => {
      const { jobs, paging } = await listLeaderJobs(deps(request), context, query);
      return { ...ok(jobs), paging };
    },
    { tags },
  );
  addEndpoint(
    app,
    spiLeaderJobEndpoint,
    async ({ params, context, request }) => ok(await openLeaderJob(deps(request), context, params.id)),
    { tags },
  );
  addEndpoint(
    app,
    bookSpiEndpoint,
    async ({ params, body, context, request }) =>
      ok(await bookInterview(deps(request), context, params.id, body)),
    { tags },
  );
  addEndpoint(
    app,
    cancelSpiBookingEndpoint,
    async ({ params, context, request }) => ok(await cancelInterview(deps(request), context, params.id)),
    { tags },
  );
  addEndpoint(
    app,
    finalizeSpiReportEndpoint,
    async ({ params, body, context, request }) =>
      ok(await finalizeReport(deps(request), context, params.id, body)),
    { tags, bodyLimit: FINALIZE_BODY_LIMIT_BYTES },
  );
  addEndpoint(
    app,
    jobSpiReportEndpoint,
    async ({ params, context, request }) => ok(await readSpiReport(deps(request), context, params.id)),
    { tags },
  );
  addEndpoint(
    app,
    jobSpiReportFileEndpoint,
    async ({ params, context, request }) => ok(await readSpiReportFile(deps(request), context, params.id)),
    { tags },
  );
};
