import { CLEARANCE_SURVEY_MESSAGES, isFlaggedAnswer, type StaffClearanceSurveyView } from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { runAuditedRead } from '../audit';
import { findCustomerById } from '../customers';
import { accessJobForStaff, jobOpenAudit } from '../staff-access';
import { findSurveyOfJob } from './clearance-surveys.repository';
import { answersOf, questionsOf, signingRequired } from './clearance-surveys.service';

/**
 * GET /jobs/{id}/clearance-survey: the analyst reads the person's answers with their flags. Staff access
 * decides who may (404 a job the caller may not know, 403 without its person data or the policy); the
 * read leaves the job's open audit row, as every read of the analysis.
 */
export const getStaffClearanceSurvey = (
  deps: { db: Database; crypto: FieldCrypto },
  context: RequestContext,
  jobId: string,
): Promise<StaffClearanceSurveyView> =>
  runAuditedRead(deps.db, context, async (tx) => {
    const { job } = await accessJobForStaff(tx, context.caller, jobId, deps.crypto);
    const survey = await findSurveyOfJob(tx, job.id);
    if (!survey) throw AppError.notFound(CLEARANCE_SURVEY_MESSAGES.noSurvey);
    const customer = await findCustomerById(tx, job.customerId);
    const done = survey.state === 'DONE';
    const answers = done ? answersOf(deps.crypto, survey) : [];
    const result: StaffClearanceSurveyView = {
      surveyId: survey.id,
      jobId: job.id,
      state: survey.state,
      sentAt: survey.created.toISOString(),
      completedAt: survey.completedAt?.toISOString() ?? null,
      signedAt: survey.signedAt?.toISOString() ?? null,
      signingRequired: signingRequired(job),
      flags: done ? survey.flags : 0,
      flagLimit: customer?.data.psConfig?.flagLimit ?? null,
      answers: done
        ? questionsOf(survey).map((question, index) => {
            const answer = answers[index];
            const option =
              question.type === 'OPTIONS' ? question.options[answer?.optionIndex ?? -1] : undefined;
            return {
              questionId: question.id,
              type: question.type,
              question: question.question,
              option: option ?? null,
              freeText: answer?.freeText ?? null,
              flagged: isFlaggedAnswer(question, answer),
            };
          })
        : [],
    };
    return { result, audit: jobOpenAudit(job, 'clearance-survey.read') };
  });
