import { type SaveUserRequest, saveUserEndpoint, USER_MESSAGES, type UserView } from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult, type MainApi } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { usersQueryKey } from './list-users';

/**
 * POST /user: create (no userId) or update (userId given); answers the saved user. The contract's
 * 'Kontot kunde inte skapas' is the create message; an update fails as 'Kontot kunde inte sparas'
 * (the domain's USER_MESSAGES, as the server says it).
 */
export const saveUser = async (api: MainApi, body: SaveUserRequest): Promise<UserView> => {
  const errorMessage = body.userId ? USER_MESSAGES.updateFailed : saveUserEndpoint.errorMessage;
  return firstResult(await api.call(saveUserEndpoint, { body, errorMessage }), { errorMessage });
};

export const useSaveUser = () => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveUserRequest) => saveUser(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey() }),
  });
};
