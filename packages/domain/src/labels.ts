import type {
  Checkpoint,
  CitizenshipState,
  CollectedDataStatus,
  ConsentState,
  ConsentType,
  DeletionPolicy,
  Gender,
  InterviewType,
  JobState,
  MotivationTheme,
  QuestionType,
  ReferenceOrderState,
  ReferenceState,
  ScheduleType,
  Service,
  ServiceArea,
  SubjectType,
  UserStatus,
} from './enums';
import type { CustomerService, Group } from './permissions';

export type Lang = 'sv' | 'en';
export const LANGS: readonly Lang[] = ['sv', 'en'];
export const DEFAULT_LANG: Lang = 'sv';

export interface Label {
  readonly sv: string;
  readonly en: string;
}

/** Spec §4; IN_PROGRESS is ours (docs/decisions/in-progress-label.md). */
export const JOB_STATE_LABELS: Readonly<Record<JobState, Label>> = {
  CREATED: { sv: 'Sparad', en: 'Saved' },
  PENDING_CONSENT: { sv: 'Inväntar godkännande (granskning)', en: 'Awaiting approval (check)' },
  DECLINED: { sv: 'Godkännande nekat', en: 'Approval declined' },
  ANALYSING: { sv: 'Granskar', en: 'Analysing' },
  IN_PROGRESS: { sv: 'Pågår', en: 'In progress' },
  INTERVIEWING: { sv: 'Intervju inbokad', en: 'Interview booked' },
  PENDING_APPROVAL: { sv: 'Inväntar godkännande (rapport)', en: 'Awaiting approval (report)' },
  APPROVED: { sv: 'Rapport färdigställd', en: 'Report completed' },
  SCHEDULED_ORDER: { sv: 'Schemalagd', en: 'Scheduled' },
  ARCHIVED: { sv: 'Arkiverad', en: 'Archived' },
  TIMED_OUT: { sv: 'Godkännande timeout', en: 'Approval timed out' },
  JOB_SURVEYING: { sv: 'Inväntar svar', en: 'Awaiting answers' },
  SCHEDULED: { sv: 'Schemalagd', en: 'Scheduled' },
};

export const CONSENT_STATE_LABELS: Readonly<Record<ConsentState, Label>> = {
  CsntPendingAnswer: { sv: 'Skickad', en: 'Sent' },
  CsntAccepted: { sv: 'Godkänd', en: 'Approved' },
  CsntDeclined: { sv: 'Nekad', en: 'Declined' },
  CsntTimedOut: { sv: 'Samtycke timeout', en: 'Consent timed out' },
};

export const CONSENT_TYPE_LABELS: Readonly<Record<ConsentType, Label>> = {
  JobStart: { sv: 'Samtycke till granskning', en: 'Consent to the check' },
  ReportApproval: { sv: 'Godkännande av rapport', en: 'Report approval' },
  WithdrawnConsent: { sv: 'Återkallat samtycke', en: 'Withdrawn consent' },
};

export const COLLECTED_DATA_STATUS_LABELS: Readonly<Record<CollectedDataStatus, Label>> = {
  CREATED: { sv: 'Ej påbörjad', en: 'Not started' },
  SAVED: { sv: 'Påbörjad', en: 'Started' },
  DONE: { sv: 'Färdigställd', en: 'Completed' },
};

/** Spec §4; TIMEOUT is ours (docs/decisions/in-progress-label.md). */
export const REFERENCE_ORDER_STATE_LABELS: Readonly<Record<ReferenceOrderState, Label>> = {
  CREATED: { sv: 'Sparad', en: 'Saved' },
  ORDERED: { sv: 'Kandidaten granskar', en: 'Candidate reviewing' },
  SURVEYING: { sv: 'Referenser granskar', en: 'Referees answering' },
  DONE: { sv: 'Rapport klar', en: 'Report ready' },
  TIMEOUT: { sv: 'Tidsgräns passerad', en: 'Timed out' },
};

export const REFERENCE_STATE_LABELS: Readonly<Record<ReferenceState, Label>> = {
  CREATED: { sv: 'Sparad', en: 'Saved' },
  PENDING: { sv: 'Inväntar svar', en: 'Awaiting answer' },
  DECLINED: { sv: 'Avböjd', en: 'Declined' },
  DONE: { sv: 'Besvarad', en: 'Answered' },
  TIMEOUT: { sv: 'Tidsgräns passerad', en: 'Timed out' },
};

