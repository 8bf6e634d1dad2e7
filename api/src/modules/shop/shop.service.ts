import { SHOP_FIELDS, type ShopChanges, type ShopProfile } from '../../contract/shop.ts';
import type { Db } from '../../db/knex.ts';

const ROW_ID = 1;

/** The shop's own details: one row, every field null until the seller sets it. */
export function createShopService(deps: { db: Db; timeZone: string; now?: () => number }) {
  const { db, timeZone } = deps;
  const now = deps.now ?? Date.now;

  async function profile(): Promise<ShopProfile> {
    const row = (await db('shop_profile')
      .where({ id: ROW_ID })
      .first(...SHOP_FIELDS)) as Partial<Record<keyof ShopProfile, string | null>> | undefined;
    return Object.fromEntries(
      SHOP_FIELDS.map((field) => [field, row?.[field] ?? null]),
    ) as unknown as ShopProfile;
  }

  return {
    timeZone,
    profile,

    /**
     * Sets the fields given (null clears one) and keeps the others: one UPDATE, so a
     * refusal (the contract's, before this runs) saves nothing.
     */
    async update(changes: ShopChanges): Promise<ShopProfile> {
      const set = Object.fromEntries(
        SHOP_FIELDS.filter((field) => changes[field] !== undefined).map((field) => [
          field,
          changes[field],
        ]),
      );
      await db('shop_profile')
        .where({ id: ROW_ID })
        .update({ ...set, updatedAt: now() });
      return profile();
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
