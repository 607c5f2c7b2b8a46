import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading (a lazy route, its first fetch). */
const HEADING_WAIT_MS = 10_000;

/**
 * After an in-app navigation (not the first page of a visit), the focus goes to the new page's h1 in
 * `<main>` (WCAG 2.4.3): a screen reader reads where the user now is, and Tab continues from there. The
 * heading may arrive after the route's code and data, so the frame watches for it for a while.
 */
export const useFocusHeadingOnNavigation = (main: React.RefObject<HTMLElement | null>): void => {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is the navigation's, so runs per pathname
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const container = main.current;
    if (!container) return;
    const focusHeading = (): boolean => {
      const heading = container.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(container, { childList: true, subtree: true });
    return stop;
  }, [pathname, main]);
};
