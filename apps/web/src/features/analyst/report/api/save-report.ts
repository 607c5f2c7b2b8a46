import { MAIN_API_ERROR_MESSAGES, ReportView, type SaveReportRequest } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMainApi } from '../../../../api/use-api';
import { singleResult } from '../../api/single-result';
import { reportKey } from './report-query-key';

/** POST /report: saves the draft (summary, section texts and language). */
export const useSaveReport = (jobId: string) => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<SaveReportRequest, 'jobId'>) =>
      api.request({
        method: 'POST',
        path: '/report',
        body: { ...body, jobId },
        errorMessage: MAIN_API_ERROR_MESSAGES['POST /report'],
        schema: singleResult(ReportView),
      }),
    onSuccess: (report) => queryClient.setQueryData(reportKey(jobId), report),
  });
};
