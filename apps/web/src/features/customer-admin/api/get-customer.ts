import { accountCustomerEndpoint } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { useSession } from '../../../app/session/session-context';
import { customerAdminKeys } from './query-keys';

/**
 * GET /account/customer: the customer admin's customer (number, name and its access list, which bounds
 * what it may grant), or null when it has none.
 */
export const useOwnCustomer = () => {
  const api = useMainApi();
  const { user } = useSession();
  return useQuery({
    queryKey: customerAdminKeys.customer(user?.userId),
    queryFn: async ({ signal }) => (await api.call(accountCustomerEndpoint, { signal })).result[0] ?? null,
    enabled: user !== null,
  });
};
