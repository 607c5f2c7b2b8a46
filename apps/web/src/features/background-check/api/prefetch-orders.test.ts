import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMainApi } from '../../../api/main-api';
import { paged, stubMainApi } from '../test/background-check-api';
import { FIRST_ORDERS_PAGE } from './list-orders';
import { prefetchFirstScreen } from './prefetch-orders';
import { backgroundCheckKeys } from './query-keys';

afterEach(() => {
  vi.unstubAllGlobals();
});

const api = () => createMainApi({ baseUrl: '/api', getAccessToken: async () => 'token' });
const READER = ['ServiceBackgroundCheck', 'BKRecipient'];

describe("the background-check list's first page, prefetched with the portal's code", () => {
  it('is the query the list shows first, in the cache before the list renders', async () => {
    const stub = stubMainApi({ 'GET /orders': () => paged([], { total: 0 }) });
    const queryClient = new QueryClient();
    prefetchFirstScreen({
      queryClient,
      api: api(),
      groups: READER,
      url: new URL('http://localhost/background-check'),
    });
    const key = backgroundCheckKeys.ordersPage(FIRST_ORDERS_PAGE);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(key)).toEqual({ items: [], page: 1, pages: 0, total: 0 }),
    );
    expect(stub.callsTo('GET', '/orders')).toHaveLength(1);
    expect(stub.callsTo('GET', '/orders')[0]?.query).toEqual({ page: '0', size: '10' });
  });

  it('is not fetched for another page of the portal, a filtered list, or a user who may not read it', async () => {
    const stub = stubMainApi({ 'GET /orders': () => paged([]) });
    const queryClient = new QueryClient();
    for (const [url, groups] of [
      ['http://localhost/background-check/new', READER],
      ['http://localhost/background-check?group=ongoing', READER],
      ['http://localhost/background-check', ['ServiceBackgroundCheck']],
    ] as const) {
      prefetchFirstScreen({ queryClient, api: api(), groups, url: new URL(url) });
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(stub.calls).toEqual([]);
  });
});
