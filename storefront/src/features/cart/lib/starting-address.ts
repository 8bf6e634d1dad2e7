import type { Address } from '@kirana/api/contract/address';

/**
 * The address the cart shows: the one the shopper picked (this visit or before a reload)
 * while it exists; otherwise their default, unless the shop does not deliver to its PIN
 * code and another address is served, then the first served one. `served` is the shop's
 * PIN codes (empty: it serves every PIN; undefined: not known yet).
 */
export function startingAddress(
  addresses: readonly Pick<Address, '_id' | 'isDefault' | 'zipcode'>[],
  picked: string | undefined,
  served: readonly string[] | undefined,
): string | undefined {
  if (addresses.some((a) => a._id === picked)) return picked;
  const fallback = addresses.find((a) => a.isDefault) ?? addresses[0];
  if (!served || served.length === 0) return fallback?._id;
  const isServed = (a: Pick<Address, 'zipcode'>) => served.includes(a.zipcode.trim());
  if (fallback && isServed(fallback)) return fallback._id;
  return (addresses.find(isServed) ?? fallback)?._id;
}
