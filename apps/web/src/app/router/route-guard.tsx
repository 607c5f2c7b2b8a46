import { LOGIN_PATH, routeDecision } from '@granska/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { LoginRedirectState } from '../../features/login/login-page';
import { useSession } from '../session/session-context';
import { RouteLoading } from './route-loading';

/**
 * The one guard, above every route: the domain's route table (spec §2) decides for the current path.
 * Not logged in → login (remembering where the visitor was going); without a required group → the
 * user's landing page; redirect routes and unknown paths are answered here too, so no route list in
 * the web app repeats the table. While a stored session is being restored, nothing is decided.
 */
export const RouteGuard = () => {
  const { pathname, search, hash } = useLocation();
  const { user, restoring } = useSession();
  if (restoring) return <RouteLoading />;
  const decision = routeDecision(pathname, user?.groups ?? null);
  if (decision.kind === 'redirect' && decision.to !== pathname) {
    const state: LoginRedirectState | undefined =
      decision.to === LOGIN_PATH && !user ? { from: `${pathname}${search}${hash}` } : undefined;
    return <Navigate to={decision.to} replace state={state} />;
  }
  return <Outlet />;
};
