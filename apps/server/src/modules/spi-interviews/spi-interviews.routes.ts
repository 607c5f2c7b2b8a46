import {
  ATTACHMENT_MAX_BASE64_CHARS,
  bookSpiEndpoint,
  cancelSpiBookingEndpoint,
  collectLeaderProtocolSigningEndpoint,
  collectSpiProtocolSigningEndpoint,
  downloadSpiReportEndpoint,
  finalizeSpiReportEndpoint,
  jobSpiReportEndpoint,
  jobSpiReportFileEndpoint,
  listSpiLeaderJobsEndpoint,
  sendSpiProtocolLinkEndpoint,
  spiLeaderJobEndpoint,
  spiProtocolEndpoint,
  startLeaderProtocolSigningEndpoint,
  startSpiProtocolSigningEndpoint,
} from '@granska/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { ok } from '../../platform/http/envelopes';
import { neverCached } from '../../platform/http/security-headers';
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
import {
  collectLeaderSigning,
  collectPersonSigning,
  getProtocolPage,
  type SpiProtocolDeps,
  sendProtocolLink,
  startLeaderSigning,
  startPersonSigning,
} from './spi-protocol.service';
import { downloadSpiReport } from './spi-report-download.service';

/** Room for the JSON around the largest file's base64 and the report text. */
const FINALIZE_BODY_LIMIT_BYTES = ATTACHMENT_MAX_BASE64_CHARS + 256 * 1024;

/**
 * SPI interviews (docs/decisions/spi-interviews.md): the SPI leader's jobs, booking, the SPI report, the
 * protocol signed with BankID by the person (public, by the link's key) and the leader, and the customer's
 * SPI report.
 */
export const spiInterviewsRoutes: FastifyPluginAsyncZod<
  Omit<SpiDeps, 'warn'> & Pick<SpiProtocolDeps, 'publicUrl'>
> = async (app, options) => {
  const tags = ['spi-interviews'];
  const deps = (request: FastifyRequest): SpiDeps => ({
    ...options,
    warn: request.log.warn.bind(request.log),
  });
  const protocolDeps = (): SpiProtocolDeps => ({ ...options, bankId: app.bankId });

  // The protocol's pages concern one person and their QR codes change by the second: never cached.
  neverCached(app);

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

  addEndpoint(
    app,
    spiProtocolEndpoint,
    async ({ body, context }) => ok(await getProtocolPage(protocolDeps(), context, body.protocolKey)),
    { tags },
  );
  addEndpoint(
    app,
    startSpiProtocolSigningEndpoint,
    async ({ body, context }) => ok(await startPersonSigning(protocolDeps(), context, body)),
    { tags },
  );
  addEndpoint(
    app,
    collectSpiProtocolSigningEndpoint,
    async ({ body, context }) => ok(await collectPersonSigning(protocolDeps(), context, body)),
    { tags },
  );
  addEndpoint(
    app,
    sendSpiProtocolLinkEndpoint,
    async ({ params, context }) => ok(await sendProtocolLink(protocolDeps(), context, params.id)),
    { tags },
  );
  addEndpoint(
    app,
    startLeaderProtocolSigningEndpoint,
    async ({ params, body, context }) =>
      ok(await startLeaderSigning(protocolDeps(), context, params.id, body)),
    { tags },
  );
  addEndpoint(
    app,
    collectLeaderProtocolSigningEndpoint,
    async ({ params, body, context }) =>
      ok(await collectLeaderSigning(protocolDeps(), context, params.id, body)),
    { tags },
  );
  addEndpoint(
    app,
    downloadSpiReportEndpoint,
    async ({ params, context }) => ok(await downloadSpiReport(options, context, params.id)),
    { tags },
  );
};
