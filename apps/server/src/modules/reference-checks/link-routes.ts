import {
  candidateAuthEndpoint,
  declineReferenceEndpoint,
  deleteReferenceEndpoint,
  pollEndpoint,
  saveCandidateEndpoint,
  saveReferenceEndpoint,
  sendAnswersEndpoint,
  sendReferencesEndpoint,
  signReferenceEndpoint,
  verifyReferenceEndpoint,
} from '@granska/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { referenceOk } from '../../platform/http/envelopes';
import { neverCached } from '../../platform/http/security-headers';
import { confirmCandidate, deleteNomination, saveNomination, sendNominations } from './candidate-service';
import type { LinkBankIdDeps } from './link-access';
import { populateLinkView } from './link-view';
import { declineReference, saveAnswers } from './referee-service';
import { pollBankId, startCandidateAuth, startRefereeSign, startRefereeVerify } from './reference-bankid';
import type { ReferenceTiming } from './reference-timing';

export interface ReferenceLinkRouteOptions {
  db: Database;
  crypto: FieldCrypto;
  publicUrl: string;
  /** REFERENCE_REMINDER_HOURS, REFERENCE_TIMEOUT_DAYS and office hours (reference-timing.ts). */
  timing: ReferenceTiming;
}

/**
 * The candidate's and the referees' side of the reference service (/ref), by the secret key of their
 * link (docs/decisions/reference-check-links.md): nominating, BankID identification and signature
 * (/poll), answering and declining. Every call carries the key in its body; none takes a log-in.
 */
export const referenceLinkRoutes: FastifyPluginAsync<ReferenceLinkRouteOptions> = async (app, options) => {
  const deps = (): LinkBankIdDeps => ({
    db: options.db,
    crypto: options.crypto,
    publicUrl: options.publicUrl,
    timing: options.timing,
    bankId: app.bankId,
  });
  const tags = ['reference-checks'];

  // The answers concern one person and change by the second (BankID): never cached.
  neverCached(app);

  addEndpoint(
    app,
    saveCandidateEndpoint,
    async ({ body, context }) => {
      await confirmCandidate(deps(), context, body.key);
      return referenceOk(await populateLinkView(deps(), context, body.key));
    },
    { tags },
  );

  addEndpoint(
    app,
    candidateAuthEndpoint,
    async ({ body, context }) => referenceOk(await startCandidateAuth(deps(), context, body)),
    { tags },
  );

  addEndpoint(
    app,
    saveReferenceEndpoint,
    async ({ body, context }) => referenceOk(await saveNomination(deps(), context, body)),
    { tags },
  );

  addEndpoint(
    app,
    deleteReferenceEndpoint,
    async ({ body, context }) => referenceOk(await deleteNomination(deps(), context, body)),
    { tags },
  );

  addEndpoint(
    app,
    sendReferencesEndpoint,
    async ({ body, context }) => referenceOk(await sendNominations(deps(), context, body.key)),
    { tags },
  );

  addEndpoint(
    app,
    verifyReferenceEndpoint,
    async ({ body, context }) => referenceOk(await startRefereeVerify(deps(), context, body.key)),
    { tags },
  );

  addEndpoint(
    app,
    sendAnswersEndpoint,
    async ({ body, context }) => referenceOk(await saveAnswers(deps(), context, body)),
    { tags },
  );

  addEndpoint(
    app,
    signReferenceEndpoint,
    async ({ body, context }) => referenceOk(await startRefereeSign(deps(), context, body.key)),
    { tags },
  );

  addEndpoint(
    app,
    declineReferenceEndpoint,
    async ({ body, context }) => referenceOk(await declineReference(deps(), context, body)),
    { tags },
  );

  addEndpoint(
    app,
    pollEndpoint,
    async ({ body, context }) => referenceOk(await pollBankId(deps(), context, body)),
    { tags },
  );
};
