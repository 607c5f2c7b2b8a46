import { type SaveUserRequest, saveUserEndpoint, USER_MESSAGES } from '@granska/domain';
import { callForItem, useApiMutation } from '../../../api/endpoint-hooks';
import { usersQueryKey } from './list-users';

/**
 * POST /user: create (no userId) or update (userId given); answers the saved user. The contract's
 * 'Kontot kunde inte skapas' is the create message; an update fails as 'Kontot kunde inte sparas'
 * (the domain's USER_MESSAGES, as the server says it).
 */
export const useSaveUser = () =>
  useApiMutation(
    (api, body: SaveUserRequest) =>
      callForItem(api, saveUserEndpoint, {
        body,
        errorMessage: body.userId ? USER_MESSAGES.updateFailed : saveUserEndpoint.errorMessage,
      }),
    (queryClient) => queryClient.invalidateQueries({ queryKey: usersQueryKey() }),
  );
