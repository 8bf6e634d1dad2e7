import type { OrdersFilter } from '@kirana/api/client/order-queries';
import { useQuery } from '@tanstack/react-query';
import { orderQueries } from '../../../lib/api-client.ts';

/** Every customer's orders newest first, those in one status, or those awaiting payment. */
export const useSellerOrders = (filter?: OrdersFilter) => useQuery(orderQueries.seller(filter));