export const SERVICE_LABELS: Readonly<Record<Service, Label>> = {
  BLANK: { sv: 'Ej vald', en: 'Not selected' },
  COWORKER: { sv: 'Medarbetare', en: 'Coworker' },
  SPECIALIST: { sv: 'Specialist', en: 'Specialist' },
  EXECUTIVE: { sv: 'Chef', en: 'Executive' },
  COMPANY: { sv: 'Företag', en: 'Company' },
  BOARDMEMBER: { sv: 'Styrelseledamot', en: 'Board member' },
  SCREENING: { sv: 'Screening', en: 'Screening' },
  PRESCREEN: { sv: 'LFD', en: 'LFD' },
  LFD_FOLLOWUP: { sv: 'LFD uppföljning', en: 'LFD follow-up' },
  SECURITY_SCREENING_BASIC: { sv: 'Grundutredning bas', en: 'Basic security screening' },
  SECURITY_SCREENING: { sv: 'Grundutredning', en: 'Security screening' },
  SECURITY_CLEARANCE: { sv: 'USÄK', en: 'Security clearance' },
  SECURITY_SCREENING_IMPORT: { sv: 'Grundutredning import', en: 'Imported security screening' },
};

export const SERVICE_AREA_LABELS: Readonly<Record<ServiceArea, Label>> = {
  BACKGROUND_CHECK: { sv: 'Bakgrundskontroll', en: 'Background check' },
  REFERENCE_CHECK: { sv: 'Referenstagning', en: 'Reference check' },
  SECURITY_SCREENING: { sv: 'Grundutredning', en: 'Security screening' },
  LFD: { sv: 'LFD', en: 'LFD' },
  SECURITY_CLEARANCE: { sv: 'USÄK', en: 'Security clearance' },
  PROTECTIVE_SECURITY: { sv: 'SÄK', en: 'Protective security' },
};

/** The entries of a customer's access list (login-service tree of spec §6). */
export const CUSTOMER_SERVICE_LABELS: Readonly<Record<CustomerService, Label>> = {
  BackgroundCheck: { sv: 'Bakgrundskontroll', en: 'Background check' },
  ReferenceCheck: { sv: 'Referenstagning', en: 'Reference check' },
  LFD: { sv: 'LFD', en: 'LFD' },
  ProtectiveSecurity: { sv: 'SÄK', en: 'Protective security' },
  SecurityScreening: { sv: 'Grundutredning', en: 'Security screening' },
  SecurityClearance: { sv: 'USÄK', en: 'Security clearance' },
};

export const SUBJECT_TYPE_LABELS: Readonly<Record<SubjectType, Label>> = {
  BLANK: { sv: 'Ej angiven', en: 'Not given' },
  ORGANIZATION: { sv: 'Organisation', en: 'Organisation' },
  INDIVIDUAL: { sv: 'Person', en: 'Individual' },
  EXECUTIVE: { sv: 'Ledande befattningshavare', en: 'Executive' },
};

export const GENDER_LABELS: Readonly<Record<Gender, Label>> = {
  BLANK: { sv: 'Ej angivet', en: 'Not given' },
  MALE: { sv: 'Man', en: 'Male' },
  FEMALE: { sv: 'Kvinna', en: 'Female' },
};

export const CHECKPOINT_LABELS: Readonly<Record<Checkpoint, Label>> = {
  EDUCATION: { sv: 'Utbildning', en: 'Education' },
  EMPLOYER: { sv: 'Arbetsgivare', en: 'Employer' },
  DRIVERSLICENSE: { sv: 'Körkort', en: "Driver's licence" },
  SANCTIONLIST: { sv: 'Sanktionslistor', en: 'Sanction lists' },
  INTERNET: { sv: 'Internet', en: 'Internet' },
  CITIZENSHIP: { sv: 'Medborgarskap', en: 'Citizenship' },
  TRADING_PROHIBITION: { sv: 'Näringsförbud', en: 'Trading prohibition' },
};

export const CITIZENSHIP_STATE_LABELS: Readonly<Record<CitizenshipState, Label>> = {
  DO_NOT_CHECK: { sv: 'Kontrolleras ej', en: 'Not checked' },
  STARTED: { sv: 'Påbörjad', en: 'Started' },
  IN_PROGRESS: { sv: 'Pågår', en: 'In progress' },
  DONE: { sv: 'Klar', en: 'Done' },
};

export const SCHEDULE_TYPE_LABELS: Readonly<Record<ScheduleType, Label>> = {
  SCHEDULE_CREATED: { sv: 'Schemalagd beställning', en: 'Scheduled order' },
  SCHEDULE_FOLLOW_UP: { sv: 'Schemalagd uppföljning', en: 'Scheduled follow-up' },
  SCHEDULE_ARCHIVED: { sv: 'Schemalagd arkivering', en: 'Scheduled archiving' },
  SCHEDULE_FINALIZED: { sv: 'Schemalagt färdigställande', en: 'Scheduled completion' },
};

