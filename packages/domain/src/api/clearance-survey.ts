import { z } from 'zod';
import { defineEndpoint } from '../contracts/endpoint';
import { SurveyAnswer } from '../entities/reference-check';
import { MAIN_API_ERROR_MESSAGES } from '../errors';
import { ANALYSIS_ACCESS, AnalysisJobParams } from './analysis';
import { BankIdStarted, CONSENT_MESSAGES } from './consent';
import { okEnvelope } from './envelopes';

/**
 * The security-clearance survey (issue 15; docs/decisions/security-clearance-survey.md). The person
 * opens `scs/<key>` from the e-mail or SMS: every call is public, the link's key (only its keyed hash
 * stored) travels in the body and is the only handle, as on the consent page. The answers are signed with
 * BankID by the person the job names, unless the order says `skipSurveySigning`.
 */

/** The key of the link `scs/<key>`. */
export const ClearanceSurveyKey = z.string().trim().min(20).max(200);

const LocalizedTextView = z.object({ sv: z.string(), en: z.string() });

/** One question as the person answers it (spec §3 Question; every one mandatory). */
export const ClearanceQuestionView = z.object({
  id: z.string(),
  type: z.enum(['FREETEXT', 'OPTIONS']),
  question: LocalizedTextView,
  options: z.array(LocalizedTextView),
});
export type ClearanceQuestionView = z.infer<typeof ClearanceQuestionView>;

/** What the survey page shows while the link is open. */
export const ClearanceSurveyView = z.object({
  /** The person the survey is for (the person checks it is theirs) and who ordered it. */
  personName: z.string(),
  customerName: z.string(),
  /** Spec §4: 10 calendar days from the surveying entry (a weekend pushed to Monday 17:00). */
  deadline: z.string().nullable(),
  questions: z.array(ClearanceQuestionView),
  /** The answers saved so far, one per question (empty before the first save). */
  answers: z.array(SurveyAnswer),
  /** False when the order says the answers need no BankID signature (scDetails.skipSurveySigning). */
  signingRequired: z.boolean(),
});
export type ClearanceSurveyView = z.infer<typeof ClearanceSurveyView>;

/** The survey once handed in: the link is closed from now on. */
export const ClearanceSurveyDone = z.object({
  completedAt: z.string(),
  signed: z.boolean(),
});
export type ClearanceSurveyDone = z.infer<typeof ClearanceSurveyDone>;

export const ClearanceSurveyRequest = z.object({ surveyKey: ClearanceSurveyKey });
export type ClearanceSurveyRequest = z.infer<typeof ClearanceSurveyRequest>;

/** The answers in the questions' order (spec §3 SurveyAnswer). */
export const SaveClearanceAnswersRequest = z.object({
  surveyKey: ClearanceSurveyKey,
  answers: z
    .array(
      SurveyAnswer.extend({ freeText: z.string().trim().max(5000).optional() }).omit({ sliderValue: true }),
    )
    .max(100),
});
export type SaveClearanceAnswersRequest = z.input<typeof SaveClearanceAnswersRequest>;

export const StartClearanceSigningRequest = z.object({
  surveyKey: ClearanceSurveyKey,
  /** Cancel a BankID order still open for this survey (else 70021) and start anew. */
  restart: z.boolean().default(false),
});
export type StartClearanceSigningRequest = z.input<typeof StartClearanceSigningRequest>;

export const CollectClearanceSigningRequest = z.object({
  surveyKey: ClearanceSurveyKey,
  orderRef: z.string().trim().min(1).max(100),
  /** True when the page opened the same-device link (RFA13 instead of RFA1). */
  autoStarted: z.boolean().default(false),
});
export type CollectClearanceSigningRequest = z.input<typeof CollectClearanceSigningRequest>;

/** One collect of the signature: pending (BankID's message, this second's QR) or complete. */
export const ClearanceSigningResult = z.object({
  status: z.enum(['pending', 'complete']),
  hintCode: z.string().nullable(),
  message: z.object({ sv: z.string(), en: z.string() }).nullable(),
  qrCode: z.string().nullable(),
  done: ClearanceSurveyDone.nullable(),
});
export type ClearanceSigningResult = z.infer<typeof ClearanceSigningResult>;

