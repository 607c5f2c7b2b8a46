import {
  bankIdAuthQueuedEndpoint,
  bankIdAuthResultEndpoint,
  consentPageEndpoint,
  consentReportEndpoint,
  consentReportPdfEndpoint,
  saveConsentReportCommentEndpoint,
} from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { ok } from '../../platform/http/envelopes';
import { neverCached } from '../../platform/http/security-headers';
import {
  type ConsentDeps,
  collectConsentAnswer,
  populateConsent,
  startConsentAnswer,
} from './consent.service';
import {
  type ReportReadingDeps,
  readReportForApproval,
  reportPdfForApproval,
  saveReportComment,
} from './report-reading.service';

/**
 * The person's consent (spec §7 POST /bankid/auth-queued, /bankid/auth-result; the page
 * external/consent/{id} reads POST /consent/populate). Public: the link's key in the body is the only
 * handle, and every answer is a BankID signature by the person the job names.
 */
export const consentRoutes: FastifyPluginAsyncZod<
  Omit<ConsentDeps, 'bankId'> & Pick<ReportReadingDeps, 'files'>
> = async (app, options) => {
  const deps = (): ConsentDeps => ({
    db: options.db,
    crypto: options.crypto,
    publicUrl: options.publicUrl,
    consentTimeoutDays: options.consentTimeoutDays,
    bankId: app.bankId,
  });
  const tags = ['consent'];

  // Consent state and QR codes change by the second and concern one person: never cached.
  neverCached(app);

  addEndpoint(
    app,
    consentPageEndpoint,
    async ({ body, context }) => ok(await populateConsent(deps(), context, body.consentKey)),
    { tags },
  );

  addEndpoint(
    app,
    bankIdAuthQueuedEndpoint,
    async ({ body, context }) => ok(await startConsentAnswer(deps(), context, body)),
    { tags },
  );

  addEndpoint(
    app,
    bankIdAuthResultEndpoint,
    async ({ body, context }) => ok(await collectConsentAnswer(deps(), context, body)),
    { tags },
  );

  // The report the person is asked to approve (ReportApproval): read, download, comment. reports.md.
  const reading: ReportReadingDeps = { db: options.db, crypto: options.crypto, files: options.files };

  addEndpoint(
    app,
    consentReportEndpoint,
    async ({ body, context }) => ok(await readReportForApproval(reading, context, body.consentKey)),
    { tags },
  );

  addEndpoint(
    app,
    consentReportPdfEndpoint,
    async ({ body, context }) => reportPdfForApproval(reading, context, body.consentKey),
    { tags },
  );

  addEndpoint(
    app,
    saveConsentReportCommentEndpoint,
    async ({ body, context }) => ok(await saveReportComment(reading, context, body)),
    { tags },
  );
};
