import { type ReportJobRequest, resendReportApprovalEndpoint } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { coordinatorKeys } from './query-keys';

/**
 * POST /report/approval/resend {jobId}: the person's report approval timed out (or was declined) and the
 * coordinator sends a new request with a new link; the job stays waiting for the approval. The answer
 * is the report, so the opened job and the queues are fetched again.
 */
export const useResendReportApproval = (jobId: string) => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const body: ReportJobRequest = { jobId };
      return firstResult(
        await api.call(resendReportApprovalEndpoint, { body }),
        resendReportApprovalEndpoint,
      );
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: coordinatorKeys.job(jobId) }),
        queryClient.invalidateQueries({ queryKey: coordinatorKeys.queues }),
      ]);
    },
  });
};