/** The survey as the analyst reads it: every answer with its question, flagged ones marked. */
export const StaffClearanceAnswerView = z.object({
  questionId: z.string(),
  type: z.enum(['FREETEXT', 'OPTIONS']),
  question: LocalizedTextView,
  /** The chosen option's text (OPTIONS) or null. */
  option: LocalizedTextView.nullable(),
  freeText: z.string().nullable(),
  flagged: z.boolean(),
});
export type StaffClearanceAnswerView = z.infer<typeof StaffClearanceAnswerView>;

export const StaffClearanceSurveyView = z.object({
  surveyId: z.string(),
  jobId: z.string(),
  state: z.enum(['OPEN', 'DONE']),
  sentAt: z.string(),
  completedAt: z.string().nullable(),
  /** When BankID signed the answers; null when unsigned (skipSurveySigning) or not handed in. */
  signedAt: z.string().nullable(),
  signingRequired: z.boolean(),
  flags: z.number().int(),
  /** psConfig.flagLimit of the customer: as many flags or more call for a closer look; null if unset. */
  flagLimit: z.number().int().nullable(),
  /** The answers; empty until the person has handed them in. */
  answers: z.array(StaffClearanceAnswerView),
});
export type StaffClearanceSurveyView = z.infer<typeof StaffClearanceSurveyView>;

export const CLEARANCE_SURVEY_MESSAGES = {
  /** Unknown, handed-in and closed links alike (as the consent page's). */
  notFound: CONSENT_MESSAGES.notFound,
  wrongPerson: CONSENT_MESSAGES.wrongPerson,
  answersDoNotFit: 'Svaren passar inte enkätens frågor',
  answerFirst: 'Svara på alla frågor innan du skickar in',
  signingRequired: 'Svaren ska skrivas under med BankID',
  noSigningNeeded: 'Svaren skickas in utan underskrift',
  orderNotFound: 'BankID-ordern hör inte till denna enkät',
  answersChanged: 'Svaren har ändrats sedan du började skriva under. Skriv under igen.',
  /** Staff: a job that has no survey (not a security clearance, or not sent yet). */
  noSurvey: 'Ärendet har ingen enkät',
} as const;

export const clearanceSurveyEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/clearance-survey/populate',
  effect: 'read',
  body: ClearanceSurveyRequest,
  response: okEnvelope(ClearanceSurveyView),
  access: 'public',
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /clearance-survey/populate'],
  summary: 'The security-clearance survey of a link: whose, who asks, the questions, the saved answers',
});

export const saveClearanceAnswersEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/clearance-survey/answers',
  body: SaveClearanceAnswersRequest,
  response: okEnvelope(ClearanceSurveyView),
  access: 'public',
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /clearance-survey/answers'],
  summary: "The person's answers (validated per question: 'Svar saknas'), kept encrypted until handed in",
});

export const submitClearanceSurveyEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/clearance-survey/submit',
  body: ClearanceSurveyRequest,
  response: okEnvelope(ClearanceSurveyDone),
  access: 'public',
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /clearance-survey/submit'],
  summary: 'Hand in the saved answers without a signature (only when the order skips survey signing)',
});

export const startClearanceSigningEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/clearance-survey/bankid/sign',
  body: StartClearanceSigningRequest,
  response: okEnvelope(BankIdStarted),
  access: 'public',
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /clearance-survey/bankid/sign'],
  summary: 'Start the BankID signature of the saved answers',
});

export const collectClearanceSigningEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/clearance-survey/bankid/collect',
  body: CollectClearanceSigningRequest,
  response: okEnvelope(ClearanceSigningResult),
  access: 'public',
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /clearance-survey/bankid/collect'],
  summary: 'Collect the signature once (poll every second); complete hands the survey in',
});

export const staffClearanceSurveyEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/jobs/{id}/clearance-survey',
  params: AnalysisJobParams,
  response: okEnvelope(StaffClearanceSurveyView),
  access: ANALYSIS_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /jobs/{id}/clearance-survey'],
  summary: "A security clearance's survey answers with their flags (an audited read)",
});
