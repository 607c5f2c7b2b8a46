import { Navigate, type RouteObject, useLocation } from 'react-router';
import { NotFoundPage } from '../not-found-page';
import type { FirstScreen } from './first-screen';
import { RouteErrorPage } from './route-error-page';
import { RouteGuard } from './route-guard';
import { RouteLoading } from './route-loading';

/**
 * Every route of spec §2. Who may see a path is decided once, by RouteGuard from the domain's route
 * table; this list only says what renders. Each portal, the header layout and the login page are
 * their own lazily loaded chunks. With `firstScreen` (the running app, main.tsx), a page whose first
 * API call is known starts it beside its code (first-screen.ts); tests render without it.
 */
export const createRoutes = (firstScreen?: FirstScreen): RouteObject[] => [
  {
    element: <RouteGuard />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: RouteLoading,
    children: [
      { index: true, element: <Navigate to="/login" replace /> },
      { path: 'portal', element: <Navigate to="/login" replace /> },
      { path: 'consent', element: <Navigate to="/login" replace /> },
      { path: 'consent/:id', Component: ConsentRedirect },
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('../../features/login/login-page')).LoginPage }),
      },
      { path: '404', Component: NotFoundPage },
      {
        path: 'accessibility',
        lazy: async () => ({
          Component: (await import('../../features/accessibility/accessibility-page')).AccessibilityPage,
        }),
      },
      ...['external/*', 'scs/*', 'spip/*', 'cre/*'].map(
        (path): RouteObject => ({
          path,
          lazy: async () => ({
            Component: (await import('../../features/external/external-page')).ExternalPage,
          }),
        }),
      ),
      {
        lazy: async () => ({ Component: (await import('../layout/app-layout')).AppLayout }),
        children: [
          {
            path: 'account',
            lazy: async () => ({
              Component: (await import('../../features/account/account-page')).AccountPage,
            }),
          },
          {
            path: 'admin/*',
            lazy: async () => ({
              Component: (await import('../../features/admin/admin-portal')).AdminPortal,
            }),
          },
          {
            path: 'coordinator/*',
            lazy: async () => ({
              Component: (await import('../../features/coordinator/coordinator-portal')).CoordinatorPortal,
            }),
          },
          {
            path: 'analyst/*',
            lazy: async () => ({
              Component: (await import('../../features/analyst/analyst-portal')).AnalystPortal,
            }),
          },
          {
            path: 'customer-admin/*',
            lazy: async () => ({
              Component: (await import('../../features/customer-admin/customer-admin-portal'))
                .CustomerAdminPortal,
            }),
          },
          {
            path: 'background-check/*',
            ...(firstScreen && {
              loader: firstScreen.prefetch(
                () => import('../../features/background-check/api/prefetch-orders'),
              ),
            }),
            lazy: async () => ({
              Component: (await import('../../features/background-check/background-check-portal'))
                .BackgroundCheckPortal,
            }),
          },
          {
            path: 'reference-check/*',
            lazy: async () => ({
              Component: (await import('../../features/reference-check/reference-check-portal'))
                .ReferenceCheckPortal,
            }),
          },
          {
            path: 'data-collector/*',
            lazy: async () => ({
              Component: (await import('../../features/data-collector/data-collector-portal'))
                .DataCollectorPortal,
            }),
          },
          {
            path: 'lfd/*',
            lazy: async () => ({ Component: (await import('../../features/lfd/lfd-portal')).LfdPortal }),
          },
          {
            path: 'spi/*',
            lazy: async () => ({ Component: (await import('../../features/spi/spi-portal')).SpiPortal }),
          },
          {
            path: 'sak/*',
            lazy: async () => ({ Component: (await import('../../features/sak/sak-portal')).SakPortal }),
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

/** consent/{id} → external/consent/{id} (spec §2). */
function ConsentRedirect() {
  const { pathname } = useLocation();
  return <Navigate to={`/external${pathname}`} replace />;
}
