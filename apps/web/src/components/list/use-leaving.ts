import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker, useLocation } from 'react-router';

/**
 * True from the moment a navigation to another path starts (a link, another portal, Back) until the
 * page shows a new location of its own. A page that navigates by itself later (a debounced search in
 * the address or the history entry) checks it first: the router shows the next page in a transition,
 * so the page that was left stays mounted for a moment, and a navigation from it then would take the
 * user back to it. Never blocks anything: the router asks every navigation's blocker first, which is
 * what this listens to.
 */
export const useLeaving = (): RefObject<boolean> => {
  const leaving = useRef(false);
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location of the same page resets it.
  useEffect(() => {
    leaving.current = false;
  }, [key]);
  const notice = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
    if (nextLocation.pathname !== currentLocation.pathname) leaving.current = true;
    return false;
  }, []);
  useBlocker(notice);
  return leaving;
};
