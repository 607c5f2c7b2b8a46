import { routes } from '../../app/router/routes';
export const OrdersPage = () => routes;
