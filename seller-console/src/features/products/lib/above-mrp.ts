import { addedRateOf } from '@kirana/api/contract/cart-total';
import { toPaise } from '@kirana/api/contract/paise';
import { gstAddedPaise, type TaxMode } from '@kirana/api/contract/tax';

/**
 * What a shopper would pay for one unit when GST is added on top (`added` mode), and the
 * MRP it would exceed, in paise; null when it stays within the MRP, in `included` mode, or
 * while the prices typed are not numbers yet. Selling above the printed MRP is not allowed
 * in India, so the form warns before the seller saves it.
 */
export function aboveMrp(
  values: { price: string; offerPrice: string; gstRate: string },
  taxMode: TaxMode,
): { payPaise: number; mrpPaise: number; rate: number } | null {
  if (taxMode !== 'added') return null;
  const mrp = Number(values.price);
  const offer = Number(values.offerPrice);
  if (values.price.trim() === '' || values.offerPrice.trim() === '') return null;
  if (!Number.isFinite(mrp) || !Number.isFinite(offer) || mrp <= 0 || offer <= 0) return null;
  const rate = addedRateOf({ gstRate: values.gstRate === '' ? null : Number(values.gstRate) });
  if (!Number.isFinite(rate)) return null;
  const offerPaise = toPaise(offer);
  const payPaise = offerPaise + gstAddedPaise(offerPaise, rate);
  const mrpPaise = toPaise(mrp);
  return payPaise > mrpPaise ? { payPaise, mrpPaise, rate } : null;
}
