import { EMPTY_REPORT_CONTENT, ReportContent } from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { ReportRow } from './reports.schema';

/** The encryption context of a report's content: bound to its job, so a copied value does not open. */
export const reportContentContext = (jobId: string) => `reports.content:${jobId}`;

export const encryptContent = (crypto: FieldCrypto, jobId: string, content: ReportContent): string =>
  crypto.encryptField(JSON.stringify(content), reportContentContext(jobId));

export const decryptContent = (
  crypto: FieldCrypto,
  report: Pick<ReportRow, 'jobId' | 'contentEnc'>,
): ReportContent => {
  const parsed = ReportContent.safeParse(
    JSON.parse(crypto.decryptField(report.contentEnc, reportContentContext(report.jobId))),
  );
  return parsed.success ? parsed.data : EMPTY_REPORT_CONTENT;
};
