import {
  type CollectedDataView,
  getCollectedDataEndpoint,
  type SaveCollectedDataInput,
  updateCollectedDataEndpoint,
} from '@granska/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firstResult } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { dataCollectorKeys } from './query-keys';

/**
 * GET /collecteddata/{id}: one record, with the person's name and personal number while the caller may
 * open them (the server logs the open). Not kept once the page is left: person data is not cached.
 */
export const useCollectedData = (recordId: string) => {
  const api = useMainApi();
  return useQuery({
    queryKey: dataCollectorKeys.record(recordId),
    queryFn: async ({ signal }) =>
      firstResult(
        await api.call(getCollectedDataEndpoint, { params: { id: recordId }, signal }),
        getCollectedDataEndpoint,
      ),
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
};

/** PUT /collecteddata/{id}: the whole form, saved (SAVED) or with `finish` finished (DONE). */
export const useSaveCollectedData = (recordId: string) => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveCollectedDataInput): Promise<CollectedDataView> =>
      firstResult(
        await api.call(updateCollectedDataEndpoint, { params: { id: recordId }, body }),
        updateCollectedDataEndpoint,
      ),
    onSuccess: (record) => {
      queryClient.setQueryData(dataCollectorKeys.record(recordId), record);
      return queryClient.invalidateQueries({ queryKey: dataCollectorKeys.queue });
    },
  });
};
