import { mainApiErrorMessage, OrderInitView } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { backgroundCheckKeys } from './query-keys';

const PATH = '/order/init';

const singleInit = {
  parse: (result: unknown): OrderInitView => {
    const [init] = OrderInitView.array().min(1).parse(result);
    if (!init) throw new Error('no init in the result');
    return init;
  },
};

/**
 * POST /order/init: what the order form offers the caller (services it may order, checkpoints and
 * costs, bkConfig, invoice companies, recipients, its cost center).
 */
export const useOrderInit = ({ enabled }: { enabled: boolean }) => {
  const api = useMainApi();
  return useQuery({
    queryKey: backgroundCheckKeys.init,
    queryFn: ({ signal }) =>
      api.request({
        method: 'POST',
        path: PATH,
        errorMessage: mainApiErrorMessage('POST', PATH),
        schema: singleInit,
        signal,
      }),
    enabled,
  });
};
