import type { QueryClient } from '@tanstack/react-query';
import type { MainApi } from '../../../api/main-api';
import { PORTAL_PATH } from '../paths';
import { rightsOf } from '../rights';
import { FIRST_ORDERS_PAGE, ordersPageQuery } from './list-orders';

export interface FirstScreenContext {
  queryClient: QueryClient;
  api: MainApi;
  groups: readonly string[];
  url: URL;
}

/**
 * When the page loaded is the portal's list as it first shows (no filter in the address), its first
 * page is fetched while the portal's code loads (src/app/router/first-screen.ts); the list then finds it
 * in the cache. A search kept in the history entry of a reload is not seen here: that list fetches its
 * own page, and this one goes unused.
 */
export const prefetchFirstScreen = ({ queryClient, api, groups, url }: FirstScreenContext): void => {
  if (url.pathname !== PORTAL_PATH || url.search !== '' || !rightsOf(groups).read) return;
  void queryClient.prefetchQuery(ordersPageQuery(api, FIRST_ORDERS_PAGE));
};
