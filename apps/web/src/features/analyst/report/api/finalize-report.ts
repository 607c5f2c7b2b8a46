import { MAIN_API_ERROR_MESSAGES, ReportView } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMainApi } from '../../../../api/use-api';
import { analystKeys } from '../../api/query-keys';
import { singleResult } from '../../api/single-result';
import { reportKey } from './report-query-key';

/**
 * POST /report/final: finalizes the report. It changes the job's state, so the job's other queries are
 * refreshed too. (Marking it delivered is the coordinator portal's.)
 */
export const useFinalizeReport = (jobId: string) => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  const path = '/report/final';
  return useMutation({
    mutationFn: () =>
      api.request({
        method: 'POST',
        path,
        body: { jobId },
        errorMessage: MAIN_API_ERROR_MESSAGES[`POST ${path}`],
        schema: singleResult(ReportView),
      }),
    onSuccess: async (report) => {
      queryClient.setQueryData(reportKey(jobId), report);
      await queryClient.invalidateQueries({ queryKey: analystKeys.details(jobId) });
    },
  });
};
