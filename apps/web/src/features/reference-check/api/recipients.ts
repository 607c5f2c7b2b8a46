import { listUsersEndpoint, MAX_PAGE_SIZE } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { referenceCheckKeys } from './query-keys';

export interface RecipientOption {
  id: string;
  email: string;
}

/**
 * The customer's users who receive reference checks (RTRecipient), for an order's recipients. The
 * reference service has no call for them (docs/decisions/web-reference-check.md): a customer admin
 * reads them with GET /users?role=RTRecipient; every orderer can choose itself.
 */
export const useRecipientUsers = ({ enabled }: { enabled: boolean }) => {
  const api = useMainApi();
  return useQuery({
    queryKey: referenceCheckKeys.recipients,
    queryFn: async ({ signal }): Promise<RecipientOption[]> => {
      const envelope = await api.call(listUsersEndpoint, {
        query: { role: 'RTRecipient', page: 0, size: MAX_PAGE_SIZE },
        signal,
      });
      return envelope.result
        .filter((user) => user.userEnabled)
        .map((user) => ({ id: user.userId, email: user.userEmail }));
    },
    enabled,
  });
};
