import {
  type Group,
  mainApiErrorMessage,
  USERS_PAGE_SIZE,
  UserListEnvelope,
  type UserView,
} from '@granska/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type EnvelopeRequest, useEnvelopeRequest } from '../../../api/use-envelope-request';
import { type ListPage, toListPage } from './list-page';

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
  request: EnvelopeRequest,
  { search, role, page }: UsersFilter,
  signal?: AbortSignal,
): Promise<ListPage<UserView>> => {
  return toListPage(
    await request(
      {
        path: '/users',
        query: {
          role: role ?? undefined,
          search: search.trim() || undefined,
          page: page - 1,
          size: USERS_PAGE_SIZE,
        },
        errorMessage: mainApiErrorMessage('GET', '/users'),
        ...(signal ? { signal } : {}),
      },
      UserListEnvelope,
    ),
  );
};

export const useUsers = (filter: UsersFilter) => {
  const request = useEnvelopeRequest();
  return useQuery({
    queryKey: usersQueryKey(filter),
    queryFn: ({ signal }) => fetchUsers(request, filter, signal),
    placeholderData: keepPreviousData,
  });
};
