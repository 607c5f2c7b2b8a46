import {
  previewReportEndpoint,
  type ReportContent,
  type ReportFile,
  type ReportLanguage,
  reviewReportEndpoint,
} from '@granska/domain';
import { blobOf } from '../../../../api/browser-file';
import { callForItem, useApiMutation } from '../../../../api/endpoint-hooks';

/**
 * POST /report/preview (the text on screen, saved or not) and POST /review/preview (the report as it
 * will be released: the stored PDF once finalized): a PDF as a file record.
 */
export const usePreviewReport = (jobId: string) =>
  useApiMutation(
    (
      api,
      request: { kind: 'draft'; language: ReportLanguage; content: ReportContent } | { kind: 'review' },
    ): Promise<ReportFile> =>
      request.kind === 'draft'
        ? callForItem(api, previewReportEndpoint, {
            body: { jobId, language: request.language, content: request.content },
          })
        : callForItem(api, reviewReportEndpoint, { body: { jobId } }),
  );

/** A PDF file record as an address the browser can open (revoke it when done). */
export const pdfObjectUrl = (file: ReportFile): string => URL.createObjectURL(blobOf(file));
