import { z } from 'zod';
import { defineEndpoint, type EndpointAccess } from '../contracts/endpoint';
import { CreditInformationPerson } from '../entities/credit-information';
import { Checkpoint, type JobState } from '../enums';
import { MAIN_API_ERROR_MESSAGES } from '../errors';
import { CHECKPOINT_LABELS, type Label } from '../labels';
import { okEnvelope } from './envelopes';
import { Id, Text, withoutNul } from './text-fields';

/**
 * The analyst's work on a background-check job (spec §7: /datapart, /bulkdata/creditsafe?level,
 * /bulkdata/actapublica, /jobs/{id}/risc, /attachment), shared by the server and the web app.
 * docs/decisions/analysis.md explains the choices.
 *
 * - Only the job's assigned analyst and coordinators call these; the server decides per job.
 * - Changes (data parts, bulk data, grades, attachments) are possible while the job is being worked on
 *   (`ANALYSIS_OPEN_STATES`): not before the person's consent, not after the report is finalized.
 */

/** States in which the analysis of a job can change: the person has consented and no report is final. */
export const ANALYSIS_OPEN_STATES = [
  'ANALYSING',
  'IN_PROGRESS',
  'INTERVIEWING',
] as const satisfies readonly JobState[];

export const isAnalysisOpen = (state: JobState): boolean =>
  (ANALYSIS_OPEN_STATES as readonly JobState[]).includes(state);

/** The Swedish refusals of these calls (the call's own failure message is in MAIN_API_ERROR_MESSAGES). */
export const ANALYSIS_MESSAGES = {
  jobClosed: 'Ärendet granskas inte just nu och kan inte ändras',
  titleMissing: 'Rubrik saknas',
  dataPartNotFound: 'Datadelen kunde inte hittas',
  tooManyDataParts: 'Ärendet har redan så många datadelar som tillåts',
  attachmentNotFound: 'Bilagan kunde inte hittas',
  tooManyAttachments: 'Ärendet har redan så många bilagor som tillåts',
  attachmentTooLarge: 'Filen är för stor (högst 10 MB)',
  attachmentEmpty: 'Filen är tom',
  attachmentNotBase64: 'Filens innehåll är inte giltig base64',
  attachmentTypeNotAllowed: 'Filtypen stöds inte. Tillåtna filer är PDF, PNG, JPEG och Word (DOCX)',
  attachmentTypeMismatch: 'Filens innehåll stämmer inte med den angivna filtypen',
  creditInformationUnavailable: 'Kreditupplysningstjänsten är inte ansluten',
  creditInformationUnreachable: 'Kreditupplysningstjänsten svarar inte just nu. Försök igen om en stund.',
  creditInformationNoMatch: 'Kreditupplysningstjänsten har ingen person med det personnumret',
  courtRecordsUnavailable: 'Tjänsten för domstolsuppgifter är inte ansluten',
  providerFailed: 'Den externa tjänsten svarade inte som väntat',
} as const;

// ---------------------------------------------------------------------------------------------------
// Data parts

/** Where a data part came from: written by staff, or a provider's answer (bulk data). */
export const DATA_PART_SOURCES = ['manual', 'creditsafe', 'actapublica'] as const;
export const DataPartSource = z.enum(DATA_PART_SOURCES);
export type DataPartSource = z.infer<typeof DataPartSource>;

/**
 * What a data part is about: a screening checkpoint (spec §3), or one of the risk areas the grades
 * cover (economy, law, company) or anything else. The report has a section per type.
 */
export const DATA_PART_TYPES = [...Checkpoint.options, 'ECONOMY', 'LAW', 'COMPANY', 'OTHER'] as const;
export const DataPartType = z.enum(DATA_PART_TYPES);
export type DataPartType = z.infer<typeof DataPartType>;

export const DATA_PART_TYPE_LABELS: Readonly<Record<DataPartType, Label>> = {
  ...CHECKPOINT_LABELS,
  ECONOMY: { sv: 'Ekonomi', en: 'Economy' },
  LAW: { sv: 'Rättsliga förhållanden', en: 'Legal matters' },
  COMPANY: { sv: 'Bolagsengagemang', en: 'Company engagements' },
  OTHER: { sv: 'Övrigt', en: 'Other' },
};

export const DATA_PART_SOURCE_LABELS: Readonly<Record<DataPartSource, Label>> = {
  manual: { sv: 'Manuell', en: 'Manual' },
  creditsafe: { sv: 'Kreditupplysning', en: 'Credit information' },
  actapublica: { sv: 'Domstolsuppgifter', en: 'Court records' },
};

/**
 * The level of a credit-information lookup (spec §7 `/bulkdata/creditsafe?level`, §9 "Credit lookup takes
 * a level parameter"; its values are not shown). Each level adds to the one before:
 * BASIC identity, address and civil status; CREDIT payment remarks, debts, scoring, income, properties;
 * FULL every sub-list of the person record (address history, engagements, property details, claims).
 */
