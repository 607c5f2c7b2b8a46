import { listAnalystsEndpoint, listSpiLeadersEndpoint } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { coordinatorKeys } from './query-keys';

const STAFF_USERS_ENDPOINTS = { analysts: listAnalystsEndpoint, 'spi-leaders': listSpiLeadersEndpoint };

/** GET /staff/analysts or /staff/spi-leaders: the enabled users a job can be given to. */
export const useStaffUsers = (group: 'analysts' | 'spi-leaders', { enabled }: { enabled: boolean }) => {
  const api = useMainApi();
  return useQuery({
    queryKey: coordinatorKeys.staffUsers(group),
    queryFn: async ({ signal }) => (await api.call(STAFF_USERS_ENDPOINTS[group], { signal })).result,
    enabled,
    staleTime: 60_000,
  });
};
