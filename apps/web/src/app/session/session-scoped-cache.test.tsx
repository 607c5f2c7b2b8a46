import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeSession, fakeUser } from '../../test/render';
import type { Session, SessionStore } from './session';
import { SessionProvider } from './session-context';
import { SessionScopedCache } from './session-scoped-cache';

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
  const change = (next: Session) =>
    act(() => {
      current = next;
      for (const listener of [...listeners]) listener();
    });
  return { store, change };
};

const KEY = ['cached'];

const setup = (initial: Session) => {
  const queryClient = new QueryClient();
  const { store, change } = changingStore(initial);
  render(
    <SessionProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <SessionScopedCache />
      </QueryClientProvider>
    </SessionProvider>,
  );
  return { queryClient, change };
};

describe('the query cache belongs to one session', () => {
  it('keeps what was fetched while a stored session was being restored, for that session', () => {
    const { queryClient, change } = setup(fakeSession(null, { restoring: true }));
    queryClient.setQueryData(KEY, 'prefetched');
    change(fakeSession(fakeUser([])));
    expect(queryClient.getQueryData(KEY)).toBe('prefetched');
  });

  it('is emptied when the user logs out or another user logs in', () => {
    const { queryClient, change } = setup(fakeSession(fakeUser([])));
    queryClient.setQueryData(KEY, 'first user');
    change(fakeSession(fakeUser([], { userId: 'someone-else' })));
    expect(queryClient.getQueryData(KEY)).toBeUndefined();
    queryClient.setQueryData(KEY, 'second user');
    change(fakeSession(null));
    expect(queryClient.getQueryData(KEY)).toBeUndefined();
  });

  it('is emptied when a restored session turns out to be gone and someone logs in', () => {
    const { queryClient, change } = setup(fakeSession(null, { restoring: true }));
    change(fakeSession(null));
    queryClient.setQueryData(KEY, 'logged out');
    change(fakeSession(fakeUser([])));
    expect(queryClient.getQueryData(KEY)).toBeUndefined();
  });
});
