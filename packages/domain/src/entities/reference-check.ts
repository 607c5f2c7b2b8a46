import { z } from 'zod';
import { Gender, QuestionType, ReferenceOrderState, ReferenceState, SurveyClassType } from '../enums';
import { EntityId, IsoTimestamp } from './common';

export const ReferenceOrderStateLogEntry = z.object({ time: IsoTimestamp, state: ReferenceOrderState });
export type ReferenceOrderStateLogEntry = z.infer<typeof ReferenceOrderStateLogEntry>;

export const ReferenceStateLogEntry = z.object({ time: IsoTimestamp, state: ReferenceState });
export type ReferenceStateLogEntry = z.infer<typeof ReferenceStateLogEntry>;

export const CandidateInfo = z.object({
  name: z.string().optional(),
  ssn: z.string().optional(),
  signedName: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  age: z.number().optional(),
  gender: Gender.optional(),
  ip: z.string().optional(),
});
export type CandidateInfo = z.infer<typeof CandidateInfo>;

/** A reference-check order (spec §3). Limits on the counts are validation's (validateReferenceOrder). */
export const ReferenceCheckOrder = z.object({
  id: EntityId.optional(),
  key: z.string().optional(),
  surveyId: z.string().optional(),
  state: ReferenceOrderState.optional(),
  stateLog: z.array(ReferenceOrderStateLogEntry).optional(),
  customerId: z.string().optional(),
  customerOrderer: z.string().optional(),
  customerRecipients: z.array(z.string()).optional(),
  company: z.string().optional(),
  companyHidden: z.boolean().optional(),
  signatureHidden: z.boolean().optional(),
  position: z.string().optional(),
  positionURL: z.string().optional(),
  description: z.string().optional(),
  candidateInfo: CandidateInfo.optional(),
  minReferences: z.number().int().default(1),
  maxReferences: z.number().int().default(5),
  noVerification: z.boolean().optional(),
});
export type ReferenceCheckOrder = z.infer<typeof ReferenceCheckOrder>;

export const ReferenceInfo = z.object({
  name: z.string().optional(),
  relationship: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  signedAge: z.number().optional(),
  signedGender: Gender.optional(),
  signedName: z.string().optional(),
  ip: z.string().optional(),
});
export type ReferenceInfo = z.infer<typeof ReferenceInfo>;

/** One answer; optionIndex -1 means no option chosen. */
export const SurveyAnswer = z.object({
  freeText: z.string().optional(),
  optionIndex: z.number().int().default(-1),
  sliderValue: z.number().optional(),
});
export type SurveyAnswer = z.infer<typeof SurveyAnswer>;

/** A referee's reference (spec §3). */
export const Reference = z.object({
  id: EntityId.optional(),
  key: z.string().optional(),
  orderId: z.string().optional(),
  surveyId: z.string().optional(),
  state: ReferenceState.optional(),
  stateLog: z.array(ReferenceStateLogEntry).optional(),
  referenceInfo: ReferenceInfo.optional(),
  surveyAnswers: z.array(SurveyAnswer).optional(),
  declineReason: z.string().optional(),
  shadowed: z.boolean().optional(),
  noVerification: z.boolean().optional(),
});
export type Reference = z.infer<typeof Reference>;

/** The type may be missing on a question being edited: validation answers 'Fråga saknar typ'. */
export const Question = z.object({
  type: QuestionType.optional(),
  mandatory: z.boolean().optional(),
  question: z.string().optional(),
  options: z.array(z.string()).optional(),
});
export type Question = z.infer<typeof Question>;

/** A survey (questionnaire, 'frågebatteri') or a template of one. */
export const Survey = z.object({
  id: EntityId.optional(),
  classType: SurveyClassType.optional(),
  customerId: z.string().optional(),
  orderId: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  publicSurvey: z.boolean().optional(),
  surveyQuestions: z.array(Question).optional(),
});
export type Survey = z.infer<typeof Survey>;

/** What /order/list returns for each order. */
export const ReportBundle = z.object({
  order: ReferenceCheckOrder,
  survey: Survey.optional(),
  references: z.array(Reference).default([]),
});
export type ReportBundle = z.infer<typeof ReportBundle>;

/** A customer's reference-check settings (spec §3). */
export const ReferenceSettings = z.object({
  id: EntityId.optional(),
  customerId: z.string().optional(),
  alternativePsText: z.string().optional(),
  defaultMinReferences: z.number().int().default(1),
  defaultMaxReferences: z.number().int().default(5),
  bankIdVerification: z.boolean().default(true),
  noVerification: z.boolean().default(false),
  logoUrl: z.string().optional(),
  urlPolicy: z.string().optional(),
  contactDetails: z.string().optional(),
  contactDetailsDataProtectionOfficer: z.string().optional(),
});
export type ReferenceSettings = z.infer<typeof ReferenceSettings>;

/** What /reference/sign returns and /candidate/auth takes. */
export const SignData = z.object({
  key: z.string().optional(),
  personalNumber: z.string().optional(),
  signMessage: z.string().optional(),
  pollID: z.string().optional(),
  operation: z.string().optional(),
  message: z.string().optional(),
});
export type SignData = z.infer<typeof SignData>;

/** A file on the wire: data is base64, type a media type ('application/pdf'). */
export const FileData = z.object({
  id: EntityId.optional(),
  name: z.string(),
  data: z.string(),
  type: z.string(),
});
export type FileData = z.infer<typeof FileData>;

export const PollStatus = z.object({
  id: EntityId,
  status: z.string(),
});
export type PollStatus = z.infer<typeof PollStatus>;
