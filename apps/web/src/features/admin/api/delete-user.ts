import { deleteUserEndpoint, type UserIdRequest } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MainApi } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { usersQueryKey } from './list-users';

/** POST /user/delete {userId}. */
export const deleteUser = async (api: MainApi, body: UserIdRequest): Promise<void> => {
  await api.call(deleteUserEndpoint, { body });
};

export const useDeleteUser = () => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserIdRequest) => deleteUser(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey() }),
  });
};
