import { createApiClient } from '@kirana/api/client/api-client';
import { apiClientOptions } from '@kirana/ui-kit/lib/api-client-options';
import { createCategoryQueries } from '@kirana/api/client/category-queries';
import { createCartCalls } from '@kirana/api/client/cart-queries';
import { createProductQueries } from '@kirana/api/client/product-queries';
import { createShopQueries } from '@kirana/api/client/shop-queries';
import { createNewsletterCalls } from '@kirana/api/client/newsletter-queries';
import { API_URL } from '../config/env.ts';

/**
 * The storefront's way to the API: the shared client, pointed at this deployment's API.
 * Orders, addresses and delivery quotes are in lib/shopper-api.ts (not on the home page).
 */
export const api = createApiClient(API_URL, apiClientOptions);
export const apiFetch = api.fetch;
export const apiPost = api.post;

/** Every product query the shop makes, and their cache keys. */
export const productQueries = createProductQueries(api);

/** The shop's categories (the home page's tiles, category pages). */
export const categoryQueries = createCategoryQueries(api);

/** The shopper's stored cart (read with the session). */
export const cartCalls = createCartCalls(api);

/** The shop's own details (footer, bills), its home page text, Best Sellers and pages. */
export const shopQueries = createShopQueries(api);

/** The home page's newsletter box and the unsubscribe page. */
export const newsletterCalls = createNewsletterCalls(api);
