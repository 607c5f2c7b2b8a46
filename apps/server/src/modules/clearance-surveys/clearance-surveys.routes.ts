import {
  clearanceSurveyEndpoint,
  collectClearanceSigningEndpoint,
  saveClearanceAnswersEndpoint,
  staffClearanceSurveyEndpoint,
  startClearanceSigningEndpoint,
  submitClearanceSurveyEndpoint,
} from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { ok } from '../../platform/http/envelopes';
import { neverCached } from '../../platform/http/security-headers';
import {
  type ClearanceSurveyDeps,
  collectClearanceSigning,
  getClearanceSurvey,
  saveClearanceAnswers,
  startClearanceSigning,
  submitClearanceSurvey,
} from './clearance-surveys.service';
import { getStaffClearanceSurvey } from './staff-survey.service';

/**
 * The security-clearance survey: the person's calls (public, by the link's key in the body) and the
 * analyst's read of the answers. docs/decisions/security-clearance-survey.md.
 */
export const clearanceSurveysRoutes: FastifyPluginAsyncZod<Omit<ClearanceSurveyDeps, 'bankId'>> = async (
  app,
  options,
) => {
  const deps = (): ClearanceSurveyDeps => ({ ...options, bankId: app.bankId });
  const tags = ['clearance-surveys'];

  // Answers and QR codes concern one person and change by the second: never cached.
  neverCached(app);

  addEndpoint(
    app,
    clearanceSurveyEndpoint,
    async ({ body }) => ok(await getClearanceSurvey(deps(), body.surveyKey)),
    { tags },
  );
  addEndpoint(
    app,
    saveClearanceAnswersEndpoint,
    async ({ body, context }) => ok(await saveClearanceAnswers(deps(), context, body)),
    { tags },
  );
  addEndpoint(
    app,
    submitClearanceSurveyEndpoint,
    async ({ body, context }) => ok(await submitClearanceSurvey(deps(), context, body.surveyKey)),
    { tags },
  );
  addEndpoint(
    app,
    startClearanceSigningEndpoint,
    async ({ body, context }) => ok(await startClearanceSigning(deps(), context, body)),
    { tags },
  );
  addEndpoint(
    app,
    collectClearanceSigningEndpoint,
    async ({ body, context }) => ok(await collectClearanceSigning(deps(), context, body)),
    { tags },
  );
  addEndpoint(
    app,
    staffClearanceSurveyEndpoint,
    async ({ params, context }) => ok(await getStaffClearanceSurvey(options, context, params.id)),
    { tags },
  );
};
