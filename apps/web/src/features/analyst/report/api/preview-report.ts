import {
  previewReportEndpoint,
  type ReportContent,
  type ReportFile,
  type ReportLanguage,
  reviewReportEndpoint,
} from '@granska/domain';
import { useMutation } from '@tanstack/react-query';
import { firstResult } from '../../../../api/main-api';
import { useMainApi } from '../../../../api/use-api';

/**
 * POST /report/preview (the text on screen, saved or not) and POST /review/preview (the report as it
 * will be released: the stored PDF once finalized): a PDF as a file record.
 */
export const usePreviewReport = (jobId: string) => {
  const api = useMainApi();
  return useMutation({
    mutationFn: async (
      request: { kind: 'draft'; language: ReportLanguage; content: ReportContent } | { kind: 'review' },
    ): Promise<ReportFile> =>
      request.kind === 'draft'
        ? firstResult(
            await api.call(previewReportEndpoint, {
              body: { jobId, language: request.language, content: request.content },
            }),
            previewReportEndpoint,
          )
        : firstResult(await api.call(reviewReportEndpoint, { body: { jobId } }), reviewReportEndpoint),
  });
};

/** A PDF file record as an address the browser can open (revoke it when done). */
export const pdfObjectUrl = (file: ReportFile): string => {
  const bytes = Uint8Array.from(atob(file.data), (character) => character.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: file.type }));
};
