import { jobReferenceCheckEndpoint, jobReferenceCheckReportEndpoint } from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { ok } from '../../platform/http/envelopes';
import type { ReferenceDeps } from './reference-orders.service';
import { readScreeningReferenceCheck, readScreeningReferenceReport } from './screening-reference-reads';

/** The screening's staff read its reference check (docs/decisions/spi-interviews.md). */
export const screeningReferenceRoutes: FastifyPluginAsyncZod<Pick<ReferenceDeps, 'db' | 'crypto'>> = async (
  app,
  deps,
) => {
  const tags = ['reference-checks'];
  addEndpoint(
    app,
    jobReferenceCheckEndpoint,
    async ({ params, context }) => ok(await readScreeningReferenceCheck(deps, context, params.id)),
    { tags },
  );
  addEndpoint(
    app,
    jobReferenceCheckReportEndpoint,
    async ({ params, context }) => ok(await readScreeningReferenceReport(deps, context, params.id)),
    { tags },
  );
};
