import {
  MAIN_API_ERROR_MESSAGES,
  type ReportContent,
  ReportFile,
  type ReportLanguage,
} from '@granska/domain';
import { useMutation } from '@tanstack/react-query';
import { useMainApi } from '../../../../api/use-api';
import { singleResult } from '../../api/single-result';

/**
 * POST /report/preview (the text on screen, saved or not) and POST /review/preview (the report as it
 * will be released: the stored PDF once finalized): a PDF as a file record.
 */
export const usePreviewReport = (jobId: string) => {
  const api = useMainApi();
  return useMutation({
    mutationFn: (
      request: { kind: 'draft'; language: ReportLanguage; content: ReportContent } | { kind: 'review' },
    ) =>
      request.kind === 'draft'
        ? api.request({
            method: 'POST',
            path: '/report/preview',
            body: { jobId, language: request.language, content: request.content },
            errorMessage: MAIN_API_ERROR_MESSAGES['POST /report/preview'],
            schema: singleResult(ReportFile),
          })
        : api.request({
            method: 'POST',
            path: '/review/preview',
            body: { jobId },
            errorMessage: MAIN_API_ERROR_MESSAGES['POST /review/preview'],
            schema: singleResult(ReportFile),
          }),
  });
};

/** A PDF file record as an address the browser can open (revoke it when done). */
export const pdfObjectUrl = (file: ReportFile): string => {
  const bytes = Uint8Array.from(atob(file.data), (character) => character.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: file.type }));
};
