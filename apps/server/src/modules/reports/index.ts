// What other modules use of reports (docs/decisions/module-boundaries.md): the consent module shows the
// person the report they are asked to approve, with its PDF and their comments.

export { reportCommentsOf, withComment } from './report-comments';
export { buildReportModel } from './report-model';
export { pdfVariantKey } from './report-pdf-requests';
export { reportReadingOf } from './report-reading';
export { gatherReportInputs, newestReportApproval } from './report-sources';
export { pdfVariantForPerson } from './reports.policy';
export { findReportOfJob } from './reports.repository';
// The scheduled-work sweep finalizes a scheduled report through this (docs/decisions/scheduled-work.md).
export type { ReportsDeps } from './reports.service';
export { scheduledFinalizeActivation } from './scheduled-finalize';
