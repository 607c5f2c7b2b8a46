import { jobQueueCountsEndpoint } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { firstResult } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { coordinatorKeys } from './query-keys';

/** GET /jobs/counts: how many jobs each queue the user may list holds. */
export const useQueueCounts = () => {
  const api = useMainApi();
  return useQuery({
    queryKey: coordinatorKeys.counts,
    queryFn: async ({ signal }) =>
      firstResult(await api.call(jobQueueCountsEndpoint, { signal }), jobQueueCountsEndpoint),
  });
};
