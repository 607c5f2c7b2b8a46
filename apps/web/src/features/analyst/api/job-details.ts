import { populateJobEndpoint } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { firstResult } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { analystKeys } from './query-keys';

/** POST /job/populate {id}: the opened job with its person data (audited by the server). */
export const useJobDetails = (jobId: string) => {
  const api = useMainApi();
  return useQuery({
    queryKey: analystKeys.details(jobId),
    queryFn: async ({ signal }) =>
      firstResult(await api.call(populateJobEndpoint, { body: { id: jobId }, signal }), populateJobEndpoint),
  });
};
