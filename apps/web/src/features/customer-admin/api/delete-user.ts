import { deleteUserEndpoint, type UserIdRequest } from '@granska/domain';
import { useApiMutation } from '../../../api/endpoint-hooks';
import { customerAdminKeys } from './query-keys';

/** POST /user/delete: removes the user's account for good. */
export const useDeleteUser = () =>
  useApiMutation(
    async (api, body: UserIdRequest) => {
      await api.call(deleteUserEndpoint, { body });
    },
    (queryClient) => queryClient.invalidateQueries({ queryKey: customerAdminKeys.users }),
  );
