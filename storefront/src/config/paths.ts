/** Every customer route in one place, so links and tests never spell a path twice. */
export const paths = {
  home: '/',
  products: '/products',
  category: (category: string) => `/products/${category.toLowerCase()}`,
  product: (category: string, id: string) => `/products/${category.toLowerCase()}/${id}`,
  cart: '/cart',
  addAddress: '/add-address',
  myOrders: '/my-orders',
  orderBill: (orderId: string) => `/my-orders/${encodeURIComponent(orderId)}/bill`,
  loader: '/loader',
} as const;

/** The search text lives in the URL (`/products?search=…`) so a search can be shared and reloaded. */
export const SEARCH_PARAM = 'search';
