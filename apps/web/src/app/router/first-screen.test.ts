import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession, fakeUser } from '../../test/render';
import type { Session, SessionStore } from '../session/session';
import { createFirstScreen, type FirstScreenContext } from './first-screen';

/** A store whose session changes when the test says so (a stored session being restored). */
const changingStore = (initial: Session) => {
  let current = initial;
  const listeners = new Set<() => void>();
  const store: SessionStore = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => current,
  };
  const change = (next: Session) => {
    current = next;
    for (const listener of [...listeners]) listener();
  };
  return { store, change };
};

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
    const { store, change } = changingStore(fakeSession(null, { restoring: true }));
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
    firstScreen.start({ apiBaseUrl: '/api' }, changingStore(fakeSession(null)).store);
    await loader(args('http://localhost/background-check'));
    await loader(args('http://localhost/background-check'));
    await flush();
    await flush();
    expect(calls).toEqual([]);

    const loggedIn = createFirstScreen(new QueryClient());
    const other = feature();
    const again = loggedIn.prefetch(other.load);
    loggedIn.start({ apiBaseUrl: '/api' }, changingStore(fakeSession(fakeUser([]))).store);
    await again(args('http://localhost/background-check'));
    await again(args('http://localhost/background-check?page=2'));
    await vi.waitFor(() => expect(other.calls).toHaveLength(1));
    await flush();
    expect(other.calls).toHaveLength(1);
  });
});
