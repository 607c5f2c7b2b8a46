import { deleteUserEndpoint, type UserIdRequest } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { customerAdminKeys } from './query-keys';

/** POST /user/delete: removes the user's account for good. */
export const useDeleteUser = () => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UserIdRequest): Promise<void> => {
      await api.call(deleteUserEndpoint, { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerAdminKeys.users }),
  });
};
