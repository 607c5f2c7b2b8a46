import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { RuntimeConfig } from './config/runtime-config';
import { AppProviders, createQueryClient } from './providers';
import { createRoutes } from './router/routes';
import type { Session, SessionStore } from './session/session';

export interface AppProps {
  config: RuntimeConfig;
  i18n: I18n;
  session?: Session;
  sessionStore?: SessionStore;
  /** Made before the app renders (main.tsx), so that the route's code loads meanwhile; else made here. */
  router?: ReturnType<typeof createBrowserRouter>;
  /** The query cache the first screen's prefetch fills (main.tsx); else made here. */
  queryClient?: QueryClient;
}

export const App = ({
  config,
  i18n,
  session,
  sessionStore,
  router: givenRouter,
  queryClient: givenQueryClient,
}: AppProps) => {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  const [router] = useState(() => givenRouter ?? createBrowserRouter(createRoutes()));
  return (
    <AppProviders
      config={config}
      i18n={i18n}
      queryClient={queryClient}
      {...(session ? { session } : {})}
      {...(sessionStore ? { sessionStore } : {})}
    >
      <RouterProvider router={router} />
    </AppProviders>
  );
};