export const CREDIT_INFORMATION_LEVELS = ['BASIC', 'CREDIT', 'FULL'] as const;
export const CreditInformationLevel = z.enum(CREDIT_INFORMATION_LEVELS);
export type CreditInformationLevel = z.infer<typeof CreditInformationLevel>;

export const CREDIT_INFORMATION_LEVEL_LABELS: Readonly<Record<CreditInformationLevel, Label>> = {
  BASIC: { sv: 'Grunduppgifter', en: 'Basic details' },
  CREDIT: { sv: 'Kreditupplysning', en: 'Credit report' },
  FULL: { sv: 'Fullständig', en: 'Full' },
};

/** Court records (spec §7 `/bulkdata/actapublica`: "response message, records"; record fields are ours). */
export const COURT_CASE_TYPES = ['CRIMINAL', 'CIVIL', 'ADMINISTRATIVE'] as const;
export const CourtCaseType = z.enum(COURT_CASE_TYPES);
export type CourtCaseType = z.infer<typeof CourtCaseType>;

export const COURT_CASE_TYPE_LABELS: Readonly<Record<CourtCaseType, Label>> = {
  CRIMINAL: { sv: 'Brottmål', en: 'Criminal case' },
  CIVIL: { sv: 'Tvistemål', en: 'Civil case' },
  ADMINISTRATIVE: { sv: 'Förvaltningsmål', en: 'Administrative case' },
};

export const CourtRecord = z.looseObject({
  caseNumber: z.string(),
  court: z.string(),
  caseType: CourtCaseType,
  /** The decision's date (YYYY-MM-DD). */
  date: z.string(),
  /** What the case is about, as the court wrote it ('Saken'). */
  subject: z.string(),
  /** The person's part in the case ('Tilltalad', 'Kärande', 'Svarande', 'Klagande'). */
  role: z.string(),
  outcome: z.string(),
});
export type CourtRecord = z.infer<typeof CourtRecord>;

/** A provider's answer as stored on its data part; `testData` marks the local stand-ins' answers. */
export const CreditInformationData = z.object({
  kind: z.literal('creditInformation'),
  level: CreditInformationLevel,
  testData: z.boolean(),
  person: CreditInformationPerson,
});
export type CreditInformationData = z.infer<typeof CreditInformationData>;

export const CourtRecordsData = z.object({
  kind: z.literal('courtRecords'),
  testData: z.boolean(),
  message: z.string(),
  records: z.array(CourtRecord),
});
export type CourtRecordsData = z.infer<typeof CourtRecordsData>;

export const DataPartData = z.discriminatedUnion('kind', [CreditInformationData, CourtRecordsData]);
export type DataPartData = z.infer<typeof DataPartData>;

export const DataPartView = z.object({
  id: z.string(),
  jobId: z.string(),
  source: DataPartSource,
  type: DataPartType,
  title: z.string(),
  text: z.string(),
  /** The provider's answer for bulk data; null for a written part. */
  data: DataPartData.nullable(),
  createdBy: z.string().nullable(),
  created: z.string(),
  updatedBy: z.string().nullable(),
  updated: z.string(),
});
export type DataPartView = z.infer<typeof DataPartView>;

/** At most this many data parts per job, so the list needs no paging. */
export const MAX_DATA_PARTS_PER_JOB = 200;
export const DATA_PART_TITLE_MAX = 200;
export const DATA_PART_TEXT_MAX = 50_000;

/**
 * POST /datapart: a new written part (no `id`), or a change of an existing part's type, title and text
 * (`id`; a bulk-data part keeps its provider data and source).
 */
export const SaveDataPartRequest = z.object({
  id: Id().optional(),
  jobId: Id(),
  type: DataPartType,
  title: withoutNul(z.string().trim().min(1, ANALYSIS_MESSAGES.titleMissing).max(DATA_PART_TITLE_MAX)),
  text: Text(DATA_PART_TEXT_MAX).default(''),
});
export type SaveDataPartRequest = z.infer<typeof SaveDataPartRequest>;

/** POST /datapart/populate, /attachment/populate, /attachment/delete: `{id}`. */
export const AnalysisIdRequest = z.object({ id: Id() });
export type AnalysisIdRequest = z.infer<typeof AnalysisIdRequest>;

/** POST /bulkdata/*, /attachment/list: `{jobId}`. */
export const AnalysisJobRequest = z.object({ jobId: Id() });
export type AnalysisJobRequest = z.infer<typeof AnalysisJobRequest>;

/** GET /jobs/{id}/dataparts, GET and POST /jobs/{id}/risc. */
export const AnalysisJobParams = z.object({ id: Id() });
export type AnalysisJobParams = z.infer<typeof AnalysisJobParams>;

