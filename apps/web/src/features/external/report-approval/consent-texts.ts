import type { ConsentPageView } from '@granska/domain';

/**
 * Where a consent page's own words live: the job-start consent's under `external.consent`, the report
 * approval's (ReportApproval: the person approves the release of the finished report) under
 * `external.reportApproval`. Texts both share (what is checked, BankID) stay under `external.consent`.
 */
export const consentTextScope = (view: Pick<ConsentPageView, 'consentType'>): string =>
  view.consentType === 'ReportApproval' ? 'external.reportApproval' : 'external.consent';

export const isReportApproval = (view: Pick<ConsentPageView, 'consentType'>): boolean =>
  view.consentType === 'ReportApproval';
