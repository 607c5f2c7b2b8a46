import { pageSize } from '../../features/orders/orders-page';
export const Pager = () => pageSize;
