/** Business constants of spec section 9. */
export const BEST_SELLER_COUNT = 5;
/** Products per page of /products and a category ("Load more" adds as many again). */
export const SHOP_PAGE_SIZE = 24;
export const RELATED_PRODUCT_COUNT = 5;
export const LOADER_REDIRECT_MS = 5000;
/** After the five seconds, how long /loader still waits for the provider's confirmation. */
export const PAYMENT_WAIT_MS = 30_000;
