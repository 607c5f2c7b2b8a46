import type { ReportComment, ReportReading } from '@granska/domain';
import type { ReportModel } from './report-model';

/**
 * The report as the person checked reads it on the approval page: the PDF's own model (report-model.ts),
 * so the page and the PDF show the same content; the risk grades only when the PDF they are given has
 * them. The page lays it out.
 */
export const reportReadingOf = (
  model: ReportModel,
  options: { withRiskGrades: boolean; comments: ReportComment[]; canComment: boolean },
): ReportReading => ({
  language: model.language,
  title: model.title,
  cover: model.cover,
  changes: model.changes,
  summaryTitle: model.summaryTitle,
  summary: model.summary,
  riskTitle: model.riskTitle,
  riskNote: model.riskNote,
  riskGrades: options.withRiskGrades ? model.riskGrades : [],
  sections: model.sections.map((section) => ({
    key: section.key,
    title: section.title,
    text: section.text,
    facts: section.facts,
    parts: section.parts,
  })),
  evidenceTitle: model.evidenceTitle,
  evidence: model.evidence,
  comments: options.comments,
  canComment: options.canComment,
});
