import { mainApiErrorMessage, type UserView, UserView as UserViewSchema } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import type { MainApi } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';

export const userQueryKey = (userId: string) => ['admin', 'user', userId] as const;

/** POST /user/populate {userId}: the user as the API shows it (the one item of `result`). */
export const fetchUser = async (api: MainApi, userId: string, signal?: AbortSignal): Promise<UserView> => {
  const errorMessage = mainApiErrorMessage('POST', '/user/populate');
  const [user] = await api.request({
    method: 'POST',
    path: '/user/populate',
    body: { userId },
    errorMessage,
    schema: UserViewSchema.array(),
    ...(signal ? { signal } : {}),
  });
  if (!user) throw new ApiError(errorMessage);
  return user;
};

export const useUser = (userId: string | null) => {
  const api = useMainApi();
  return useQuery({
    queryKey: userQueryKey(userId ?? ''),
    queryFn: ({ signal }) => fetchUser(api, userId ?? '', signal),
    enabled: userId !== null,
    // The editor starts from what the server has now, never from a cached copy.
    staleTime: 0,
    gcTime: 0,
  });
};
