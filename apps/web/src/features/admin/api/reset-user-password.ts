import { resetUserPasswordEndpoint, type UserIdRequest } from '@granska/domain';
import { useApiMutation } from '../../../api/endpoint-hooks';
import { usersQueryKey } from './list-users';

/** POST /user/reset {userId}: the identity provider sends the user a new temporary password. */
export const useResetUserPassword = () =>
  useApiMutation(
    async (api, body: UserIdRequest) => {
      await api.call(resetUserPasswordEndpoint, { body });
    },
    // The user's status changes (RESET_REQUIRED / FORCE_CHANGE_PASSWORD).
    (queryClient) => queryClient.invalidateQueries({ queryKey: usersQueryKey() }),
  );
