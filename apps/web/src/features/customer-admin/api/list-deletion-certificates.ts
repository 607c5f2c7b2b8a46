import { DEFAULT_PAGE_SIZE, listDeletionCertificatesEndpoint } from '@granska/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { useSession } from '../../../app/session/session-context';
import { toListPage } from '../../../components/list/list-page';
import { customerAdminKeys } from './query-keys';

/**
 * GET /deletion-certificates?page&size: the own customer's certificates of finished cases whose personal
 * data was deleted, newest deletion first. `page` counts from 1 here, from 0 on the wire (paging.md).
 */
export const useDeletionCertificates = (page: number) => {
  const api = useMainApi();
  const { user } = useSession();
  return useQuery({
    queryKey: customerAdminKeys.deletionCertificates(user?.userId, page),
    queryFn: async ({ signal }) =>
      toListPage(
        await api.call(listDeletionCertificatesEndpoint, {
          query: { page: page - 1, size: DEFAULT_PAGE_SIZE },
          signal,
        }),
      ),
    enabled: user !== null,
    placeholderData: keepPreviousData,
  });
};
