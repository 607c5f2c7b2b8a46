import type { BkConfig } from '@granska/domain';
import { type Caller, isApiKeyCaller } from '../../platform/http/caller';
import type { PdfVariant } from './report-pdf-requests';

/**
 * Who works on reports and who receives them (docs/decisions/reports.md); who may call each report
 * endpoint is its contract's access (REPORT_STAFF_ACCESS and the others, @granska/domain). Pure rules;
 * the service loads the records and asks staff-access (accessJobForStaff) whether the caller may open
 * the job.
 */

/**
 * Every background-check report is approved by the person checked before it is released (issue 6: "the
 * person checked approves the report with BankID before it is released"): finalizing leads to
 * PENDING_APPROVAL and a ReportApproval consent.
 */
export const REPORT_APPROVAL_REQUIRED = true;

/**
 * Which PDF a customer caller gets: with the risk grades when the customer shows them to the order's
 * orderer (`bkConfig.riscOrderer`, the orderer itself or the API key that ordered) or recipients
 * (`riscRecipient`, a recipient of the order); everyone else (CustomerAdmin, CustomerSuperuser, other
 * keys) gets the report without them.
 */
export const pdfVariantFor = (
  caller: Caller,
  order: { ordererUserId: string | null; apiKeyId: string | null; recipients: readonly string[] },
  bkConfig: Pick<BkConfig, 'riscOrderer' | 'riscRecipient'> | undefined,
): PdfVariant => {
  const isOrderer = isApiKeyCaller(caller)
    ? order.apiKeyId !== null && order.apiKeyId === caller.apiKeyId
    : order.ordererUserId === caller.userId;
  const isRecipient = !isApiKeyCaller(caller) && order.recipients.includes(caller.userId);
  const sees =
    (isOrderer && bkConfig?.riscOrderer === true) || (isRecipient && bkConfig?.riscRecipient === true);
  return sees ? 'with-risk-grades' : 'without-risk-grades';
};

/**
 * Which PDF the person checked reads before approving (ReportApproval): the most the customer's readers
 * will get, so with the risk grades when the customer shows them to its orderer or its recipients.
 */
export const pdfVariantForPerson = (
  bkConfig: Pick<BkConfig, 'riscOrderer' | 'riscRecipient'> | undefined,
): PdfVariant =>
  bkConfig?.riscOrderer === true || bkConfig?.riscRecipient === true
    ? 'with-risk-grades'
    : 'without-risk-grades';
