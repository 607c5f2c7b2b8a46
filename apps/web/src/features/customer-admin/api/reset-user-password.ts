import { resetUserPasswordEndpoint, type UserIdRequest } from '@granska/domain';
import { useApiMutation } from '../../../api/endpoint-hooks';
import { customerAdminKeys } from './query-keys';

/** POST /user/reset: the user is e-mailed a new temporary password and must choose a new one. */
export const useResetUserPassword = () =>
  useApiMutation(
    async (api, body: UserIdRequest) => {
      await api.call(resetUserPasswordEndpoint, { body });
    },
    (queryClient) => queryClient.invalidateQueries({ queryKey: customerAdminKeys.users }),
  );
