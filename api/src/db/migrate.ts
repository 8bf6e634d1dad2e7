import type { Knex } from 'knex';
import * as accountsCatalogueAddresses from './migrations/001-accounts-catalogue-addresses.ts';
import * as ordersPayments from './migrations/002-orders-payments.ts';
import * as hardening from './migrations/003-hardening.ts';
import * as catalogueStock from './migrations/004-catalogue-stock.ts';
import * as orderLifecycle from './migrations/005-order-lifecycle.ts';
import * as addressLandmark from './migrations/006-address-landmark.ts';
import * as imageSizes from './migrations/007-image-sizes.ts';
import * as cataloguePages from './migrations/008-catalogue-pages.ts';
import * as notifications from './migrations/009-notifications.ts';
import * as holds from './migrations/010-holds.ts';
import * as sellerAccounts from './migrations/011-seller-accounts.ts';
import * as outboxDue from './migrations/012-outbox-due.ts';
import * as ordersWaiting from './migrations/013-orders-waiting.ts';
import * as delivery from './migrations/014-delivery.ts';
import * as shop from './migrations/015-shop.ts';
import * as summaryIndexes from './migrations/016-summary-indexes.ts';
import * as tax from './migrations/017-tax.ts';
import * as categories from './migrations/018-categories.ts';
import * as shopHome from './migrations/019-shop-home.ts';
import * as orderEdits from './migrations/020-order-edits.ts';
import * as passwordResets from './migrations/021-password-resets.ts';
import * as addressBook from './migrations/022-address-book.ts';
import * as productTranslations from './migrations/023-product-translations.ts';
import * as searchSynonyms from './migrations/024-search-synonyms.ts';
import * as orderLanguage from './migrations/025-order-language.ts';
import * as categoryTranslations from './migrations/026-category-translations.ts';
import * as ondcMessages from './migrations/027-ondc-messages.ts';
import * as orderChannel from './migrations/028-order-channel.ts';
import * as ondcDestinations from './migrations/029-ondc-destinations.ts';
import * as productBarcodes from './migrations/030-product-barcodes.ts';
import * as gstByRate from './migrations/031-gst-by-rate.ts';
import * as cancelReason from './migrations/032-cancel-reason.ts';

// Migrations are imported, not discovered on disk, so the same list runs from `src/`
// under tsx and from the compiled `dist/`.
const migrations: Record<string, Knex.Migration> = {
  '001-accounts-catalogue-addresses': accountsCatalogueAddresses,
  '002-orders-payments': ordersPayments,
  '003-hardening': hardening,
  '004-catalogue-stock': catalogueStock,
  '005-order-lifecycle': orderLifecycle,
  '006-address-landmark': addressLandmark,
  '007-image-sizes': imageSizes,
  '008-catalogue-pages': cataloguePages,
  '009-notifications': notifications,
  '010-holds': holds,
  '011-seller-accounts': sellerAccounts,
  '012-outbox-due': outboxDue,
  '013-orders-waiting': ordersWaiting,
  '014-delivery': delivery,
  '015-shop': shop,
  '016-summary-indexes': summaryIndexes,
  '017-tax': tax,
  '018-categories': categories,
  '019-shop-home': shopHome,
  '020-order-edits': orderEdits,
  '021-password-resets': passwordResets,
  '022-address-book': addressBook,
  '023-product-translations': productTranslations,
  '024-search-synonyms': searchSynonyms,
  '025-order-language': orderLanguage,
  '026-category-translations': categoryTranslations,
  '027-ondc-messages': ondcMessages,
  '028-order-channel': orderChannel,
  '029-ondc-destinations': ondcDestinations,
  '030-product-barcodes': productBarcodes,
  '031-gst-by-rate': gstByRate,
  '032-cancel-reason': cancelReason,
};

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};

/** Brings the schema up to date; safe to run on every start (knex takes a lock). */
export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest({ migrationSource: source })) as [number, string[]];
  return applied;
}

export async function migrateRollbackAll(db: Knex): Promise<void> {
  await db.migrate.rollback({ migrationSource: source }, true);
}
