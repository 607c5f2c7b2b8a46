import { populateUserEndpoint } from '@granska/domain';
import { useItemQuery } from '../../../api/endpoint-hooks';

export const userQueryKey = (userId: string) => ['admin', 'user', userId] as const;

/** POST /user/populate {userId}: the user as the API shows it (the one item of `result`). */
export const useUser = (userId: string | null) =>
  useItemQuery(
    userQueryKey(userId ?? ''),
    populateUserEndpoint,
    { body: { userId: userId ?? '' } },
    {
      enabled: userId !== null,
      // The editor starts from what the server has now, never from a cached copy.
      staleTime: 0,
      gcTime: 0,
    },
  );
