import {
  populateReferenceSettingsEndpoint,
  type SaveReferenceSettingsRequest,
  saveReferenceSettingsEndpoint,
} from '@granska/domain';
import { callReferenceItem, useReferenceItemQuery, useReferenceMutation } from '../../../api/endpoint-hooks';
import { referenceCheckKeys } from './query-keys';

/** POST /customer/settings/populate: the customer's settings (the defaults when none are saved). */
export const useReferenceSettings = ({ enabled }: { enabled: boolean }) =>
  useReferenceItemQuery(referenceCheckKeys.settings, populateReferenceSettingsEndpoint, {}, { enabled });

/** POST /customer/settings (CustomerAdmin): validated as spec §5 orders it. */
export const useSaveReferenceSettings = () =>
  useReferenceMutation(
    (api, body: SaveReferenceSettingsRequest) => callReferenceItem(api, saveReferenceSettingsEndpoint, body),
    (queryClient, settings) => queryClient.setQueryData(referenceCheckKeys.settings, settings),
  );
