import { CollectedDataView, mainApiErrorMessage } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import { useMainApi } from '../../../api/use-api';
import { analystKeys } from './query-keys';
import { singleResult } from './single-result';

const NOT_FOUND = 404;

/**
 * GET /jobs/{id}/collecteddata: the job's collected-data record, read-only here; null when the job
 * needs no collection (the server answers 404).
 */
export const useJobCollectedData = (jobId: string) => {
  const api = useMainApi();
  const path = `/jobs/${encodeURIComponent(jobId)}/collecteddata`;
  return useQuery({
    queryKey: analystKeys.collectedData(jobId),
    queryFn: async ({ signal }): Promise<CollectedDataView | null> => {
      try {
        return await api.request({
          path,
          errorMessage: mainApiErrorMessage('GET', path),
          schema: singleResult(CollectedDataView),
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.httpStatus === NOT_FOUND) return null;
        throw error;
      }
    },
  });
};
