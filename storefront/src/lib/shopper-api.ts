import { createAddressQueries } from '@kirana/api/client/address-queries';
import { createDeliveryQueries } from '@kirana/api/client/delivery-queries';
import { createOrderQueries } from '@kirana/api/client/order-queries';
import { api } from './api-client.ts';

// Apart from lib/api-client.ts: only the pages and dialogs that show orders, addresses and
// delivery quotes import these, so the home page's first download carries none of them.

/** The shopper's orders and their payments, and their cache keys. */
export const orderQueries = createOrderQueries(api);

/** The shopper's saved addresses, and their cache key. */
export const addressQueries = createAddressQueries(api);

/** Where and when the shop delivers, and what it costs. */
export const deliveryQueries = createDeliveryQueries(api);
