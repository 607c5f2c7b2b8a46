import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { changingSessionStore, fakeSession, fakeUser } from '../../test/render';
import { createFirstScreen, type FirstScreenContext } from './first-screen';

const args = (url: string) => ({ request: new Request(url), params: {} }) as unknown as LoaderFunctionArgs;

const feature = () => {
  const calls: FirstScreenContext[] = [];
  const prefetchFirstScreen = vi.fn((context: FirstScreenContext) => {
    calls.push(context);
  });
  return { calls, load: async () => ({ prefetchFirstScreen }), prefetchFirstScreen };
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the first screen prefetch', () => {
  it('answers the router at once and prefetches once the stored session is restored', async () => {
    const queryClient = new QueryClient();
    const firstScreen = createFirstScreen(queryClient);
    const { calls, load } = feature();
    const loader = firstScreen.prefetch(load);
    // The router asks before the configuration has been read: the loader does not wait for it.
    expect(await loader(args('http://localhost/background-check'))).toBeNull();
    const { store, change } = changingSessionStore(fakeSession(null, { restoring: true }));
    firstScreen.start({ apiBaseUrl: '/api' }, store);
    await flush();
    expect(calls).toEqual([]);
    change(fakeSession(fakeUser(['BKOrderer'])));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.queryClient).toBe(queryClient);
    expect(calls[0]?.groups).toEqual(['BKOrderer']);
    expect(calls[0]?.url.pathname).toBe('/background-check');
    expect(typeof calls[0]?.api.call).toBe('function');
  });

  it('prefetches for the page load only, and never for nobody', async () => {
    const firstScreen = createFirstScreen(new QueryClient());
    const { calls, load } = feature();
    const loader = firstScreen.prefetch(load);
    firstScreen.start({ apiBaseUrl: '/api' }, changingSessionStore(fakeSession(null)).store);
    await loader(args('http://localhost/background-check'));
    await loader(args('http://localhost/background-check'));
    await flush();
    await flush();
    expect(calls).toEqual([]);

    const loggedIn = createFirstScreen(new QueryClient());
    const other = feature();
    const again = loggedIn.prefetch(other.load);
    loggedIn.start({ apiBaseUrl: '/api' }, changingSessionStore(fakeSession(fakeUser([]))).store);
    await again(args('http://localhost/background-check'));
    await again(args('http://localhost/background-check?page=2'));
    await vi.waitFor(() => expect(other.calls).toHaveLength(1));
    await flush();
    expect(other.calls).toHaveLength(1);
  });
});
