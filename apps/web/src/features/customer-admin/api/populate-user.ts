import { mainApiErrorMessage, type UserIdRequest, UserView } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { customerAdminKeys } from './query-keys';

const PATH = '/user/populate';

/** The one user of a single-user answer's result list. */
export const singleUser = {
  parse: (result: unknown): UserView => {
    const [user] = UserView.array().min(1).parse(result);
    if (!user) throw new Error('no user in the result');
    return user;
  },
};

/** POST /user/populate: a user fresh from the server, for the edit form. */
export const useUser = (userId: string | null) => {
  const api = useMainApi();
  return useQuery({
    queryKey: customerAdminKeys.user(userId ?? ''),
    queryFn: ({ signal }) => {
      const body: UserIdRequest = { userId: userId ?? '' };
      return api.request({
        method: 'POST',
        path: PATH,
        body,
        errorMessage: mainApiErrorMessage('POST', PATH),
        schema: singleUser,
        signal,
      });
    },
    enabled: userId !== null,
    // Always fresh: the form must start from what the server holds now.
    staleTime: 0,
    gcTime: 0,
  });
};
