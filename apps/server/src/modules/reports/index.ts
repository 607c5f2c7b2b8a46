// What other modules use of reports (docs/decisions/module-boundaries.md): the consent module shows the
// person the report they are asked to approve, with its PDF and their comments.
export { reportCommentsOf, withComment } from './report-comments';
export { buildReportModel } from './report-model';
// The reference checks' report PDF is laid out with the same standard font and its character rule.
export { pdfText } from './report-pdf';
export { pdfVariantKey } from './report-pdf-requests';
export { reportReadingOf } from './report-reading';
export { gatherReportInputs, newestReportApproval } from './report-sources';
export { pdfVariantForPerson } from './reports.policy';
export { findReportOfJob } from './reports.repository';
