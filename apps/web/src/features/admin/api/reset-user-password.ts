import { resetUserPasswordEndpoint, type UserIdRequest } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MainApi } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { usersQueryKey } from './list-users';

/** POST /user/reset {userId}: the identity provider sends the user a new temporary password. */
export const resetUserPassword = async (api: MainApi, body: UserIdRequest): Promise<void> => {
  await api.call(resetUserPasswordEndpoint, { body });
};

export const useResetUserPassword = () => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserIdRequest) => resetUserPassword(api, body),
    // The user's status changes (RESET_REQUIRED / FORCE_CHANGE_PASSWORD).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey() }),
  });
};
