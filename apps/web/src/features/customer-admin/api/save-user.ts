import { type SaveUserRequest, saveUserEndpoint, USER_MESSAGES } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { customerAdminKeys } from './query-keys';

/**
 * POST /user: without `userId` an invitation (the user is e-mailed a temporary password and chooses a
 * new one at the first log-in), with it an update (groups replace the list, `userEnabled` enables or
 * disables). The server fills in the caller's customer; custNo is never sent.
 */
export const useSaveUser = () => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveUserRequest) => {
      const errorMessage = body.userId ? USER_MESSAGES.updateFailed : saveUserEndpoint.errorMessage;
      return firstResult(await api.call(saveUserEndpoint, { body, errorMessage }), { errorMessage });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerAdminKeys.users }),
  });
};
