import { type AccountCustomer, AccountCustomerResult, mainApiErrorMessage } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { useSession } from '../../../app/session/session-context';

/** The result list's customer, or null for a user without one (staff). */
export const accountCustomerParser = {
  parse: (result: unknown): AccountCustomer | null => AccountCustomerResult.parse(result)[0] ?? null,
};

export const accountCustomerQueryKey = (userId: string | undefined) =>
  ['account', 'customer', userId] as const;

export const useAccountCustomer = () => {
  const api = useMainApi();
  const { user } = useSession();
  return useQuery({
    queryKey: accountCustomerQueryKey(user?.userId),
    queryFn: ({ signal }) =>
      api.request({
        path: '/account/customer',
        errorMessage: mainApiErrorMessage('GET', '/account/customer'),
        schema: accountCustomerParser,
        signal,
      }),
    enabled: user !== null,
  });
};
