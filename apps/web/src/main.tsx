import '@mantine/core/styles.css';
import './app/focus.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { loadRuntimeConfig } from './app/config/runtime-config';
import { createQueryClient } from './app/providers';
import { createFirstScreen } from './app/router/first-screen';
import { createRoutes } from './app/router/routes';
import { createBrowserSession } from './app/session/browser-session';
import { createI18n } from './i18n/i18n';

/**
 * Shown without React, i18n or styles: it must work when the configuration (or anything else the app
 * needs to start) cannot be fetched, so it cannot come from the translation files.
 */
const START_FAILED = 'Granska kunde inte startas. Kontrollera anslutningen och ladda om sidan.';

const bootstrap = async (container: HTMLElement): Promise<void> => {
  try {
    // Everything the first screen waits for starts at once (docs/decisions/web-bundle.md): the
    // configuration and the translations (both preloaded by index.html) and, through the router, the
    // code of the route asked for; a route's loader starts its first API call beside that code.
    const queryClient = createQueryClient();
    const firstScreen = createFirstScreen(queryClient);
    const router = createBrowserRouter(createRoutes(firstScreen));
    const [config, i18n] = await Promise.all([loadRuntimeConfig(), createI18n()]);
    const sessionStore = createBrowserSession(config);
    firstScreen.start(config, sessionStore);
    createRoot(container).render(
      <StrictMode>
        <App
          config={config}
          i18n={i18n}
          sessionStore={sessionStore}
          router={router}
          queryClient={queryClient}
        />
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.textContent = START_FAILED;
    container.replaceChildren(message);
  }
};

const container = document.getElementById('root');
if (container) void bootstrap(container);
