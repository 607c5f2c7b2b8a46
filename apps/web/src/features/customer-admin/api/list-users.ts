import {
  type ListUsersQuery,
  listUsersEndpoint,
  pageCount,
  USERS_PAGE_SIZE,
  type UserView,
} from '@granska/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { useSession } from '../../../app/session/session-context';
import { type ListPage, toListPage } from '../../../components/list/list-page';
import { customerAdminKeys } from './query-keys';

/**
 * GET /users?search&page&size: the server lists only the caller's own customer's users (e-mail order),
 * so no custNo is sent. `page` is 1-based here and 0-based on the wire (paging.md).
 */
export const useUsersPage = ({ page, search }: { page: number; search: string }) => {
  const api = useMainApi();
  const { user } = useSession();
  const trimmed = search.trim();
  return useQuery({
    queryKey: customerAdminKeys.usersPage(user?.userId, page, trimmed),
    queryFn: async ({ signal }): Promise<ListPage<UserView>> => {
      const query = {
        page: page - 1,
        size: USERS_PAGE_SIZE,
        ...(trimmed === '' ? {} : { search: trimmed }),
      } satisfies Partial<ListUsersQuery>;
      const envelope = await api.call(listUsersEndpoint, { query, signal });
      return toListPage(envelope, pageCount(envelope.paging));
    },
    enabled: user !== null,
    placeholderData: keepPreviousData,
  });
};
