import { routes } from '../../../apps/web/src/app/routes';
export const domainRoutes = routes;
