import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changingSessionStore, fakeSession, fakeUser } from '../../test/render';
import type { Session } from './session';
import { SessionProvider } from './session-context';
import { SessionScopedCache } from './session-scoped-cache';

const KEY = ['cached'];

const setup = (initial: Session) => {
  const queryClient = new QueryClient();
  const { store, change } = changingSessionStore(initial);
  render(
    <SessionProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <SessionScopedCache />
      </QueryClientProvider>
    </SessionProvider>,
  );
  return { queryClient, change: (next: Session) => act(() => change(next)) };
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
