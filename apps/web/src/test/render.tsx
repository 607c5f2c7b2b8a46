import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import { createRoutes } from '../app/router/routes';
import { loggedOutSession, type Session, type SessionStore, type SessionUser } from '../app/session/session';
import { createStaticI18n } from '../i18n/i18n';
import type { Language } from '../i18n/merge-locales';
import { mergedLocale } from './locales';
import { testConfig } from './test-config';

export const testI18n = (language: Language = 'sv') =>
  createStaticI18n(
    { sv: { translation: mergedLocale('sv') }, en: { translation: mergedLocale('en') } },
    language,
  );

export const fakeUser = (groups: readonly string[], overrides: Partial<SessionUser> = {}): SessionUser => ({
  userId: '6f1c2a9e-0000-4000-8000-000000000001',
  email: 'anna.andersson@example.se',
  phone: '+46701234567',
  groups,
  custNo: null,
  ...overrides,
});

export const fakeSession = (user: SessionUser | null, overrides: Partial<Session> = {}): Session => ({
  ...loggedOutSession,
  user,
  ...overrides,
});

/** A store whose session changes when the test says so (a stored session being restored, a log-out). */
export const changingSessionStore = (initial: Session) => {
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

interface Options {
  session?: Session;
  sessionStore?: SessionStore;
  language?: Language;
}

export const renderWithProviders = (ui: ReactElement, { session, sessionStore, language }: Options = {}) => {
  const i18n = testI18n(language);
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders
      config={testConfig}
      i18n={i18n}
      queryClient={queryClient}
      env="test"
      {...(session ? { session } : {})}
      {...(sessionStore ? { sessionStore } : {})}
    >
      {children}
    </AppProviders>
  );
  return { i18n, queryClient, ...render(ui, { wrapper }) };
};

/** The app's real route table in memory, at `path`, with the given (fake) session. */
export const renderRoute = (path: string, options: Options = {}) => {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, options) };
};
