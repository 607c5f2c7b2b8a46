import { markReportDeliveredEndpoint, type ReportJobRequest } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { coordinatorKeys } from './query-keys';

/**
 * POST /report/delivered {jobId}: the coordinator confirms the released report reached the customer;
 * the job is archived. The answer is the report, so the opened job and the queues are fetched again.
 */
export const useMarkReportDelivered = (jobId: string) => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const body: ReportJobRequest = { jobId };
      return firstResult(await api.call(markReportDeliveredEndpoint, { body }), markReportDeliveredEndpoint);
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: coordinatorKeys.job(jobId) }),
        queryClient.invalidateQueries({ queryKey: coordinatorKeys.queues }),
      ]);
    },
  });
};
