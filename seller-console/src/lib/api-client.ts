import { createApiClient } from '@kirana/api/client/api-client';
import { apiClientOptions } from '@kirana/ui-kit/lib/api-client-options';
import { createCategoryQueries } from '@kirana/api/client/category-queries';
import { createDeliveryQueries } from '@kirana/api/client/delivery-queries';
import { createOrderQueries } from '@kirana/api/client/order-queries';
import { createProductQueries } from '@kirana/api/client/product-queries';
import { createSearchQueries } from '@kirana/api/client/search-queries';
import { createShopQueries } from '@kirana/api/client/shop-queries';
import { createNewsletterCalls } from '@kirana/api/client/newsletter-queries';
import { createSummaryQueries } from '@kirana/api/client/summary-queries';
import { API_URL } from '../config/env.ts';

/** The console's way to the API: the shared client, pointed at this deployment's API. */
export const api = createApiClient(API_URL, apiClientOptions);
export const apiFetch = api.fetch;
export const apiUrl = api.url;

/** Every product query the console makes, and their cache keys. */
export const productQueries = createProductQueries(api);

/** The shop's categories (the product forms, the Categories screen), under ['categories', …]. */
export const categoryQueries = createCategoryQueries(api);

/** The seller's synonyms list (the Search words screen), under ['search-synonyms']. */
export const searchQueries = createSearchQueries(api);

/** Every order query the console makes (lists, the count waiting), and their cache keys. */
export const orderQueries = createOrderQueries(api);

/** The shop's delivery rules and the coming week's slots, and their cache keys. */
export const deliveryQueries = createDeliveryQueries(api);

/** The shop's own details (the Shop screen, bills), and their cache key. */
export const shopQueries = createShopQueries(api);

/** The seller's day (the Today screen) and the orders export, under ['orders', …]. */
export const summaryQueries = createSummaryQueries(api);

/** The newsletter's subscribers export. */
export const newsletterCalls = createNewsletterCalls(api);
