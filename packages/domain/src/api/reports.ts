import { z } from 'zod';
import { defineEndpoint, type EndpointAccess } from '../contracts/endpoint';
import type { Checkpoint, JobState, StaffGroup } from '../enums';
import { MAIN_API_ERROR_MESSAGES } from '../errors';
import type { Label } from '../labels';
import { type DataPartType, isAnalysisOpen } from './analysis';
import { okEnvelope } from './envelopes';
import { JobScheduleView } from './schedule-views';
import { Id, withoutNul } from './text-fields';

/**
 * The report of a background-check job (spec §7 POST /report, /report/preview, /review/preview,
 * /report/final, /report/finalasimages, /report/delivered, /jobs/{id}/report), shared by the server and
 * the web app. docs/decisions/reports.md explains the choices.
 *
 * - The analyst writes a summary and one text per section; a section is a checkpoint or a register of
 *   the check (the data-part types of analysis.ts, so each section also shows that type's data parts).
 * - Finalizing sends the person checked a ReportApproval consent (BankID); once approved the PDF is
 *   rendered again with the approval and the customer may download it.
 */

/** The sections of a report, in the order the PDF shows them (every data-part type but OTHER last). */
export const REPORT_SECTIONS = [
  'LAW',
  'ECONOMY',
  'COMPANY',
  'INTERNET',
  'EMPLOYER',
  'EDUCATION',
  'DRIVERSLICENSE',
  'SANCTIONLIST',
  'TRADING_PROHIBITION',
  'CITIZENSHIP',
  'OTHER',
] as const satisfies readonly DataPartType[];
export const ReportSection = z.enum(REPORT_SECTIONS);
export type ReportSection = z.infer<typeof ReportSection>;

export const REPORT_SECTION_LABELS: Readonly<Record<ReportSection, Label>> = {
  LAW: { sv: 'Rättsliga förhållanden', en: 'Legal matters' },
  ECONOMY: { sv: 'Ekonomi', en: 'Economy' },
  COMPANY: { sv: 'Bolagsengagemang', en: 'Company engagements' },
  INTERNET: { sv: 'Internet och media', en: 'Internet and media' },
  EMPLOYER: { sv: 'Tidigare anställningar', en: 'Former employment' },
  EDUCATION: { sv: 'Utbildning', en: 'Education' },
  DRIVERSLICENSE: { sv: 'Körkort', en: "Driver's licence" },
  SANCTIONLIST: { sv: 'Sanktionslistor', en: 'Sanction lists' },
  TRADING_PROHIBITION: { sv: 'Näringsförbud', en: 'Trading prohibition' },
  CITIZENSHIP: { sv: 'Medborgarskap', en: 'Citizenship' },
  OTHER: { sv: 'Övrigt', en: 'Other' },
};

/** The registers every background check but a screening goes through (a screening is its checkpoints). */
const REGISTER_SECTIONS: readonly ReportSection[] = ['LAW', 'ECONOMY', 'COMPANY', 'INTERNET'];

export interface ReportSectionsJob {
  service: string;
  screeningCheckpoints: readonly { checkpoint: Checkpoint }[];
  verifyFormerEmployer: boolean;
  verifyEducation: boolean;
  checkCitizenship: boolean;
}

/**
 * The sections a job's report has: the registers (not for SCREENING), the checkpoints ordered, the
 * verifications and citizenship check the job asks for, and OTHER. The criminal record belongs to LAW.
 */
export const reportSectionsOf = (job: ReportSectionsJob): ReportSection[] => {
  const wanted = new Set<ReportSection>(job.service === 'SCREENING' ? [] : REGISTER_SECTIONS);
  for (const { checkpoint } of job.screeningCheckpoints) wanted.add(checkpoint);
  if (job.verifyFormerEmployer) wanted.add('EMPLOYER');
  if (job.verifyEducation) wanted.add('EDUCATION');
  if (job.checkCitizenship) wanted.add('CITIZENSHIP');
  wanted.add('OTHER');
  return REPORT_SECTIONS.filter((section) => wanted.has(section));
};

