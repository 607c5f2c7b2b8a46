import {
  BankIdAuthQueuedRequest,
  BankIdAuthResult,
  BankIdAuthResultRequest,
  BankIdStarted,
  ConsentPageRequest,
  ConsentPageView,
  ConsentReportRequest,
  okEnvelope,
  ReportComments,
  ReportReading,
  SaveReportCommentRequest,
} from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelopes';
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
  Omit<ConsentDeps, 'bankId' | 'now'> & Pick<ReportReadingDeps, 'files'>
> = async (app, options) => {
  const deps = (): ConsentDeps => ({
    db: options.db,
    crypto: options.crypto,
    publicUrl: options.publicUrl,
    consentTimeoutDays: options.consentTimeoutDays,
    bankId: app.bankId,
  });
  const tags = ['consent'];
  const access = 'public' as const;

  // Consent state and QR codes change by the second and concern one person: never cached.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.post(
    '/consent/populate',
    {
      config: { access },
      schema: {
        summary:
          'What the consent page shows for a link: who asks, what is checked, where the consent stands',
        tags,
        body: ConsentPageRequest,
        response: { 200: okEnvelope(ConsentPageView) },
      },
    },
    async (request) => ok(await populateConsent(deps(), request.body.consentKey)),
  );

  app.post(
    '/bankid/auth-queued',
    {
      config: { access },
      schema: {
        summary: "Start the BankID signature of the person's answer (accept, decline, withdraw)",
        tags,
        body: BankIdAuthQueuedRequest,
        response: { 200: okEnvelope(BankIdStarted) },
      },
    },
    async (request) => ok(await startConsentAnswer(deps(), request.body, request.ip)),
  );

  app.post(
    '/bankid/auth-result',
    {
      config: { access },
      schema: {
        summary: 'Collect the BankID signature once; poll every 2 s while pending',
        tags,
        body: BankIdAuthResultRequest,
        response: { 200: okEnvelope(BankIdAuthResult) },
      },
    },
    async (request) => ok(await collectConsentAnswer(deps(), request.body, request.ip)),
  );

  // The report the person is asked to approve (ReportApproval): read, download, comment. reports.md.
  const reading: ReportReadingDeps = { db: options.db, crypto: options.crypto, files: options.files };

  app.post(
    '/consent/report',
    {
      config: { access },
      schema: {
        summary: 'The report a ReportApproval link asks the person to approve, as its PDF shows it',
        tags,
        body: ConsentReportRequest,
        response: { 200: okEnvelope(ReportReading) },
      },
    },
    async (request) => ok(await readReportForApproval(reading, request.body.consentKey, request.ip)),
  );

  app.post(
    '/consent/report/pdf',
    {
      config: { access },
      schema: {
        summary: 'The PDF of the report a ReportApproval link asks the person to approve (a download)',
        tags,
        body: ConsentReportRequest,
      },
    },
    async (request, reply) => {
      const file = await reportPdfForApproval(reading, request.body.consentKey, request.ip);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.bytes);
    },
  );

  app.post(
    '/consent/report/comment',
    {
      config: { access },
      schema: {
        summary: "Set the person's comment on one part of the report (an empty text removes it)",
        tags,
        body: SaveReportCommentRequest,
        response: { 200: okEnvelope(ReportComments) },
      },
    },
    async (request) => ok(await saveReportComment(reading, request.body, request.ip)),
  );
};
