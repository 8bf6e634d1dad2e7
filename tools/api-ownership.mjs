// Which api module owns each table, and the crossings that are still to be removed (issue
// 27). Read by the ESLint rule in eslint.config.js and by tools/table-ownership.test.ts; the
// ownership table in docs/architecture.md says the same. Migrations and the seed may touch
// any table.

/** Table → the module (folder under api/src/modules) whose files alone query or write it. */
export const TABLE_OWNERS = {
  users: 'user',
  sessions: 'session',
  password_resets: 'password-reset',
  sellers: 'seller',
  addresses: 'address',
  products: 'product',
  product_images: 'product',
  product_words: 'product',
  product_translations: 'product',
  catalogue_version: 'product',
  search_synonyms: 'product',
  categories: 'product',
  category_translations: 'product',
  orders: 'order',
  order_items: 'order',
  order_addresses: 'order',
  order_events: 'order',
  order_numbers: 'order',
  order_edits: 'order',
  payment_events: 'payment',
  idempotency_keys: 'idempotency',
  mail_outbox: 'notification',
  seller_events: 'notification',
  delivery_settings: 'delivery',
  delivery_pincodes: 'delivery',
  delivery_slots: 'delivery',
  delivery_bookings: 'delivery',
  shop_profile: 'shop',
  shop_pages: 'shop',
  subscribers: 'newsletter',
  ondc_messages: 'ondc',
};

/**
 * Queries that still reach another module's table, as `module: table` (every file of the
 * module). Each is a debt: remove it from here when the owner's service takes the query.
 * A new crossing fails the ownership test; one removed from the code but not from here too.
 */
export const KNOWN_TABLE_CROSSINGS = [];

/**
 * Imports of another module's files other than its `*.service.ts`, as `from → to` (paths
 * under api/src/modules). Each is a debt, like the table crossings above.
 */
export const KNOWN_IMPORT_CROSSINGS = [];
