import { resetUserPasswordEndpoint, type UserIdRequest } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { customerAdminKeys } from './query-keys';

/** POST /user/reset: the user is e-mailed a new temporary password and must choose a new one. */
export const useResetUserPassword = () => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UserIdRequest): Promise<void> => {
      await api.call(resetUserPasswordEndpoint, { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerAdminKeys.users }),
  });
};