export const REPORT_SUMMARY_MAX = 20_000;
export const REPORT_SECTION_TEXT_MAX = 20_000;

export const REPORT_LANGUAGES = ['sv', 'en'] as const;
export const ReportLanguage = z.enum(REPORT_LANGUAGES);
export type ReportLanguage = z.infer<typeof ReportLanguage>;

/** What the analyst writes: a summary and a text per section (missing = nothing written). */
export const ReportContent = z.object({
  summary: withoutNul(z.string().max(REPORT_SUMMARY_MAX)).default(''),
  sections: z.partialRecord(ReportSection, withoutNul(z.string().max(REPORT_SECTION_TEXT_MAX))).default({}),
});
export type ReportContent = z.infer<typeof ReportContent>;
export type ReportContentInput = z.input<typeof ReportContent>;

export const EMPTY_REPORT_CONTENT: ReportContent = { summary: '', sections: {} };

/** DRAFT while written; FINAL once finalized; DELIVERED once a coordinator marked it delivered. */
export const REPORT_STATES = ['DRAFT', 'FINAL', 'DELIVERED'] as const;
export const ReportState = z.enum(REPORT_STATES);
export type ReportState = z.infer<typeof ReportState>;

export const REPORT_STATE_LABELS: Readonly<Record<ReportState, Label>> = {
  DRAFT: { sv: 'Utkast', en: 'Draft' },
  FINAL: { sv: 'Färdigställd', en: 'Finalized' },
  DELIVERED: { sv: 'Levererad', en: 'Delivered' },
};

/** The stored PDF: rendered by scheduled work after finalizing and again after the approval. */
export const REPORT_PDF_STATUSES = ['pending', 'ready', 'failed'] as const;
export const ReportPdfStatus = z.enum(REPORT_PDF_STATUSES);
export type ReportPdfStatus = z.infer<typeof ReportPdfStatus>;

export const REPORT_PDF_STATUS_LABELS: Readonly<Record<ReportPdfStatus, Label>> = {
  pending: { sv: 'PDF skapas', en: 'PDF being created' },
  ready: { sv: 'PDF klar', en: 'PDF ready' },
  failed: { sv: 'PDF kunde inte skapas', en: 'PDF could not be created' },
};

/** States in which the report can be written: the analysis is open (analysis.ts). */
export const isReportEditable = (jobState: JobState): boolean => isAnalysisOpen(jobState);

/** States in which the customer may download the report (with a ready PDF). */
export const REPORT_DOWNLOAD_STATES = ['APPROVED', 'ARCHIVED'] as const satisfies readonly JobState[];
export const isReportReleased = (jobState: JobState): boolean =>
  (REPORT_DOWNLOAD_STATES as readonly JobState[]).includes(jobState);

/** POST /report/populate, /review/preview, /report/final, /report/finalasimages, /report/delivered. */
export const ReportJobRequest = z.object({ jobId: Id() });
export type ReportJobRequest = z.infer<typeof ReportJobRequest>;

/**
 * POST /report: saves the draft (replaces the summary and every section text). `modified` is the
 * report's `modified` as the writer loaded it (null: no draft was saved yet): when someone else saved
 * in between, the save is 409 and nothing is changed (optimistic locking, as for collected data).
 */
export const SaveReportRequest = z.object({
  jobId: Id(),
  language: ReportLanguage.default('sv'),
  content: ReportContent,
  modified: z.string().max(40).nullable().optional(),
});
export type SaveReportRequest = z.input<typeof SaveReportRequest>;

/** POST /report/preview: the PDF of the content given (unsaved edits), or of the saved draft. */
export const PreviewReportRequest = z.object({
  jobId: Id(),
  language: ReportLanguage.optional(),
  content: ReportContent.optional(),
});
export type PreviewReportRequest = z.input<typeof PreviewReportRequest>;

/** POST /jobs/{id}/report. */
export const ReportJobParams = z.object({ id: Id() });
export type ReportJobParams = z.infer<typeof ReportJobParams>;

