import { createApiClient } from '@kirana/api/client/api-client';
import { createCategoryQueries } from '@kirana/api/client/category-queries';
import { createAddressQueries } from '@kirana/api/client/address-queries';
import { createCartCalls } from '@kirana/api/client/cart-queries';
import { createDeliveryQueries } from '@kirana/api/client/delivery-queries';
import { createOrderQueries } from '@kirana/api/client/order-queries';
import { createProductQueries } from '@kirana/api/client/product-queries';
import { createShopQueries } from '@kirana/api/client/shop-queries';
import { createNewsletterCalls } from '@kirana/api/client/newsletter-queries';
import { API_URL } from '../config/env.ts';

/** The storefront's way to the API: the shared client, pointed at this deployment's API. */
export const api = createApiClient(API_URL);
export const apiFetch = api.fetch;
export const apiPost = api.post;

/** Every product query the shop makes, and their cache keys. */
export const productQueries = createProductQueries(api);

/** The shop's categories (the home page's tiles, category pages). */
export const categoryQueries = createCategoryQueries(api);

/** The shopper's orders and their payments, and their cache keys. */
export const orderQueries = createOrderQueries(api);

/** The shopper's saved addresses, and their cache key. */
export const addressQueries = createAddressQueries(api);

/** The shopper's stored cart (read with the session). */
export const cartCalls = createCartCalls(api);

/** Where and when the shop delivers, and what it costs. */
export const deliveryQueries = createDeliveryQueries(api);

/** The shop's own details (footer, bills), its home page text, Best Sellers and pages. */
export const shopQueries = createShopQueries(api);

/** The home page's newsletter box and the unsubscribe page. */
export const newsletterCalls = createNewsletterCalls(api);
