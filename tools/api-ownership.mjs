// Which api module owns each table, and the crossings that are still to be removed (issue
// 27). Read by the ESLint rule in eslint.config.js and by tools/table-ownership.test.ts; the
// ownership table in docs/architecture.md says the same. Migrations and the seed may touch
// any table.

/** Table → the module (folder under api/src/modules) whose files alone query or write it. */
export const TABLE_OWNERS = {
  users: 'user',
  sessions: 'session',
  sellers: 'seller',
  addresses: 'address',
  products: 'product',
  product_images: 'product',
  product_words: 'product',
  catalogue_version: 'product',
  orders: 'order',
  order_items: 'order',
  order_addresses: 'order',
  order_events: 'order',
  order_numbers: 'order',
  payment_events: 'payment',
  idempotency_keys: 'idempotency',
  mail_outbox: 'notification',
  seller_events: 'notification',
};

/**
 * Queries that still reach another module's table, as `module: table` (every file of the
 * module). Each is a debt: remove it from here when the owner's service takes the query.
 * A new crossing fails the ownership test; one removed from the code but not from here too.
 */
export const KNOWN_TABLE_CROSSINGS = [
  // Photos still in use by past orders are kept.
  'product: order_items',
  // Every signed-in request checks, in the session's one query, that the account (users or
  // sellers) still exists and is enabled.
  'session: sellers',
];

/**
 * Imports of another module's files other than its `*.service.ts`, as `from → to` (paths
 * under api/src/modules). Each is a debt, like the table crossings above.
 */
export const KNOWN_IMPORT_CROSSINGS = [
  // Payment still reads the order model (its type, through the order service's queries);
  // product and order use the image module's helpers (images are to become a room of the
  // product module); the order-change and payment-hold types join the order module to its
  // listeners.
  'notification/order-notices.ts → order/order-change.ts',
  'order/order-item-pictures.ts → image/picture-json.ts',
  'order/order-json.ts → image/photo-variants.ts',
  'order/order-json.ts → image/picture-json.ts',
  'order/order-lifecycle.service.ts → payment/payment-holds.ts',
  'payment/checkout.service.ts → order/order.model.ts',
  'payment/payment-holds.ts → order/order.model.ts',
  'payment/payment-provider.ts → order/order.model.ts',
  'payment/payment.handlers.ts → order/order.model.ts',
  'payment/providers/razorpay/razorpay-checkout.ts → order/order.model.ts',
  'payment/providers/stripe/stripe-checkout.ts → order/order.model.ts',
  'payment/providers/test/test-checkout.ts → order/order.model.ts',
  'payment/providers/test/test-payment-page.ts → order/order.model.ts',
  'payment/refund.service.ts → order/order.model.ts',
  'product/product-images.ts → image/image-processor.ts',
  'product/product-images.ts → image/image-store.ts',
  'product/product-images.ts → image/picture-json.ts',
  'product/product-json.ts → image/picture-json.ts',
  'product/product.service.ts → image/image-processor.ts',
  'product/product.service.ts → image/image-store.ts',
  'product/rebuild-images.ts → image/demo-artwork.ts',
  'product/rebuild-images.ts → image/image-processor.ts',
  'product/rebuild-images.ts → image/image-store.ts',
  'product/rebuild-images.ts → image/photo-variants.ts',
  'product/rebuild-images.ts → image/picture-json.ts',
  'product/rebuild-images.ts → order/order-item-pictures.ts',
];
