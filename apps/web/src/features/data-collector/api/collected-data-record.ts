import {
  getCollectedDataEndpoint,
  type SaveCollectedDataInput,
  updateCollectedDataEndpoint,
} from '@granska/domain';
import { callForItem, useApiMutation, useItemQuery } from '../../../api/endpoint-hooks';
import { dataCollectorKeys } from './query-keys';

/**
 * GET /collecteddata/{id}: one record, with the person's name and personal number while the caller may
 * open them (the server logs the open). Not kept once the page is left: person data is not cached.
 */
export const useCollectedData = (recordId: string) =>
  useItemQuery(
    dataCollectorKeys.record(recordId),
    getCollectedDataEndpoint,
    { params: { id: recordId } },
    { gcTime: 0, refetchOnWindowFocus: false },
  );

/** PUT /collecteddata/{id}: the whole form, saved (SAVED) or with `finish` finished (DONE). */
export const useSaveCollectedData = (recordId: string) =>
  useApiMutation(
    (api, body: SaveCollectedDataInput) =>
      callForItem(api, updateCollectedDataEndpoint, { params: { id: recordId }, body }),
    (queryClient, record) => {
      queryClient.setQueryData(dataCollectorKeys.record(recordId), record);
      return queryClient.invalidateQueries({ queryKey: dataCollectorKeys.queue });
    },
  );