/** What the person may comment on when reading the report: the summary or a section. */
export const REPORT_COMMENT_TARGETS = ['summary', ...REPORT_SECTIONS] as const;
export const ReportCommentTarget = z.enum(REPORT_COMMENT_TARGETS);
export type ReportCommentTarget = z.infer<typeof ReportCommentTarget>;
export const REPORT_COMMENT_MAX = 2_000;

/** The person's comment on one part of the report (given on the approval page; staff read it). */
export const ReportComment = z.object({
  target: ReportCommentTarget,
  text: z.string(),
  time: z.string(),
});
export type ReportComment = z.infer<typeof ReportComment>;

/** The person's approval of the report (the ReportApproval consent), as staff see it. */
export const ReportApprovalView = z.object({
  state: z.enum(['CsntPendingAnswer', 'CsntAccepted', 'CsntDeclined', 'CsntTimedOut']),
  sentAt: z.string(),
  answeredAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** When the person first opened the report through the link (null: never). */
  openedAt: z.string().nullable().optional(),
  /** The person's comments on this version, in report order (missing: none). */
  comments: z.array(ReportComment).optional(),
});
export type ReportApprovalView = z.infer<typeof ReportApprovalView>;

/** POST /report/populate, /report, /report/final, /report/delivered: the report as staff see it. */
export const ReportView = z.object({
  jobId: z.string(),
  /** Null until the first draft is saved. */
  reportId: z.string().nullable(),
  state: ReportState.nullable(),
  jobState: z.string(),
  language: ReportLanguage,
  content: ReportContent,
  /** The sections this job's report has, in order. */
  sections: z.array(ReportSection),
  pdfStatus: ReportPdfStatus.nullable(),
  pdfGeneratedAt: z.string().nullable(),
  finalizedAt: z.string().nullable(),
  finalizedBy: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** When a customer user first downloaded the report. */
  downloadedAt: z.string().nullable(),
  modified: z.string().nullable(),
  /** The newest ReportApproval consent, if one was sent. */
  approval: ReportApprovalView.nullable(),
  /** What the caller can do now (the tab shows only these buttons; the server decides again). */
  canEdit: z.boolean(),
  canFinalize: z.boolean(),
  canMarkDelivered: z.boolean(),
  /** The finalizing scheduled for later (the job is SCHEDULED), null when none waits. */
  scheduledFinalize: JobScheduleView.nullable(),
  /** Whether the caller may schedule the finalizing now (the report could be finalized now). */
  canScheduleFinalize: z.boolean(),
});
export type ReportView = z.infer<typeof ReportView>;

/**
 * A report as a file (spec §3 File: name, data, type): previews and the customer's download. `data` is
 * the PDF in base64; save it as a download under `filename`.
 */
export const ReportFile = z.object({
  jobId: z.string(),
  filename: z.string(),
  type: z.literal('application/pdf'),
  data: z.string(),
});
export type ReportFile = z.infer<typeof ReportFile>;

/** Most pages POST /report/finalasimages draws; a longer report is read as the PDF. */
export const REPORT_IMAGE_MAX_PAGES = 30;

/**
 * POST /report/finalasimages answers one item per page of the finalized report, in order: the page as
 * a PNG (spec §3 File: name, data, type; `data` base64), its number and the number of pages.
 */
export const ReportImage = z.object({
  jobId: z.string(),
  filename: z.string(),
  type: z.literal('image/png'),
  data: z.string(),
  page: z.number().int().min(1),
  pages: z.number().int().min(1),
});
export type ReportImage = z.infer<typeof ReportImage>;

export const REPORT_MESSAGES = {
  notFound: 'Rapporten kunde inte hittas',
  notEditable: 'Rapporten kan inte ändras i ärendets nuvarande status',
  noDraft: 'Rapporten har inget sparat utkast',
  summaryMissing: 'Sammanfattning saknas',
  notReady: 'Rapporten är inte klar',
  notFinal: 'Rapporten är inte färdigställd',
  tooManyPagesForImages: `Rapporten har fler än ${REPORT_IMAGE_MAX_PAGES} sidor och kan inte visas som bilder. Hämta den som PDF i stället.`,
  previewBusy: 'Förhandsgranskningen är upptagen. Försök igen om en stund.',
  changedMeanwhile:
    'Rapporten har sparats av någon annan sedan du öppnade den. Ladda om rapporten och skriv in dina ändringar igen.',
} as const;

