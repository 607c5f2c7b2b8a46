import { DataPartView, mainApiErrorMessage, type SaveDataPartRequest } from '@granska/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { analystKeys } from './query-keys';
import { singleResult } from './single-result';

const SAVE_PATH = '/datapart';

/** GET /jobs/{id}/dataparts: every data part of the job, oldest first (bulk data included). */
export const useDataParts = (jobId: string) => {
  const api = useMainApi();
  const path = `/jobs/${encodeURIComponent(jobId)}/dataparts`;
  return useQuery({
    queryKey: analystKeys.dataParts(jobId),
    queryFn: ({ signal }) =>
      api.request({
        path,
        errorMessage: mainApiErrorMessage('GET', path),
        schema: DataPartView.array(),
        signal,
      }),
  });
};

/** POST /datapart: a new written part (no id) or a change of one; the job's list is fetched again. */
export const useSaveDataPart = (jobId: string) => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDataPartRequest) =>
      api.request({
        method: 'POST',
        path: SAVE_PATH,
        body,
        errorMessage: mainApiErrorMessage('POST', SAVE_PATH),
        schema: singleResult(DataPartView),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analystKeys.dataParts(jobId) }),
  });
};
