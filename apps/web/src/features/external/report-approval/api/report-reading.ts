import {
  mainApiErrorMessage,
  ReportComments,
  type ReportCommentTarget,
  ReportReading,
} from '@granska/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, isRecord, joinUrl, readJson } from '../../../../api/api-error';
import { usePublicMainApi } from '../../../../api/use-public-main-api';
import { useConfig } from '../../../../app/config/config-context';
import { consentPageQueryKey } from '../../api/get-consent-page';

const readingQueryKey = (consentKey: string) => ['external', 'consent', consentKey, 'report'] as const;

const single = <T>(schema: { parse(value: unknown): T }) => ({
  parse: (result: unknown): T => {
    const [item] = Array.isArray(result) ? result : [];
    return schema.parse(item);
  },
});

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
      const reading = await api.request({
        method: 'POST',
        path: '/consent/report',
        body: { consentKey },
        errorMessage: mainApiErrorMessage('POST', '/consent/report'),
        schema: single(ReportReading),
        signal,
      });
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
    mutationFn: (input: { target: ReportCommentTarget; text: string }) =>
      api.request({
        method: 'POST',
        path: '/consent/report/comment',
        body: { consentKey, ...input },
        errorMessage: mainApiErrorMessage('POST', '/consent/report/comment'),
        schema: single(ReportComments),
      }),
    onSuccess: ({ comments }) =>
      queryClient.setQueryData<ReportReading>(readingQueryKey(consentKey), (reading) =>
        reading ? { ...reading, comments } : reading,
      ),
  });
};

const filenameOf = (disposition: string | null): string =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'rapport.pdf';

/**
 * POST /consent/report/pdf: the report's PDF, answered as the file itself (Content-Disposition:
 * attachment), saved by the browser. The key travels in the body, so this is a fetch, not a link.
 */
export const useDownloadReportPdf = (consentKey: string) => {
  const { apiBaseUrl } = useConfig();
  const queryClient = useQueryClient();
  const errorMessage = mainApiErrorMessage('POST', '/consent/report/pdf');
  return useMutation({
    mutationFn: async () => {
      let response: Response;
      try {
        response = await fetch(joinUrl(apiBaseUrl, '/consent/report/pdf'), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/pdf' },
          body: JSON.stringify({ consentKey }),
        });
      } catch (cause) {
        throw new ApiError(errorMessage, { cause });
      }
      if (!response.ok) {
        const envelope = await readJson(response);
        const message =
          isRecord(envelope) && typeof envelope.message === 'string' ? envelope.message : undefined;
        throw new ApiError(errorMessage, {
          httpStatus: response.status,
          ...(message === undefined ? {} : { serverMessage: message }),
          envelope,
        });
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = filenameOf(response.headers.get('content-disposition'));
      link.click();
      URL.revokeObjectURL(url);
      await queryClient.invalidateQueries({ queryKey: consentPageQueryKey(consentKey), exact: true });
    },
  });
};
