import { orderRecipientOptionsEndpoint } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { backgroundCheckKeys } from './query-keys';

/**
 * GET /order/recipients: the customer's users who can be chosen as recipients (id and e-mail), for
 * orderers and BKChangeRecipient users alike.
 */
export const useRecipientOptions = ({ enabled }: { enabled: boolean }) => {
  const api = useMainApi();
  return useQuery({
    queryKey: backgroundCheckKeys.recipientOptions,
    queryFn: async ({ signal }) => (await api.call(orderRecipientOptionsEndpoint, { signal })).result,
    enabled,
  });
};
