import { slugify } from '@kirana/api/contract/category-path';

/** Every customer route in one place, so links and tests never spell a path twice. */
export const paths = {
  home: '/',
  products: '/products',
  category: (category: string) => `/products/${category.toLowerCase()}`,
  /** The category segment is for people reading the link; the page goes by the id. */
  product: (category: string, id: string) => `/products/${slugify(category) || 'item'}/${id}`,
  cart: '/cart',
  addAddress: '/add-address',
  addresses: '/addresses',
  editAddress: (id: string) => `/addresses/${encodeURIComponent(id)}/edit`,
  myOrders: '/my-orders',
  orderBill: (orderId: string) => `/my-orders/${encodeURIComponent(orderId)}/bill`,
  loader: '/loader',
  /** A footer page the shop writes (Markdown). */
  shopPage: (slug: string) => `/pages/${encodeURIComponent(slug)}`,
  unsubscribe: '/unsubscribe',
  /** Where a forgot-password email's link leads (RESET_PASSWORD_PATH in the contract). */
  resetPassword: '/reset-password',
  account: '/account',
} as const;

/** The search text lives in the URL (`/products?search=…`) so a search can be shared and reloaded. */
export const SEARCH_PARAM = 'search';
