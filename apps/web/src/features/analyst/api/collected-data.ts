import { type CollectedDataView, jobCollectedDataEndpoint } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import { firstResult } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { analystKeys } from './query-keys';

const NOT_FOUND = 404;

/**
 * GET /jobs/{id}/collecteddata: the job's collected-data record, read-only here; null when the job
 * needs no collection (the server answers 404).
 */
export const useJobCollectedData = (jobId: string) => {
  const api = useMainApi();
  return useQuery({
    queryKey: analystKeys.collectedData(jobId),
    queryFn: async ({ signal }): Promise<CollectedDataView | null> => {
      try {
        return firstResult(
          await api.call(jobCollectedDataEndpoint, { params: { id: jobId }, signal }),
          jobCollectedDataEndpoint,
        );
      } catch (error) {
        if (error instanceof ApiError && error.httpStatus === NOT_FOUND) return null;
        throw error;
      }
    },
  });
};
