import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from './session-context';

/**
 * The session store of spec §3 (TanStack Query's cache: the customer, lists, …) belongs to one
 * session: whenever the user changes (log-out, an expired or refused session, another log-in) it is
 * emptied, whichever way the change came about. A stored session restored at start-up is no change:
 * nobody was known before it, and what was fetched for it meanwhile (the first screen's prefetch,
 * src/app/router/first-screen.ts) is its own.
 */
export const SessionScopedCache = () => {
  const { user, restoring } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.userId ?? null;
  // undefined: nobody known yet (a stored session is being restored).
  const previous = useRef<string | null | undefined>(restoring ? undefined : userId);
  useEffect(() => {
    if (restoring) return;
    if (previous.current !== undefined && previous.current !== userId) queryClient.clear();
    previous.current = userId;
  }, [userId, restoring, queryClient]);
  return null;
};
