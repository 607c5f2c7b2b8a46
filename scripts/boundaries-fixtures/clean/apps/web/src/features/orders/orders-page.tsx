import { session } from '../../app/session/session';
import { Pager } from '../../components/pager/pager';
export const OrdersPage = () => [Pager, session];
