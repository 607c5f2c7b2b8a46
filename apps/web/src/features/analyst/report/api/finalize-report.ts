import { MAIN_API_ERROR_MESSAGES, ReportView } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMainApi } from '../../../../api/use-api';
import { analystKeys } from '../../api/query-keys';
import { singleResult } from '../../api/single-result';
import { reportKey } from './report-query-key';

/**
 * POST /report/final and POST /report/delivered: the report's two steps after writing. Both change the
 * job's state, so the job's other queries are refreshed too.
 */
export const useReportStep = (jobId: string, step: 'final' | 'delivered') => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  const path = `/report/${step}` as const;
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
