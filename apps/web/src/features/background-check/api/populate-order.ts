import { populateOrderEndpoint } from '@granska/domain';
import { useItemQuery } from '../../../api/endpoint-hooks';
import { backgroundCheckKeys } from './query-keys';

/** POST /order/populate {id}: one order the caller may see, with its jobs (404 otherwise). */
export const useOrder = (orderId: string) =>
  useItemQuery(backgroundCheckKeys.order(orderId), populateOrderEndpoint, { body: { id: orderId } });
