import { orderInitEndpoint } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { firstResult } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { backgroundCheckKeys } from './query-keys';

/**
 * POST /order/init: what the order form offers the caller (services it may order, checkpoints and
 * costs, bkConfig, invoice companies, recipients, its cost center).
 */
export const useOrderInit = ({ enabled }: { enabled: boolean }) => {
  const api = useMainApi();
  return useQuery({
    queryKey: backgroundCheckKeys.init,
    queryFn: async ({ signal }) =>
      firstResult(await api.call(orderInitEndpoint, { body: undefined, signal }), orderInitEndpoint),
    enabled,
  });
};