/**
 * Who calls the report endpoints (docs/decisions/reports.md). The server further asks the jobs module
 * whether the caller may open the job (need-to-know, security policy).
 */
/** Writing, previewing and finalizing: the job's assigned analyst, or a coordinator (the state machine's roles). */
export const REPORT_STAFF_GROUPS = ['Analyst', 'Coordinator'] as const satisfies readonly StaffGroup[];
export const REPORT_STAFF_ACCESS = { groups: REPORT_STAFF_GROUPS } as const satisfies EndpointAccess;

/** Sending the person a new approval request after a time-out or a refusal: coordinators. */
export const REPORT_APPROVAL_RESEND_ACCESS = { groups: ['Coordinator'] } as const satisfies EndpointAccess;

/** Marking the report delivered (APPROVED → ARCHIVED): coordinators. */
export const REPORT_DELIVERED_ACCESS = { groups: ['Coordinator'] } as const satisfies EndpointAccess;

/**
 * The customer's download: BKDownloadReport (LfdDownloadReport for an LFD order; spec §6) and the order's
 * read rules, or the customer's API key (an integration fetches the report when its webhook says APPROVED).
 */
export const REPORT_DOWNLOAD_ACCESS = {
  groups: ['BKDownloadReport', 'LfdDownloadReport'],
  apiKey: true,
} as const satisfies EndpointAccess;

export const populateReportEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/report/populate',
  effect: 'read',
  body: ReportJobRequest,
  response: okEnvelope(ReportView),
  access: REPORT_STAFF_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /report/populate'],
  summary: "The job's report as staff see it: draft text, state, PDF status and the person's approval",
});

export const saveReportEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/report',
  body: SaveReportRequest,
  response: okEnvelope(ReportView),
  access: REPORT_STAFF_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /report'],
  summary: 'Save the report draft (summary and section texts) while the job is analysed',
});

export const previewReportEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/report/preview',
  effect: 'read',
  body: PreviewReportRequest,
  response: okEnvelope(ReportFile),
  access: REPORT_STAFF_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /report/preview'],
  summary: 'The PDF of the given (unsaved) content or of the saved draft, marked as a preview',
});

export const reviewReportEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/review/preview',
  effect: 'read',
  body: ReportJobRequest,
  response: okEnvelope(ReportFile),
  access: REPORT_STAFF_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /review/preview'],
  summary: 'The report as it will be released: the stored PDF once finalized, else the saved draft',
});

export const finalizeReportEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/report/final',
  body: ReportJobRequest,
  response: okEnvelope(ReportView),
  access: REPORT_STAFF_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /report/final'],
  summary: "Finalize the report: PENDING_APPROVAL and the person's BankID approval request",
});

export const finalReportAsImagesEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/report/finalasimages',
  effect: 'read',
  body: ReportJobRequest,
  response: okEnvelope(ReportImage),
  access: REPORT_STAFF_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /report/finalasimages'],
  summary:
    "The finalized report's pages as PNG images (one result item per page); finalizing is /report/final",
});

export const resendReportApprovalEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/report/approval/resend',
  body: ReportJobRequest,
  response: okEnvelope(ReportView),
  access: REPORT_APPROVAL_RESEND_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /report/approval/resend'],
  summary: 'Ask the person again to approve the report (after a time-out or a refusal): a new link',
});

export const markReportDeliveredEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/report/delivered',
  body: ReportJobRequest,
  response: okEnvelope(ReportView),
  access: REPORT_DELIVERED_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /report/delivered'],
  summary: 'Mark the released report delivered: the job is archived',
});

export const downloadReportEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/jobs/{id}/report',
  effect: 'read',
  params: ReportJobParams,
  response: okEnvelope(ReportFile),
  access: REPORT_DOWNLOAD_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /jobs/{id}/report'],
  summary: "Download the job's released report (PDF as base64) for the customer",
});
