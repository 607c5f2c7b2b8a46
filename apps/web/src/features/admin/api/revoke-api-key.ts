import { type RevokeApiKeyRequest, revokeApiKeyEndpoint } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { apiKeysQueryKey } from './list-api-keys';

/** The key stops working at once. */
export const useRevokeApiKey = () => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RevokeApiKeyRequest) => api.call(revokeApiKeyEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey() }),
  });
};
