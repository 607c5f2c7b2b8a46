import { deleteUserEndpoint, type UserIdRequest } from '@granska/domain';
import { useApiMutation } from '../../../api/endpoint-hooks';
import { usersQueryKey } from './list-users';

/** POST /user/delete {userId}. */
export const useDeleteUser = () =>
  useApiMutation(
    async (api, body: UserIdRequest) => {
      await api.call(deleteUserEndpoint, { body });
    },
    (queryClient) => queryClient.invalidateQueries({ queryKey: usersQueryKey() }),
  );
