/**
 * The console has its own origin (e.g. an admin subdomain), so its screens sit at the root
 * rather than under the storefront's /seller prefix; those old paths redirect here.
 */
export const paths = {
  addProduct: '/',
  productList: '/product-list',
  orders: '/orders',
  priceList: '/price-list',
  login: '/login',
  /** The route pattern; `editProductOf(id)` builds a link. */
  editProduct: '/products/:id/edit',
} as const;

export const editProductOf = (id: string) => `/products/${encodeURIComponent(id)}/edit`;

/** The spec's original addresses, kept working for old links and bookmarks. */
export const legacyRedirects: readonly { from: string; to: string }[] = [
  { from: '/seller', to: paths.addProduct },
  { from: '/seller/product-list', to: paths.productList },
  { from: '/seller/orders', to: paths.orders },
];
