import type { ShopChanges, ShopSettings } from '../../contract/shop.ts';
import type { TaxMode } from '../../contract/tax.ts';
import type { Db } from '../../db/knex.ts';
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

  return {
    timeZone,
    now,
    profile,
    ...createShopPages({ db, profile, now }),

    /** Read on every order placed: one column of one row. */
    async taxMode(): Promise<TaxMode> {
      const row = (await db('shop_profile').where({ id: ROW_ID }).first('taxMode')) as
        { taxMode: TaxMode } | undefined;
      return row?.taxMode ?? 'added';
    },

    /**
     * Sets the fields given (null clears one) and keeps the others: one UPDATE, so a
     * refusal (the contract's, before this runs) saves nothing.
     */
    async update(changes: ShopChanges): Promise<ShopSettings> {
      await db('shop_profile')
        .where({ id: ROW_ID })
        .update({ ...columnsOf(changes), updatedAt: now() });
      return profile();
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
