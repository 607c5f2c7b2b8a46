import { CUSTOMER_MESSAGES, type RevokeApiKeyRequest } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MainApi } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { apiKeysQueryKey } from './list-api-keys';
import { callErrorMessage } from './list-page';

/** POST /customer/apikey/revoke {id}: the key stops working at once. */
export const revokeApiKey = async (api: MainApi, body: RevokeApiKeyRequest): Promise<void> => {
  await api.request({
    method: 'POST',
    path: '/customer/apikey/revoke',
    body,
    errorMessage: callErrorMessage('POST', '/customer/apikey/revoke', CUSTOMER_MESSAGES.apiKeyRevokeFailed),
  });
};

export const useRevokeApiKey = () => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RevokeApiKeyRequest) => revokeApiKey(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey() }),
  });
};