/** POST /bulkdata/creditsafe?level. */
export const CreditInformationQuery = z.object({ level: CreditInformationLevel });
export type CreditInformationQuery = z.infer<typeof CreditInformationQuery>;

/** POST /bulkdata/creditsafe?level: the person record, kept as the data part `dataPartId`. */
export const CreditInformationResult = z.object({
  dataPartId: z.string(),
  level: CreditInformationLevel,
  testData: z.boolean(),
  person: CreditInformationPerson,
});
export type CreditInformationResult = z.infer<typeof CreditInformationResult>;

/** POST /bulkdata/actapublica: the spec's message and records, kept as the data part `dataPartId`. */
export const CourtRecordsResult = z.object({
  dataPartId: z.string(),
  testData: z.boolean(),
  message: z.string(),
  records: z.array(CourtRecord),
});
export type CourtRecordsResult = z.infer<typeof CourtRecordsResult>;

// ---------------------------------------------------------------------------------------------------
// Risk grades (spec §3 riscGrades: overallGrade, lawGrade, economyGrade, companyGrade, internetGrade)

export const RISK_GRADE_FIELDS = [
  'overallGrade',
  'lawGrade',
  'economyGrade',
  'companyGrade',
  'internetGrade',
] as const;
export type RiskGradeField = (typeof RISK_GRADE_FIELDS)[number];

/** The scale (ours; the spec gives numbers only): 1 lowest risk to 5 highest; null = not graded. */
export const RISK_GRADE_MIN = 1;
export const RISK_GRADE_MAX = 5;
export const RiskGrade = z.number().int().min(RISK_GRADE_MIN).max(RISK_GRADE_MAX).nullable();
export type RiskGrade = z.infer<typeof RiskGrade>;

export const RISK_GRADE_FIELD_LABELS: Readonly<Record<RiskGradeField, Label>> = {
  overallGrade: { sv: 'Samlad bedömning', en: 'Overall assessment' },
  lawGrade: { sv: 'Rättsliga förhållanden', en: 'Legal matters' },
  economyGrade: { sv: 'Ekonomi', en: 'Economy' },
  companyGrade: { sv: 'Bolagsengagemang', en: 'Company engagements' },
  internetGrade: { sv: 'Internet', en: 'Internet' },
};

export const RISK_GRADE_LABELS: Readonly<Record<number, Label>> = {
  1: { sv: 'Mycket låg risk', en: 'Very low risk' },
  2: { sv: 'Låg risk', en: 'Low risk' },
  3: { sv: 'Måttlig risk', en: 'Moderate risk' },
  4: { sv: 'Hög risk', en: 'High risk' },
  5: { sv: 'Mycket hög risk', en: 'Very high risk' },
};

export const RiskGrades = z.object({
  overallGrade: RiskGrade,
  lawGrade: RiskGrade,
  economyGrade: RiskGrade,
  companyGrade: RiskGrade,
  internetGrade: RiskGrade,
});
export type RiskGrades = z.infer<typeof RiskGrades>;

export const NO_RISK_GRADES: RiskGrades = {
  overallGrade: null,
  lawGrade: null,
  economyGrade: null,
  companyGrade: null,
  internetGrade: null,
};

/** GET /jobs/{id}/risc and POST /jobs/{id}/risc's answer. */
export const RiskGradesView = RiskGrades.extend({ jobId: z.string() });
export type RiskGradesView = z.infer<typeof RiskGradesView>;

/** POST /jobs/{id}/risc: all five grades (null clears one). */
export const SaveRiskGradesRequest = RiskGrades;
export type SaveRiskGradesRequest = z.infer<typeof SaveRiskGradesRequest>;

// ---------------------------------------------------------------------------------------------------
// Attachments (spec §3 File: id, name, data, type)

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Base64 of the largest file: 4 characters per 3 bytes, padded. */
export const ATTACHMENT_MAX_BASE64_CHARS = Math.ceil(ATTACHMENT_MAX_BYTES / 3) * 4;
export const MAX_ATTACHMENTS_PER_JOB = 50;
export const ATTACHMENT_NAME_MAX = 200;

/** The file types accepted, each recognised by its content (docs/decisions/analysis.md). */
export const ATTACHMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const AttachmentType = z.enum(ATTACHMENT_TYPES);
export type AttachmentType = z.infer<typeof AttachmentType>;

export const ATTACHMENT_TYPE_LABELS: Readonly<Record<AttachmentType, string>> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (DOCX)',
};

