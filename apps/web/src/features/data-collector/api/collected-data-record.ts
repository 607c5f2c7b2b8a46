import { CollectedDataView, mainApiErrorMessage, type SaveCollectedDataInput } from '@granska/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { dataCollectorKeys } from './query-keys';

const RECORD_PATH = '/collecteddata/{id}';
const pathOf = (recordId: string) => `/collecteddata/${encodeURIComponent(recordId)}`;

/** The one record of a single-record answer's result list. */
const singleRecord = {
  parse: (result: unknown): CollectedDataView => {
    const [record] = CollectedDataView.array().min(1).parse(result);
    if (!record) throw new Error('no record in the result');
    return record;
  },
};

/**
 * GET /collecteddata/{id}: one record, with the person's name and personal number while the caller may
 * open them (the server logs the open). Not kept once the page is left: person data is not cached.
 */
export const useCollectedData = (recordId: string) => {
  const api = useMainApi();
  return useQuery({
    queryKey: dataCollectorKeys.record(recordId),
    queryFn: ({ signal }) =>
      api.request({
        path: pathOf(recordId),
        errorMessage: mainApiErrorMessage('GET', RECORD_PATH),
        schema: singleRecord,
        signal,
      }),
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
};

/** PUT /collecteddata/{id}: the whole form, saved (SAVED) or with `finish` finished (DONE). */
export const useSaveCollectedData = (recordId: string) => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCollectedDataInput): Promise<CollectedDataView> =>
      api.request({
        method: 'PUT',
        path: pathOf(recordId),
        body,
        errorMessage: mainApiErrorMessage('PUT', RECORD_PATH),
        schema: singleRecord,
      }),
    onSuccess: (record) => {
      queryClient.setQueryData(dataCollectorKeys.record(recordId), record);
      return queryClient.invalidateQueries({ queryKey: dataCollectorKeys.queue });
    },
  });
};
