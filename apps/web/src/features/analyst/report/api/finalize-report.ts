import { finalizeReportEndpoint } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult } from '../../../../api/main-api';
import { useMainApi } from '../../../../api/use-api';
import { analystKeys } from '../../api/query-keys';
import { reportKey } from './report-query-key';

/**
 * POST /report/final: finalizes the report. It changes the job's state, so the job's other queries are
 * refreshed too. (Marking it delivered is the coordinator portal's.)
 */
export const useFinalizeReport = (jobId: string) => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      firstResult(await api.call(finalizeReportEndpoint, { body: { jobId } }), finalizeReportEndpoint),
    onSuccess: async (report) => {
      queryClient.setQueryData(reportKey(jobId), report);
      await queryClient.invalidateQueries({ queryKey: analystKeys.details(jobId) });
    },
  });
};
