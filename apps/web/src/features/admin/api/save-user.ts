import {
  mainApiErrorMessage,
  type SaveUserRequest,
  USER_MESSAGES,
  type UserView,
  UserView as UserViewSchema,
} from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import type { MainApi } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { usersQueryKey } from './list-users';

/**
 * POST /user: create (no userId) or update (userId given); answers the saved user. The catalogue's
 * 'Kontot kunde inte skapas' is the create message; an update fails as 'Kontot kunde inte sparas'
 * (the domain's USER_MESSAGES, as the server says it).
 */
export const saveUser = async (api: MainApi, body: SaveUserRequest): Promise<UserView> => {
  const errorMessage = body.userId ? USER_MESSAGES.updateFailed : mainApiErrorMessage('POST', '/user');
  const [user] = await api.request({
    method: 'POST',
    path: '/user',
    body,
    errorMessage,
    schema: UserViewSchema.array(),
  });
  if (!user) throw new ApiError(errorMessage);
  return user;
};

export const useSaveUser = () => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveUserRequest) => saveUser(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey() }),
  });
};
