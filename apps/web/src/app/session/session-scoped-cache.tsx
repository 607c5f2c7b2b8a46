import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from './session-context';

/**
 * The session store of spec §3 (TanStack Query's cache: the customer, lists, …) belongs to one
 * session: whenever the user changes (log-out, an expired or refused session, another log-in) it is
 * emptied, whichever way the change came about.
 */
export const SessionScopedCache = () => {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.userId ?? null;
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== userId) queryClient.clear();
    previous.current = userId;
  }, [userId, queryClient]);
  return null;
};
