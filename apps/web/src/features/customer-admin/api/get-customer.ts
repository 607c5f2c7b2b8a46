import { type AccountCustomer, AccountCustomerResult, mainApiErrorMessage } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { useSession } from '../../../app/session/session-context';
import { customerAdminKeys } from './query-keys';

const PATH = '/account/customer';

/** The caller's own customer (number, name and its access list), or null when it has none. */
export const customerParser = {
  parse: (result: unknown): AccountCustomer | null => AccountCustomerResult.parse(result)[0] ?? null,
};

/** GET /account/customer: the customer admin's customer, whose access list bounds what it may grant. */
export const useOwnCustomer = () => {
  const api = useMainApi();
  const { user } = useSession();
  return useQuery({
    queryKey: customerAdminKeys.customer(user?.userId),
    queryFn: ({ signal }) =>
      api.request({
        path: PATH,
        errorMessage: mainApiErrorMessage('GET', PATH),
        schema: customerParser,
        signal,
      }),
    enabled: user !== null,
  });
};
