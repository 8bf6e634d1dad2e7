import { describe, expect, it } from 'vitest';
import { lineGst } from './order-export-tax.ts';

// Tea at 18%: 2 × Rs.651.50; salt with no rate: Rs.20.
const lines = [
  { offerPricePaise: 65150, quantity: 2, gstRate: 18 },
  { offerPricePaise: 2000, quantity: 1, gstRate: null },
];

describe("an exported order's GST per line", () => {
  it('shares GST added on top out by rate, adding up to the tax charged', () => {
    // Rs.234.54 at 18% and Rs.0.40 at 2%.
    expect(lineGst({ taxMode: 'added', taxByRate: true, taxPaise: 23494 }, lines)).toEqual([
      { rate: 18, taxable: 130300, cgst: 11727, sgst: 11727 },
      { rate: 2, taxable: 2000, cgst: 20, sgst: 20 },
    ]);
  });

  it('keeps an order placed at a flat 2% at 2% on every line', () => {
    // 2% of Rs.1,323 = Rs.26.46: Rs.26.06 on the tea, Rs.0.40 on the salt.
    expect(lineGst({ taxMode: 'added', taxByRate: false, taxPaise: 2646 }, lines)).toEqual([
      { rate: 2, taxable: 130300, cgst: 1303, sgst: 1303 },
      { rate: 2, taxable: 2000, cgst: 20, sgst: 20 },
    ]);
  });

  it('names the GST contained in prices that include it, and none where no rate is set', () => {
    // Rs.1,303 × 18 / 118 = Rs.198.76 of GST.
    expect(lineGst({ taxMode: 'included', taxByRate: true, taxPaise: 0 }, lines)).toEqual([
      { rate: 18, taxable: 110424, cgst: 9938, sgst: 9938 },
      { rate: null, taxable: 2000, cgst: null, sgst: null },
    ]);
  });
});
