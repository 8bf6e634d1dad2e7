import type { Db } from '../../../db/knex.ts';
import { conflict, type AppError } from '../../../lib/errors.ts';
import type { ImportPlan, Patch } from './price-list-plan.ts';

// MariaDB's utf8mb4_unicode_ci, which the unique index on products.sku uses there, counts
// these as one; SQLite's NOCASE only ignores the case of A to Z.
const SAME_SKU_RULE = 'case and accents are ignored: É is E, ß is ss';

const BATCH = 500;

/**
 * New SKUs that the database itself counts as a stored product's SKU, with that SKU. The
 * database's comparison decides, not the import's (which only ignores case); a batch with
 * no twin, the usual case, costs one query.
 */
async function storedTwins(db: Db, skus: readonly string[]): Promise<Map<string, string>> {
  const twins = new Map<string, string>();
  for (let i = 0; i < skus.length; i += BATCH) {
    const batch = skus.slice(i, i + BATCH);
    const found = (await db('products').whereIn('sku', batch).pluck('sku')) as string[];
    if (found.length === 0) continue;
    for (const sku of batch) {
      const twin = (await db('products').where('sku', sku).first('sku')) as
        { sku: string } | undefined;
      if (twin) twins.set(sku, twin.sku);
    }
  }
  return twins;
}

const twinMessage = (sku: string, twin: string) =>
  `Another product already has the SKU ${twin}, which counts as the same as ${sku} (${SAME_SKU_RULE}). SKUs must be unique.`;

/** Rows creating a product whose SKU the database counts as a stored one's become errors. */
export async function withoutStoredTwins(db: Db, plan: ImportPlan): Promise<ImportPlan> {
  const found = await storedTwins(
    db,
    plan.creates.flatMap(({ patch }) => (patch.sku ? [patch.sku] : [])),
  );
  // The same SKU but for case was added since the products were read: the unique index
  // refuses it when written, and the answer says so (see skuClash).
  const twins = new Map(
    [...found].filter(([sku, twin]) => sku.toLowerCase() !== twin.toLowerCase()),
  );
  if (twins.size === 0) return plan;
  const twinOf = (patch: Patch) => (patch.sku ? twins.get(patch.sku) : undefined);
  return {
    ...plan,
    creates: plan.creates.filter(({ patch }) => !twinOf(patch)),
    errors: [
      ...plan.errors,
      ...plan.creates.flatMap(({ row, patch }) => {
        const twin = twinOf(patch);
        return twin && patch.sku ? [{ row, message: twinMessage(patch.sku, twin) }] : [];
      }),
    ].sort((a, b) => a.row - b.row),
  };
}

/**
 * Why the unique index refused the import's new products (a 409, the add form's answer):
 * another import added one of them meanwhile, or two rows of the file have SKUs that only
 * the database counts as one.
 */
export async function skuClash(
  db: Db,
  err: unknown,
  newSkus: readonly string[],
): Promise<AppError> {
  const [added] = await storedTwins(db, newSkus);
  if (added) {
    const [sku, twin] = added;
    return conflict((w) =>
      sku.toLowerCase() === twin.toLowerCase()
        ? w.catalogue.priceListTwinAdded(twin)
        : w.catalogue.priceListTwin(sku, twin),
    );
  }
  // MariaDB names the refused value; SQLite does not, but never counts two of them as one.
  const refused = /Duplicate entry '(.+)' for key/.exec((err as Error).message)?.[1];
  return conflict((w) =>
    refused ? w.catalogue.priceListSameSku(refused) : w.catalogue.priceListSkuTaken,
  );
}
