import {
  consentReportEndpoint,
  consentReportPdfEndpoint,
  type ReportCommentTarget,
  type ReportReading,
  saveConsentReportCommentEndpoint,
} from '@granska/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firstResult } from '../../../../api/main-api';
import { usePublicMainApi } from '../../../../api/use-public-main-api';
import { consentPageQueryKey } from '../../api/get-consent-page';

const readingQueryKey = (consentKey: string) => ['external', 'consent', consentKey, 'report'] as const;

/**
 * POST /consent/report: the report the person is asked to approve, as its PDF has it. Fetched once the
 * person opens it (`enabled`); the server records the opening, so the consent is read again afterwards
 * (its `reportOpenedAt` lets the approval through).
 */
export const useReportReading = (consentKey: string, enabled: boolean) => {
  const api = usePublicMainApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: readingQueryKey(consentKey),
    enabled,
    queryFn: async ({ signal }) => {
      const reading = firstResult(
        await api.call(consentReportEndpoint, { body: { consentKey }, signal }),
        consentReportEndpoint,
      );
      await queryClient.invalidateQueries({ queryKey: consentPageQueryKey(consentKey), exact: true });
      return reading;
    },
    retry: false,
  });
};

/** POST /consent/report/comment: sets (or, empty, removes) the person's comment on one part. */
export const useSaveReportComment = (consentKey: string) => {
  const api = usePublicMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { target: ReportCommentTarget; text: string }) =>
      firstResult(
        await api.call(saveConsentReportCommentEndpoint, { body: { consentKey, ...input } }),
        saveConsentReportCommentEndpoint,
      ),
    onSuccess: ({ comments }) =>
      queryClient.setQueryData<ReportReading>(readingQueryKey(consentKey), (reading) =>
        reading ? { ...reading, comments } : reading,
      ),
  });
};

/**
 * POST /consent/report/pdf: the report's PDF, answered as the file itself (Content-Disposition:
 * attachment), saved by the browser. The key travels in the body, so this is a fetch, not a link.
 */
export const useDownloadReportPdf = (consentKey: string) => {
  const api = usePublicMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { blob, filename } = await api.download(consentReportPdfEndpoint, { body: { consentKey } });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename ?? 'rapport.pdf';
      link.click();
      URL.revokeObjectURL(url);
      await queryClient.invalidateQueries({ queryKey: consentPageQueryKey(consentKey), exact: true });
    },
  });
};
