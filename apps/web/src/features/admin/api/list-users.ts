import { type Group, listUsersEndpoint, USERS_PAGE_SIZE, type UserView } from '@granska/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MainApi } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { type ListPage, toListPage } from '../../../components/list/list-page';

/** The users list's filter as the screen holds it; `page` is 1-based like the pager. */
export interface UsersFilter {
  search: string;
  role: Group | null;
  page: number;
}

export const usersQueryKey = (filter?: UsersFilter) =>
  filter ? (['admin', 'users', filter] as const) : (['admin', 'users'] as const);

/** GET /users?role&search&page&size: the API counts pages from 0 (paging.ts), the screen from 1. */
export const fetchUsers = async (
  api: MainApi,
  { search, role, page }: UsersFilter,
  signal?: AbortSignal,
): Promise<ListPage<UserView>> =>
  toListPage(
    await api.call(listUsersEndpoint, {
      query: {
        role: role ?? undefined,
        search: search.trim() || undefined,
        page: page - 1,
        size: USERS_PAGE_SIZE,
      },
      ...(signal ? { signal } : {}),
    }),
  );

export const useUsers = (filter: UsersFilter) => {
  const api = useMainApi();
  return useQuery({
    queryKey: usersQueryKey(filter),
    queryFn: ({ signal }) => fetchUsers(api, filter, signal),
    placeholderData: keepPreviousData,
  });
};
