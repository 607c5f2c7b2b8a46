import { mainApiErrorMessage, StaffUserOption } from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { coordinatorKeys } from './query-keys';

/** GET /staff/analysts or /staff/spi-leaders: the enabled users a job can be given to. */
export const useStaffUsers = (group: 'analysts' | 'spi-leaders', { enabled }: { enabled: boolean }) => {
  const api = useMainApi();
  const path = `/staff/${group}`;
  return useQuery({
    queryKey: coordinatorKeys.staffUsers(group),
    queryFn: ({ signal }) =>
      api.request({
        path,
        errorMessage: mainApiErrorMessage('GET', path),
        schema: StaffUserOption.array(),
        signal,
      }),
    enabled,
    staleTime: 60_000,
  });
};
