import { routeDecision } from '@granska/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../session/session-context';

/**
 * The one guard, above every route: the domain's route table (spec §2) decides for the current path.
 * Not logged in → login; without a required group → the user's landing page; redirect routes and
 * unknown paths are answered here too, so no route list in the web app repeats the table.
 */
export const RouteGuard = () => {
  const { pathname } = useLocation();
  const { user } = useSession();
  const decision = routeDecision(pathname, user?.groups ?? null);
  if (decision.kind === 'redirect' && decision.to !== pathname) {
    return <Navigate to={decision.to} replace />;
  }
  return <Outlet />;
};
