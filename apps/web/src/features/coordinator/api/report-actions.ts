import { markReportDeliveredEndpoint, resendReportApprovalEndpoint } from '@granska/domain';
import { callForItem, useApiMutation } from '../../../api/endpoint-hooks';
import { coordinatorKeys } from './query-keys';

/**
 * A report action on the opened job, `{jobId}` in the body. It answers the report, so the opened job
 * and the queues are fetched again.
 */
const useReportAction = (
  jobId: string,
  endpoint: typeof markReportDeliveredEndpoint | typeof resendReportApprovalEndpoint,
) =>
  useApiMutation(
    (api) => callForItem(api, endpoint, { body: { jobId } }),
    async (queryClient) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: coordinatorKeys.job(jobId) }),
        queryClient.invalidateQueries({ queryKey: coordinatorKeys.queues }),
      ]);
    },
  );

/**
 * POST /report/delivered {jobId}: the coordinator confirms the released report reached the customer;
 * the job is archived.
 */
export const useMarkReportDelivered = (jobId: string) => useReportAction(jobId, markReportDeliveredEndpoint);

/**
 * POST /report/approval/resend {jobId}: the person's report approval timed out (or was declined) and the
 * coordinator sends a new request with a new link; the job stays waiting for the approval.
 */
export const useResendReportApproval = (jobId: string) =>
  useReportAction(jobId, resendReportApprovalEndpoint);
