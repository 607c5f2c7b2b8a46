import { JobQueueCounts, mainApiErrorMessage } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { coordinatorKeys } from './query-keys';
import { singleResult } from './single-result';

const PATH = '/jobs/counts';

/** GET /jobs/counts: how many jobs each queue the user may list holds. */
export const useQueueCounts = () => {
  const api = useMainApi();
  return useQuery({
    queryKey: coordinatorKeys.counts,
    queryFn: ({ signal }) =>
      api.request({
        path: PATH,
        errorMessage: mainApiErrorMessage('GET', PATH),
        schema: singleResult(JobQueueCounts),
        signal,
      }),
  });
};
