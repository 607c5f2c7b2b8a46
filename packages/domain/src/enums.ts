import { z } from 'zod';

/** The enumerations of spec §3, each as a zod enum and its union type. */

export const JOB_STATES = [
  'CREATED',
  'PENDING_CONSENT',
  'DECLINED',
  'ANALYSING',
  'IN_PROGRESS',
  'INTERVIEWING',
  'PENDING_APPROVAL',
  'APPROVED',
  'SCHEDULED_ORDER',
  'ARCHIVED',
  'TIMED_OUT',
  'JOB_SURVEYING',
  'SCHEDULED',
] as const;
export const JobState = z.enum(JOB_STATES);
export type JobState = z.infer<typeof JobState>;

export const SERVICES = [
  'BLANK',
  'COWORKER',
  'SPECIALIST',
  'EXECUTIVE',
  'COMPANY',
  'BOARDMEMBER',
  'SCREENING',
  'PRESCREEN',
  'LFD_FOLLOWUP',
  'SECURITY_SCREENING_BASIC',
  'SECURITY_SCREENING',
  'SECURITY_CLEARANCE',
  'SECURITY_SCREENING_IMPORT',
] as const;
export const Service = z.enum(SERVICES);
export type Service = z.infer<typeof Service>;

export const SubjectType = z.enum(['BLANK', 'ORGANIZATION', 'INDIVIDUAL', 'EXECUTIVE']);
export type SubjectType = z.infer<typeof SubjectType>;

export const Gender = z.enum(['BLANK', 'MALE', 'FEMALE']);
export type Gender = z.infer<typeof Gender>;

export const ConsentState = z.enum(['CsntPendingAnswer', 'CsntAccepted', 'CsntDeclined', 'CsntTimedOut']);
export type ConsentState = z.infer<typeof ConsentState>;

export const ConsentType = z.enum(['JobStart', 'ReportApproval', 'WithdrawnConsent']);
export type ConsentType = z.infer<typeof ConsentType>;

export const Checkpoint = z.enum([
  'EDUCATION',
  'EMPLOYER',
  'DRIVERSLICENSE',
  'SANCTIONLIST',
  'INTERNET',
  'CITIZENSHIP',
  'TRADING_PROHIBITION',
]);
export type Checkpoint = z.infer<typeof Checkpoint>;

export const CitizenshipState = z.enum(['DO_NOT_CHECK', 'STARTED', 'IN_PROGRESS', 'DONE']);
export type CitizenshipState = z.infer<typeof CitizenshipState>;

export const CollectedDataStatus = z.enum(['CREATED', 'SAVED', 'DONE']);
export type CollectedDataStatus = z.infer<typeof CollectedDataStatus>;

export const ScheduleType = z.enum([
  'SCHEDULE_CREATED',
  'SCHEDULE_FOLLOW_UP',
  'SCHEDULE_ARCHIVED',
  'SCHEDULE_FINALIZED',
]);
export type ScheduleType = z.infer<typeof ScheduleType>;

export const InterviewType = z.enum(['DIGITAL', 'PHYSICAL', 'EITHER']);
export type InterviewType = z.infer<typeof InterviewType>;

export const ServiceArea = z.enum([
  'BACKGROUND_CHECK',
  'REFERENCE_CHECK',
  'SECURITY_SCREENING',
  'LFD',
  'SECURITY_CLEARANCE',
  'PROTECTIVE_SECURITY',
]);
export type ServiceArea = z.infer<typeof ServiceArea>;

export const DeletionPolicy = z.enum(['RETAIN', 'DELETE']);
export type DeletionPolicy = z.infer<typeof DeletionPolicy>;

export const MotivationTheme = z.enum(['M1ARBETSMILJO', 'M2PROAKTIVT', 'M3SKYDDSVARDEN', 'M4POLICY']);
export type MotivationTheme = z.infer<typeof MotivationTheme>;

/** Reference-check order states (spec §4). */
export const ReferenceOrderState = z.enum(['CREATED', 'ORDERED', 'SURVEYING', 'DONE', 'TIMEOUT']);
export type ReferenceOrderState = z.infer<typeof ReferenceOrderState>;

/** States of one referee's reference (spec §4). */
export const ReferenceState = z.enum(['CREATED', 'PENDING', 'DECLINED', 'DONE', 'TIMEOUT']);
export type ReferenceState = z.infer<typeof ReferenceState>;

export const QuestionType = z.enum(['OPTIONS', 'SLIDER', 'FREETEXT']);
export type QuestionType = z.infer<typeof QuestionType>;

export const SurveyClassType = z.enum(['Survey', 'SurveyTemplate']);
export type SurveyClassType = z.infer<typeof SurveyClassType>;

/** Identity-provider user statuses (identity.md). */
export const UserStatus = z.enum(['FORCE_CHANGE_PASSWORD', 'CONFIRMED', 'RESET_REQUIRED']);
export type UserStatus = z.infer<typeof UserStatus>;

/** Provider staff groups (spec §6): hidden from customer permission lists. */
export const STAFF_GROUPS = [
  'UserAdmin',
  'Coordinator',
  'Analyst',
  'SPICoordinator',
  'SPILeader',
  'DataCollector',
] as const;
export const StaffGroup = z.enum(STAFF_GROUPS);
export type StaffGroup = z.infer<typeof StaffGroup>;
