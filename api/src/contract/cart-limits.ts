// Zod-free so the storefront can use the limits without the validation library.

/** Units of one product per order line. */
export const MAX_QUANTITY = 99;
/** Different products in one cart or order. */
export const MAX_CART_LINES = 50;
