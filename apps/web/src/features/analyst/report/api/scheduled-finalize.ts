import { cancelScheduledFinalizeEndpoint, scheduleFinalizeEndpoint } from '@granska/domain';
import type { QueryClient } from '@tanstack/react-query';
import { callForItem, useApiMutation } from '../../../../api/endpoint-hooks';
import { analystKeys } from '../../api/query-keys';
import { reportKey } from './report-query-key';

/** Scheduling changes the job's state (SCHEDULED and back), so the report and the job are read again. */
const refresh = (queryClient: QueryClient, jobId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: reportKey(jobId) }),
    queryClient.invalidateQueries({ queryKey: analystKeys.details(jobId) }),
  ]);

/** POST /report/{id}/scheduled-finalize: the server finalizes the saved report at the time, as the caller. */
export const useScheduleFinalize = (jobId: string) =>
  useApiMutation(
    (api, activationTime: Date) =>
      callForItem(api, scheduleFinalizeEndpoint, {
        params: { id: jobId },
        body: { activationTime: activationTime.toISOString() },
      }),
    (queryClient) => refresh(queryClient, jobId),
  );

/** DELETE /report/{id}/scheduled-finalize: the job returns to analysis, the report can be changed again. */
export const useCancelScheduledFinalize = (jobId: string) =>
  useApiMutation(
    (api) => callForItem(api, cancelScheduledFinalizeEndpoint, { params: { id: jobId } }),
    (queryClient) => refresh(queryClient, jobId),
  );
