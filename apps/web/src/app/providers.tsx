import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { StatusAnnouncer } from '../components/status-announcer/status-announcer';
import { ConfigProvider } from './config/config-context';
import type { RuntimeConfig } from './config/runtime-config';
import type { Session, SessionStore } from './session/session';
import { SessionProvider } from './session/session-context';
import { SessionScopedCache } from './session/session-scoped-cache';
import { cssVariablesResolver, theme } from './theme';

// Notifications (and the transition and scroll-lock code and the style sheet they bring) load after the
// first paint.
const Notifications = lazy(async () => ({ default: (await import('./notifications')).Notifications }));

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

export interface AppProvidersProps {
  config: RuntimeConfig;
  i18n: I18n;
  /** A fixed session (tests); `sessionStore` is the live one. Neither: nobody is logged in. */
  session?: Session;
  sessionStore?: SessionStore;
  queryClient: QueryClient;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
  children: ReactNode;
}

export const AppProviders = ({
  config,
  i18n,
  session,
  sessionStore,
  queryClient,
  env,
  children,
}: AppProvidersProps) => (
  <ConfigProvider config={config}>
    <I18nextProvider i18n={i18n}>
      <SessionProvider {...(session ? { session } : {})} {...(sessionStore ? { store: sessionStore } : {})}>
        <QueryClientProvider client={queryClient}>
          <SessionScopedCache />
          <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env ?? 'default'}>
            <Suspense fallback={null}>
              <Notifications />
            </Suspense>
            <StatusAnnouncer>{children}</StatusAnnouncer>
          </MantineProvider>
        </QueryClientProvider>
      </SessionProvider>
    </I18nextProvider>
  </ConfigProvider>
);
