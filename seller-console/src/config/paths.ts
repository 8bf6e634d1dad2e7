/**
 * The console has its own origin (e.g. an admin subdomain), so its screens sit at the root
 * rather than under the storefront's /seller prefix; those old paths redirect here.
 */
export const paths = {
  addProduct: '/',
  productList: '/product-list',
  orders: '/orders',
  priceList: '/price-list',
  /** The shop's categories (tiles, order, retiring). */
  categories: '/categories',
  /** The words shoppers search with and what they find (synonyms). */
  searchWords: '/search-words',
  delivery: '/delivery',
  /** The seller's day: takings, cash to collect, best sellers, low stock. */
  today: '/today',
  shop: '/shop',
  /** The storefront footer's pages (Markdown). */
  shopPages: '/shop/pages',
  /** One order's bill; `orderBillOf(id)` builds a link. */
  orderBill: '/orders/:id/bill',
  /** One slot's packing list; `packingListOf(slot)` builds a link. */
  packingList: '/orders/packing',
  login: '/login',
  /** Where a forgot-password email's link leads (RESET_PASSWORD_PATH in the contract). */
  resetPassword: '/reset-password',
  /** The seller's password and signed-in devices. */
  account: '/account',
  /** The route pattern; `editProductOf(id)` builds a link. */
  editProduct: '/products/:id/edit',
} as const;

export const editProductOf = (id: string) => `/products/${encodeURIComponent(id)}/edit`;

export const orderBillOf = (id: string) => `/orders/${encodeURIComponent(id)}/bill`;

/** `/orders/packing?date=2026-11-27&start=07:00&end=09:00` (the API's own date and times). */
export const packingListOf = (slot: { date: string; start: string; end: string }) =>
  `${paths.packingList}?date=${slot.date}&start=${slot.start}&end=${slot.end}`;

/** The spec's original addresses, kept working for old links and bookmarks. */
export const legacyRedirects: readonly { from: string; to: string }[] = [
  { from: '/seller', to: paths.addProduct },
  { from: '/seller/product-list', to: paths.productList },
  { from: '/seller/orders', to: paths.orders },
];
