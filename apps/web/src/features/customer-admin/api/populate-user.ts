import { populateUserEndpoint, type UserIdRequest } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { firstResult } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { customerAdminKeys } from './query-keys';

/** POST /user/populate: a user fresh from the server, for the edit form. */
export const useUser = (userId: string | null) => {
  const api = useMainApi();
  return useQuery({
    queryKey: customerAdminKeys.user(userId ?? ''),
    queryFn: async ({ signal }) => {
      const body: UserIdRequest = { userId: userId ?? '' };
      return firstResult(await api.call(populateUserEndpoint, { body, signal }), populateUserEndpoint);
    },
    enabled: userId !== null,
    // Always fresh: the form must start from what the server holds now.
    staleTime: 0,
    gcTime: 0,
  });
};
