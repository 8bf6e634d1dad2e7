import { addedRateOf, addedTaxPerLine } from '../../contract/cart-total.ts';
import { cgstSgst, gstContainedPaise, type TaxMode } from '../../contract/tax.ts';

/** A line's GST as GSTR-1 asks for it (paise); `rate` null when the shop set none. */
export interface LineGst {
  rate: number | null;
  taxable: number;
  cgst: number | null;
  sgst: number | null;
}

/**
 * Each line's rate, taxable value and CGST/SGST halves, as the order was charged: tax added on
 * top is the order's own tax shared out by rate (so the lines add up to it, cart-total.ts);
 * tax included is the GST each line's amount contains, at its rate. A line of an `included`
 * order with no rate has no GST to name: its halves are null, its taxable value the amount.
 */
export function lineGst(
  order: { taxMode: TaxMode; taxByRate: boolean; taxPaise: number },
  lines: readonly { offerPricePaise: number; quantity: number; gstRate: number | null }[],
): LineGst[] {
  const amounts = lines.map((line) => line.offerPricePaise * line.quantity);
  if (order.taxMode === 'included')
    return lines.map((line, i) => {
      const amount = amounts[i] ?? 0;
      if (line.gstRate === null) return { rate: null, taxable: amount, cgst: null, sgst: null };
      const gst = gstContainedPaise(amount, line.gstRate);
      return { rate: line.gstRate, taxable: amount - gst, ...cgstSgst(gst) };
    });
  const rates = lines.map((line) => addedRateOf(line, order.taxByRate));
  const shares = addedTaxPerLine(
    amounts.map((paise, i) => ({ paise, rate: rates[i] ?? 0 })),
    order.taxPaise,
  );
  return lines.map((_, i) => ({
    rate: rates[i] ?? null,
    taxable: amounts[i] ?? 0,
    ...cgstSgst(shares[i] ?? 0),
  }));
}
