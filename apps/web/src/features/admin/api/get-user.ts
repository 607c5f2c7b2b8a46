import { populateUserEndpoint, type UserView } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { firstResult, type MainApi } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';

export const userQueryKey = (userId: string) => ['admin', 'user', userId] as const;

/** POST /user/populate {userId}: the user as the API shows it (the one item of `result`). */
export const fetchUser = async (api: MainApi, userId: string, signal?: AbortSignal): Promise<UserView> =>
  firstResult(
    await api.call(populateUserEndpoint, { body: { userId }, ...(signal ? { signal } : {}) }),
    populateUserEndpoint,
  );

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