export const INTERVIEW_TYPE_LABELS: Readonly<Record<InterviewType, Label>> = {
  DIGITAL: { sv: 'Digital', en: 'Digital' },
  PHYSICAL: { sv: 'Fysisk', en: 'In person' },
  EITHER: { sv: 'Digital eller fysisk', en: 'Digital or in person' },
};

export const DELETION_POLICY_LABELS: Readonly<Record<DeletionPolicy, Label>> = {
  RETAIN: { sv: 'Behåll', en: 'Retain' },
  DELETE: { sv: 'Radera', en: 'Delete' },
};

export const MOTIVATION_THEME_LABELS: Readonly<Record<MotivationTheme, Label>> = {
  M1ARBETSMILJO: { sv: 'Arbetsmiljö', en: 'Work environment' },
  M2PROAKTIVT: { sv: 'Proaktivt', en: 'Proactive' },
  M3SKYDDSVARDEN: { sv: 'Skyddsvärden', en: 'Assets to protect' },
  M4POLICY: { sv: 'Policy', en: 'Policy' },
};

export const QUESTION_TYPE_LABELS: Readonly<Record<QuestionType, Label>> = {
  OPTIONS: { sv: 'Svarsalternativ', en: 'Options' },
  SLIDER: { sv: 'Skala', en: 'Slider' },
  FREETEXT: { sv: 'Fritext', en: 'Free text' },
};

export const USER_STATUS_LABELS: Readonly<Record<UserStatus, Label>> = {
  FORCE_CHANGE_PASSWORD: { sv: 'Måste byta lösenord', en: 'Must change password' },
  CONFIRMED: { sv: 'Bekräftad', en: 'Confirmed' },
  RESET_REQUIRED: { sv: 'Återställning krävs', en: 'Reset required' },
};

const orderer: Label = { sv: 'Beställare', en: 'Orderer' };
const recipient: Label = { sv: 'Mottagare', en: 'Recipient' };
const downloadReport: Label = { sv: 'Ladda ner rapport', en: 'Download report' };
const changeRecipient: Label = { sv: 'Ändra mottagare', en: 'Change recipient' };
const deleteOrders: Label = { sv: 'Radera beställningar', en: 'Delete orders' };
const archived: Label = { sv: 'Arkiverade', en: 'Archived' };
const scheduled: Label = { sv: 'Schemalagda', en: 'Scheduled' };
const cancelActivation: Label = { sv: 'Avbryta aktivering', en: 'Cancel activation' };
const securityScreening: Label = { sv: 'Grundutredning', en: 'Security screening' };
const securityClearance: Label = { sv: 'USÄK', en: 'Security clearance' };

/**
 * Roles and permissions (spec §6). The Swedish labels of §6 are used where the spec gives them; a child
 * group is labelled for where it sits in the nested list (e.g. 'Grundutredning' under 'Beställare').
 */
