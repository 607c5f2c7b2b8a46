import type { Database, Transaction } from '../../platform/db/database';
import { enqueueJob } from '../../platform/scheduler/scheduler.repository';
import { setReportPdfReady } from '../orders';
import { bumpPdfVersion } from './reports.repository';

/** The scheduled work that renders a report's PDF (reports.jobs.ts). */
export const RENDER_REPORT_PDF = 'reports.render-pdf';
const RENDER_MAX_ATTEMPTS = 5;

export interface RenderReportPdfPayload {
  jobId: string;
  version: number;
}

/**
 * Asks for the PDF of the job's finished report to be rendered (again) by scheduled work, in the
 * caller's transaction: after finalizing, and when the job is approved (the PDF then shows the
 * approval). Nothing happens for a job without a finished report.
 */
export const requestReportPdf = async (tx: Database | Transaction, jobId: string): Promise<boolean> => {
  const report = await bumpPdfVersion(tx, jobId);
  if (!report) return false;
  await setReportPdfReady(tx, jobId, false);
  const payload: RenderReportPdfPayload = { jobId, version: report.pdfVersion };
  await enqueueJob(tx, {
    kind: RENDER_REPORT_PDF,
    payload: { ...payload },
    maxAttempts: RENDER_MAX_ATTEMPTS,
  });
  return true;
};

/** Where a rendered version is stored: one file per variant (with and without the risk grades). */
export const pdfStorageKey = (reportId: string, version: number) => `reports/${reportId}/v${version}`;
export const PDF_VARIANTS = ['with-risk-grades', 'without-risk-grades'] as const;
export type PdfVariant = (typeof PDF_VARIANTS)[number];
export const pdfVariantKey = (storageKey: string, variant: PdfVariant) => `${storageKey}/${variant}`;
