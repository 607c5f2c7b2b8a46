import { mainApiErrorMessage, type ReportJobRequest, ReportView } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { coordinatorKeys } from './query-keys';
import { singleResult } from './single-result';

const PATH = '/report/approval/resend';

/**
 * POST /report/approval/resend {jobId}: the person's report approval timed out (or was declined) and the
 * coordinator sends a new request with a new link; the job stays waiting for the approval. The answer
 * is the report, so the opened job and the queues are fetched again.
 */
export const useResendReportApproval = (jobId: string) => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      const body: ReportJobRequest = { jobId };
      return api.request({
        method: 'POST',
        path: PATH,
        body,
        errorMessage: mainApiErrorMessage('POST', PATH),
        schema: singleResult(ReportView.pick({ jobId: true, state: true, jobState: true })),
      });
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: coordinatorKeys.job(jobId) }),
        queryClient.invalidateQueries({ queryKey: coordinatorKeys.queues }),
      ]);
    },
  });
};
