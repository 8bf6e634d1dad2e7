import type { ShopChanges, ShopSettings } from '../../contract/shop.ts';
import type { TaxMode } from '../../contract/tax.ts';
import type { Db } from '../../db/knex.ts';
import { recentValue, SETTINGS_FRESH_MS } from '../../lib/recent-value.ts';
import { columnsOf, settingsOf, SHOP_COLUMNS } from './shop-row.ts';
import { createShopPages } from './shop-pages.ts';

const ROW_ID = 1;

/**
 * The shop's own details and home page: one row, every field unset (null, or the spec's
 * text) until the seller sets it; and the footer's pages (shop-pages.ts).
 */
export function createShopService(deps: { db: Db; timeZone: string; now?: () => number }) {
  const { db, timeZone } = deps;
  const now = deps.now ?? Date.now;

  async function profile(): Promise<ShopSettings> {
    const row = (await db('shop_profile')
      .where({ id: ROW_ID })
      .first(...SHOP_COLUMNS)) as Record<string, unknown> | undefined;
    return settingsOf(row);
  }

  // Read on every order placed: kept a second (recent-value.ts).
  const recentTaxMode = recentValue(async (): Promise<TaxMode> => {
    const row = (await db('shop_profile').where({ id: ROW_ID }).first('taxMode')) as
      { taxMode: TaxMode } | undefined;
    return row?.taxMode ?? 'added';
  }, SETTINGS_FRESH_MS);

  return {
    timeZone,
    now,
    profile,
    ...createShopPages({ db, profile, now }),

    /** How the shop's prices carry GST, as every order is placed with it. */
    taxMode: (): Promise<TaxMode> => recentTaxMode.get(),

    /**
     * Sets the fields given (null clears one) and keeps the others: one UPDATE, so a
     * refusal (the contract's, before this runs) saves nothing.
     */
    async update(changes: ShopChanges): Promise<ShopSettings> {
      await db('shop_profile')
        .where({ id: ROW_ID })
        .update({ ...columnsOf(changes), updatedAt: now() });
      recentTaxMode.forget();
      return profile();
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