/** POST /attachment: the file as base64 (`data`), its name and its declared type. */
export const UploadAttachmentRequest = z.object({
  jobId: Id(),
  name: withoutNul(z.string().trim().min(1).max(ATTACHMENT_NAME_MAX)),
  /** The declared type; must be one of ATTACHMENT_TYPES and match the content. */
  type: Text(200),
  /** Bounded by the route's body limit; the decoded size is checked against ATTACHMENT_MAX_BYTES (413). */
  data: z.string(),
});
export type UploadAttachmentRequest = z.infer<typeof UploadAttachmentRequest>;

export const AttachmentView = z.object({
  id: z.string(),
  jobId: z.string(),
  name: z.string(),
  type: AttachmentType,
  size: z.number().int(),
  uploadedBy: z.string().nullable(),
  created: z.string(),
});
export type AttachmentView = z.infer<typeof AttachmentView>;

/**
 * POST /attachment/populate: the spec's File (id, name, data as base64, type) plus its size. Clients
 * save it as a download under `name` and never show it inline (Content-Disposition: attachment).
 */
export const AttachmentFile = z.object({
  id: z.string(),
  name: z.string(),
  type: AttachmentType,
  size: z.number().int(),
  data: z.string(),
});
export type AttachmentFile = z.infer<typeof AttachmentFile>;

export const DeletedAttachment = z.object({ id: z.string() });
export type DeletedAttachment = z.infer<typeof DeletedAttachment>;

/**
 * Who may call the analysis endpoints (docs/decisions/analysis.md): analysts and coordinators. Per job
 * the server's staff-access rules decide: an analyst only on jobs assigned to it, a coordinator on every
 * job of its services; both after approving the security policy.
 */
export const ANALYSIS_ACCESS = { groups: ['Analyst', 'Coordinator'] } as const satisfies EndpointAccess;

export const saveDataPartEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/datapart',
  body: SaveDataPartRequest,
  response: okEnvelope(DataPartView),
  access: ANALYSIS_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /datapart'],
  summary: 'Add a written data part to a job (no id), or change a part’s type, title and text (id)',
});

export const populateDataPartEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/datapart/populate',
  effect: 'read',
  body: AnalysisIdRequest,
  response: okEnvelope(DataPartView),
  access: ANALYSIS_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /datapart/populate'],
  summary: 'One data part',
});

export const listDataPartsEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/jobs/{id}/dataparts',
  params: AnalysisJobParams,
  response: okEnvelope(DataPartView),
  access: ANALYSIS_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /jobs/{id}/dataparts'],
  summary: 'Every data part of a job, oldest first',
});

export const creditInformationEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/bulkdata/creditsafe',
  query: CreditInformationQuery,
  body: AnalysisJobRequest,
  response: okEnvelope(CreditInformationResult),
  access: ANALYSIS_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /bulkdata/creditsafe'],
  summary:
    'The credit-information person record of the job’s person at a level, kept as a data part ' +
    '(the local stand-in answers test data)',
});

export const courtRecordsEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/bulkdata/actapublica',
  body: AnalysisJobRequest,
  response: okEnvelope(CourtRecordsResult),
  access: ANALYSIS_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /bulkdata/actapublica'],
  summary:
    'The court records of the job’s person, kept as a data part (the local stand-in answers test data)',
});

export const getRiskGradesEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/jobs/{id}/risc',
  params: AnalysisJobParams,
  response: okEnvelope(RiskGradesView),
  access: ANALYSIS_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /jobs/{id}/risc'],
  summary: 'The job’s risk grades (1 lowest to 5 highest risk; null not graded)',
});

export const saveRiskGradesEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/jobs/{id}/risc',
  params: AnalysisJobParams,
  body: SaveRiskGradesRequest,
  response: okEnvelope(RiskGradesView),
  access: ANALYSIS_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /jobs/{id}/risc'],
  summary: 'Set the job’s five risk grades while it is under analysis',
});

export const uploadAttachmentEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/attachment',
  body: UploadAttachmentRequest,
  response: okEnvelope(AttachmentView),
  access: ANALYSIS_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /attachment'],
  summary:
    'Attach a file to a job: base64 content, at most 10 MB, PDF, PNG, JPEG or DOCX by content; stored encrypted',
});

export const populateAttachmentEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/attachment/populate',
  effect: 'read',
  body: AnalysisIdRequest,
  response: okEnvelope(AttachmentFile),
  access: ANALYSIS_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /attachment/populate'],
  summary: 'An attachment’s file as base64; save it as a download, never show it inline',
});

export const deleteAttachmentEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/attachment/delete',
  body: AnalysisIdRequest,
  response: okEnvelope(DeletedAttachment),
  access: ANALYSIS_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /attachment/delete'],
  summary: 'Delete an attachment while its job is under analysis',
});

export const listAttachmentsEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/attachment/list',
  effect: 'read',
  body: AnalysisJobRequest,
  response: okEnvelope(AttachmentView),
  access: ANALYSIS_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /attachment/list'],
  summary: 'A job’s attachments (name, type, size), oldest first',
});
