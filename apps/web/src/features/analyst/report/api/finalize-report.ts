import { finalizeReportEndpoint } from '@granska/domain';
import { callForItem, useApiMutation } from '../../../../api/endpoint-hooks';
import { analystKeys } from '../../api/query-keys';
import { reportKey } from './report-query-key';

/**
 * POST /report/final: finalizes the report. It changes the job's state, so the job's other queries are
 * refreshed too. (Marking it delivered is the coordinator portal's.)
 */
export const useFinalizeReport = (jobId: string) =>
  useApiMutation(
    (api) => callForItem(api, finalizeReportEndpoint, { body: { jobId } }),
    async (queryClient, report) => {
      queryClient.setQueryData(reportKey(jobId), report);
      await queryClient.invalidateQueries({ queryKey: analystKeys.details(jobId) });
    },
  );
