import { accountCustomerEndpoint } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { useSession } from '../../../app/session/session-context';

export const accountCustomerQueryKey = (userId: string | undefined) =>
  ['account', 'customer', userId] as const;

/** GET /account/customer: the result list's customer, or null for a user without one (staff). */
export const useAccountCustomer = () => {
  const api = useMainApi();
  const { user } = useSession();
  return useQuery({
    queryKey: accountCustomerQueryKey(user?.userId),
    queryFn: async ({ signal }) => (await api.call(accountCustomerEndpoint, { signal })).result[0] ?? null,
    enabled: user !== null,
  });
};
