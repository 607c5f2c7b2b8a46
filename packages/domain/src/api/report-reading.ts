import { z } from 'zod';
import { defineEndpoint, FileAnswer } from '../contracts/endpoint';
import { MAIN_API_ERROR_MESSAGES } from '../errors';
import { ConsentKey } from './consent';
import { okEnvelope } from './envelopes';
import {
  REPORT_COMMENT_MAX,
  ReportComment,
  ReportCommentTarget,
  ReportLanguage,
  ReportSection,
} from './reports';
import { withoutNul } from './text-fields';

/**
 * The person checked reads the report on the approval page (ReportApproval consent; reports.md): the
 * same content the customer's PDF has, in the page and as the PDF, and may comment on each part before
 * answering. The consent link's key in the body is the only handle (consent.ts).
 */

/** POST /consent/report (the content; records that the report was opened) and /consent/report/pdf. */
export const ConsentReportRequest = z.object({ consentKey: ConsentKey });
export type ConsentReportRequest = z.infer<typeof ConsentReportRequest>;

const ReadingFact = z.object({ label: z.string(), value: z.string() });

const ReadingTable = z.object({ headers: z.array(z.string()), rows: z.array(z.array(z.string())) });

const ReadingPart = z.object({
  title: z.string(),
  subtitle: z.string(),
  text: z.string(),
  facts: z.array(ReadingFact),
  table: ReadingTable.nullable(),
  note: z.string().nullable(),
});

/** An LFD follow-up's "what changed since the last report" (docs/decisions/lfd-changes.md). */
const ReadingChanges = z.object({
  title: z.string(),
  /** Which report this one is compared with, and when that one was finalized. */
  comparedWith: z.string(),
  /** The sentence saying nothing changed, or ''. */
  text: z.string(),
  /** One row per change: what changed, the value before, the value after. */
  table: ReadingTable.nullable(),
  /** What could not be compared. */
  notes: z.array(z.string()),
});

const ReadingSection = z.object({
  key: ReportSection,
  title: z.string(),
  text: z.string(),
  facts: z.array(ReadingFact),
  parts: z.array(ReadingPart),
});

/** The report as the person reads it: the PDF's model (report-model.ts on the server), laid out by the page. */
export const ReportReading = z.object({
  language: ReportLanguage,
  title: z.string(),
  cover: z.array(ReadingFact),
  /** Only an LFD follow-up's report has it; null for every other report. */
  changes: ReadingChanges.nullable(),
  summaryTitle: z.string(),
  summary: z.string(),
  riskTitle: z.string(),
  riskNote: z.string(),
  /** Empty when the customer is not shown risk grades (then neither is this page). */
  riskGrades: z.array(ReadingFact),
  sections: z.array(ReadingSection),
  evidenceTitle: z.string(),
  evidence: z.array(ReadingFact),
  /** The person's comments so far. */
  comments: z.array(ReportComment),
  /** Comments can be given while the approval is still unanswered. */
  canComment: z.boolean(),
});
export type ReportReading = z.infer<typeof ReportReading>;

/** POST /consent/report/comment: sets (or, with an empty text, removes) the comment on one part. */
export const SaveReportCommentRequest = z.object({
  consentKey: ConsentKey,
  target: ReportCommentTarget,
  text: withoutNul(z.string().trim().max(REPORT_COMMENT_MAX)),
});
export type SaveReportCommentRequest = z.infer<typeof SaveReportCommentRequest>;

/** The comments after a save. */
export const ReportComments = z.object({ comments: z.array(ReportComment) });
export type ReportComments = z.infer<typeof ReportComments>;

export const consentReportEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/consent/report',
  effect: 'read',
  body: ConsentReportRequest,
  response: okEnvelope(ReportReading),
  access: 'public',
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /consent/report'],
  summary: 'The report a ReportApproval link asks the person to approve, as its PDF shows it',
});

export const consentReportPdfEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/consent/report/pdf',
  effect: 'read',
  body: ConsentReportRequest,
  response: FileAnswer,
  file: { contentType: 'application/pdf' },
  access: 'public',
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /consent/report/pdf'],
  summary: 'The PDF of the report a ReportApproval link asks the person to approve (a download)',
});

export const saveConsentReportCommentEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/consent/report/comment',
  body: SaveReportCommentRequest,
  response: okEnvelope(ReportComments),
  access: 'public',
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /consent/report/comment'],
  summary: "Set the person's comment on one part of the report (an empty text removes it)",
});
