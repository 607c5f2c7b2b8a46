import { OrdersPage } from '../features/orders/orders-page';
export const routes = [OrdersPage];
