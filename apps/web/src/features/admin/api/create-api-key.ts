import { type CreateApiKeyRequest, CreatedApiKey, mainApiErrorMessage } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import type { MainApi } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { apiKeysQueryKey } from './list-api-keys';

/** POST /customer/createapikey: the new key, its secret answered this once. */
export const createApiKey = async (api: MainApi, body: CreateApiKeyRequest): Promise<CreatedApiKey> => {
  const errorMessage = mainApiErrorMessage('POST', '/customer/createapikey');
  const [key] = await api.request({
    method: 'POST',
    path: '/customer/createapikey',
    body,
    errorMessage,
    schema: CreatedApiKey.array(),
  });
  if (!key) throw new ApiError(errorMessage);
  return key;
};

export const useCreateApiKey = () => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyRequest) => createApiKey(api, body),
    // The secret is kept by the dialog alone: the mutation is dropped as soon as the dialog is gone.
    gcTime: 0,
    onSuccess: (_key, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: apiKeysQueryKey(customerId) }),
  });
};
