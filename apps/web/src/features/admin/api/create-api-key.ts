import { type CreateApiKeyRequest, type CreatedApiKey, createApiKeyEndpoint } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import { useMainApi } from '../../../api/use-api';
import { apiKeysQueryKey } from './list-api-keys';

/** The new key, its secret answered this once. */
export const useCreateApiKey = () => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateApiKeyRequest): Promise<CreatedApiKey> => {
      const [key] = (await api.call(createApiKeyEndpoint, { body })).result;
      if (!key) throw new ApiError(createApiKeyEndpoint.errorMessage);
      return key;
    },
    // The secret is kept by the dialog alone: the mutation is dropped as soon as the dialog is gone.
    gcTime: 0,
    onSuccess: (_key, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: apiKeysQueryKey(customerId) }),
  });
};