export const GROUP_LABELS: Readonly<Record<Group, Label>> = {
  UserAdmin: { sv: 'Admin', en: 'Admin' },
  Coordinator: { sv: 'Koordinator', en: 'Coordinator' },
  Analyst: { sv: 'Analytiker', en: 'Analyst' },
  SPICoordinator: { sv: 'SPI - Koordinator', en: 'SPI - Coordinator' },
  SPILeader: { sv: 'SPI - Ledare', en: 'SPI - Leader' },
  DataCollector: { sv: 'Inmatare', en: 'Data entry' },
  CustomerAdmin: { sv: 'Kundadmin', en: 'Customer admin' },
  CustomerSuperuser: { sv: 'Superuser', en: 'Superuser' },
  ServiceBackgroundCheck: { sv: 'Bakgrundskontroll', en: 'Background check' },
  BKOrderer: orderer,
  BKOrdererScreen: { sv: 'Screening', en: 'Screening' },
  ScreeningExtraServices: { sv: 'Tilläggstjänster', en: 'Extra services' },
  BKOrdererCoworker: { sv: 'Medarbetare', en: 'Coworker' },
  BKOrdererSpecialist: { sv: 'Specialist', en: 'Specialist' },
  BKOrdererExecutive: { sv: 'Chef', en: 'Executive' },
  BKRecipient: recipient,
  BKDownloadReport: downloadReport,
  BKChangeRecipient: changeRecipient,
  ServiceReferenceCheck: { sv: 'Referenstagning', en: 'Reference check' },
  RTOrderer: orderer,
  RTRecipient: recipient,
  RTQuestionnaireCreator: { sv: 'Skapa frågebatterier', en: 'Create questionnaires' },
  RTDownloadReport: downloadReport,
  RTDelete: deleteOrders,
  ServiceLfd: { sv: 'LFD', en: 'LFD' },
  LfdOrderer: orderer,
  LfdRecipient: recipient,
  LfdArchived: archived,
  LfdDownloadReport: downloadReport,
  LfdDelete: deleteOrders,
  LfdScheduled: scheduled,
  LfdApproveFollowUp: { sv: 'Godkänna uppföljning', en: 'Approve follow-up' },
  LfdCancelActivation: cancelActivation,
  ServiceProtectiveSecurity: { sv: 'SÄK', en: 'Protective security' },
  PSSecurityManager: { sv: 'Säkerhetschef', en: 'Security manager' },
  PSAssistantSecurityManager: { sv: 'Biträdande säkerhetschef', en: 'Assistant security manager' },
  PSSecurityStaff: { sv: 'Säkerhetsmedarbetare', en: 'Security staff' },
  SCScheduled: scheduled,
  SCApproveActivation: { sv: 'Godkänna aktivering', en: 'Approve activation' },
  SCCancelActivation: cancelActivation,
  PSManageSecurityCleared: { sv: 'Hantera säkerhetsprövade', en: 'Manage security-cleared persons' },
  PSImportOrder: { sv: 'Importera beställning', en: 'Import order' },
  PSEditSecurityClass: { sv: 'Ändra säkerhetsklass', en: 'Edit security class' },
  PSCreatePerson: { sv: 'Skapa person', en: 'Create person' },
  PSDeletePsPerson: { sv: 'Radera person', en: 'Delete person' },
  PSDownloadAttachmentPsPerson: { sv: 'Ladda ner bilaga', en: 'Download attachment' },
  SCResponsibleManager: { sv: 'Ansvarig chef', en: 'Responsible manager' },
  PSOrderer: orderer,
  SecurityScreeningOrdererBasic: { sv: 'Grundutredning bas', en: 'Basic security screening' },
  SecurityScreeningOrderer: securityScreening,
  SCOrderer: securityClearance,
  PSRecipient: recipient,
  SecurityScreeningRecipient: securityScreening,
  SCRecipient: securityClearance,
  PSDownloadReport: downloadReport,
  SecurityScreeningDownloadReport: securityScreening,
  SCDownloadReport: securityClearance,
  SPIDownloadReport: { sv: 'SPI', en: 'SPI' },
  PSChangeRecipient: changeRecipient,
  PSTag: { sv: 'Taggar', en: 'Tags' },
  PSEditTag: { sv: 'Ändra taggar', en: 'Edit tags' },
  PSDeleteTag: { sv: 'Radera taggar', en: 'Delete tags' },
  ServiceSecurityScreening: securityScreening,
  ServiceSecurityClearance: securityClearance,
  SCArchived: archived,
};

/** Every label map by kind, for `label(kind, value, lang)`. */
export const LABELS = {
  jobState: JOB_STATE_LABELS,
  consentState: CONSENT_STATE_LABELS,
  consentType: CONSENT_TYPE_LABELS,
  collectedDataStatus: COLLECTED_DATA_STATUS_LABELS,
  referenceOrderState: REFERENCE_ORDER_STATE_LABELS,
  referenceState: REFERENCE_STATE_LABELS,
  service: SERVICE_LABELS,
  serviceArea: SERVICE_AREA_LABELS,
  customerService: CUSTOMER_SERVICE_LABELS,
  subjectType: SUBJECT_TYPE_LABELS,
  gender: GENDER_LABELS,
  checkpoint: CHECKPOINT_LABELS,
  citizenshipState: CITIZENSHIP_STATE_LABELS,
  scheduleType: SCHEDULE_TYPE_LABELS,
  interviewType: INTERVIEW_TYPE_LABELS,
  deletionPolicy: DELETION_POLICY_LABELS,
  motivationTheme: MOTIVATION_THEME_LABELS,
  questionType: QUESTION_TYPE_LABELS,
  userStatus: USER_STATUS_LABELS,
  group: GROUP_LABELS,
} as const;

export type LabelKind = keyof typeof LABELS;
export type LabelValue<K extends LabelKind> = keyof (typeof LABELS)[K] & string;

export const label = <K extends LabelKind>(
  kind: K,
  value: LabelValue<K>,
  lang: Lang = DEFAULT_LANG,
): string => (LABELS[kind] as Readonly<Record<string, Label>>)[value]?.[lang] ?? value;

/** For values read from outside (a stored row, a token claim): an unknown or empty value shows as itself. */
export const labelOrValue = (
  kind: LabelKind,
  value: string | null | undefined,
  lang: Lang = DEFAULT_LANG,
): string => {
  if (value == null) return '';
  const labels = LABELS[kind] as Readonly<Record<string, Label>>;
  return Object.hasOwn(labels, value) ? (labels[value]?.[lang] ?? value) : value;
};
