import {
  BankIdAuthQueuedRequest,
  BankIdAuthResult,
  BankIdAuthResultRequest,
  BankIdStarted,
  ConsentPageRequest,
  ConsentPageView,
  okEnvelope,
} from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelopes';
import {
  type ConsentDeps,
  collectConsentAnswer,
  populateConsent,
  startConsentAnswer,
} from './consent.service';

/**
 * The person's consent (spec §7 POST /bankid/auth-queued, /bankid/auth-result; the page
 * external/consent/{id} reads POST /consent/populate). Public: the link's key in the body is the only
 * handle, and every answer is a BankID signature by the person the job names.
 */
export const consentRoutes: FastifyPluginAsyncZod<Omit<ConsentDeps, 'bankId' | 'now'>> = async (
  app,
  options,
) => {
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
};
