import { listDataPartsEndpoint, type SaveDataPartRequest, saveDataPartEndpoint } from '@granska/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firstResult } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { analystKeys } from './query-keys';

/** GET /jobs/{id}/dataparts: every data part of the job, oldest first (bulk data included). */
export const useDataParts = (jobId: string) => {
  const api = useMainApi();
  return useQuery({
    queryKey: analystKeys.dataParts(jobId),
    queryFn: async ({ signal }) =>
      (await api.call(listDataPartsEndpoint, { params: { id: jobId }, signal })).result,
  });
};

/** POST /datapart: a new written part (no id) or a change of one; the job's list is fetched again. */
export const useSaveDataPart = (jobId: string) => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveDataPartRequest) =>
      firstResult(await api.call(saveDataPartEndpoint, { body }), saveDataPartEndpoint),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analystKeys.dataParts(jobId) }),
  });
};
