import { mainApiErrorMessage, type SaveUserRequest, USER_MESSAGES } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { singleUser } from './populate-user';
import { customerAdminKeys } from './query-keys';

const PATH = '/user';

/**
 * POST /user: without `userId` an invitation (the user is e-mailed a temporary password and chooses a
 * new one at the first log-in), with it an update (groups replace the list, `userEnabled` enables or
 * disables). The server fills in the caller's customer; custNo is never sent.
 */
export const useSaveUser = () => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveUserRequest) =>
      api.request({
        method: 'POST',
        path: PATH,
        body,
        errorMessage: body.userId ? USER_MESSAGES.updateFailed : mainApiErrorMessage('POST', PATH),
        schema: singleUser,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerAdminKeys.users }),
  });
};
