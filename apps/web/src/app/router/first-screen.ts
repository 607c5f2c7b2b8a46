import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import type { MainApi } from '../../api/main-api';
import type { RuntimeConfig } from '../config/runtime-config';
import type { Session, SessionStore } from '../session/session';

/** What a page's prefetch gets: the app's query cache, the main API of the restored session, the page. */
export interface FirstScreenContext {
  queryClient: QueryClient;
  api: MainApi;
  groups: readonly string[];
  url: URL;
}

/**
 * The first API call of the page a visitor opens, started beside the route's code instead of after it
 * (docs/decisions/web-bundle.md). The router exists before the configuration and the session do
 * (main.tsx), so a route's loader waits for `start`, then for the stored session to be restored, and
 * calls the feature's prefetch, which fills the query cache the page then reads. Only the page load's
 * own navigation prefetches; later navigations fetch as the page renders, as before.
 */
export interface FirstScreen {
  /** Called once the configuration is read and the session store exists. */
  start(config: Pick<RuntimeConfig, 'apiBaseUrl'>, sessionStore: SessionStore): void;
  /** A loader that imports `load` (beside the route's lazy code) and runs its prefetch; it returns at once. */
  prefetch(load: () => Promise<{ prefetchFirstScreen(context: FirstScreenContext): void }>): LoaderFunction;
}

/** The store's session once a stored one has been restored (or found missing). */
const restoredSession = (store: SessionStore): Promise<Session> =>
  new Promise((resolve) => {
    const settle = () => {
      const session = store.getSnapshot();
      if (session.restoring) return false;
      resolve(session);
      return true;
    };
    if (settle()) return;
    const unsubscribe = store.subscribe(() => {
      if (settle()) unsubscribe();
    });
  });

export const createFirstScreen = (queryClient: QueryClient): FirstScreen => {
  let started: (value: { apiBaseUrl: string; sessionStore: SessionStore }) => void = () => {};
  const ready = new Promise<{ apiBaseUrl: string; sessionStore: SessionStore }>((resolve) => {
    started = resolve;
  });
  let pageLoad = true;

  const run = async (
    load: () => Promise<{ prefetchFirstScreen(context: FirstScreenContext): void }>,
    url: URL,
  ): Promise<void> => {
    const [feature, { createMainApi }, { apiBaseUrl, sessionStore }] = await Promise.all([
      load(),
      import('../../api/main-api'),
      ready,
    ]);
    const session = await restoredSession(sessionStore);
    if (!session.user) return;
    const api = createMainApi({
      baseUrl: apiBaseUrl,
      getAccessToken: session.getAccessToken,
      refreshAccessToken: session.refreshAccessToken,
      onUnauthorized: session.expire,
    });
    feature.prefetchFirstScreen({ queryClient, api, groups: session.user.groups, url });
  };

  return {
    start: (config, sessionStore) => started({ apiBaseUrl: config.apiBaseUrl, sessionStore }),
    prefetch:
      (load) =>
      ({ request }) => {
        if (pageLoad) {
          pageLoad = false;
          // A prefetch that fails changes nothing: the page fetches (and reports) as it renders.
          run(load, new URL(request.url)).catch(() => {});
        }
        return null;
      },
  };
};
