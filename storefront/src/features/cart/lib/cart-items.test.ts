import type { Product } from '@kirana/api/contract/product';
import { describe, expect, it } from 'vitest';
import {
  addOne,
  cartLines,
  countItems,
  keepKnown,
  mergeCarts,
  removeOne,
  setQuantity,
  taxRowsOf,
  totalsOf,
} from './cart-items.ts';

const product = (id: string, offerPrice: number): Product => ({
  _id: id,
  name: id,
  category: 'Fruits',
  price: offerPrice,
  offerPrice,
  image: [],
  images: [],
  description: [],
  inStock: true,
  stock: null,
  held: 0,
  gstRate: null,
  hsn: null,
  archived: false,
  createdAt: '',
  updatedAt: '',
});

describe('cart rules', () => {
  it('adds one, sets an exact quantity, removes one and drops the line at zero', () => {
    let cart = addOne({}, 'a');
    cart = addOne(cart, 'a');
    expect(cart).toEqual({ a: 2 });
    cart = setQuantity(cart, 'b', 7);
    expect(cart).toEqual({ a: 2, b: 7 });
    cart = removeOne(cart, 'a');
    cart = removeOne(cart, 'a');
    expect(cart).toEqual({ b: 7 });
    expect(setQuantity(cart, 'b', 0)).toEqual({});
  });

  it('keeps a line in its place when its quantity changes', () => {
    const cart = setQuantity({ a: 1, b: 1, c: 1 }, 'a', 4);
    expect(Object.keys(cart)).toEqual(['a', 'b', 'c']);
  });

  it('never goes above 99 of one product', () => {
    expect(addOne({ a: 99 }, 'a')).toEqual({ a: 99 });
    expect(setQuantity({}, 'a', 250)).toEqual({ a: 99 });
  });

  it('counts units, not lines', () => {
    expect(countItems({ a: 2, b: 3 })).toBe(5);
    expect(countItems({})).toBe(0);
  });
});

describe('merging the visitor cart into the account cart', () => {
  const known = new Set(['a', 'b', 'c']);

  it('adds quantities of the same product and keeps everything else from both', () => {
    expect(mergeCarts({ a: 2, b: 1 }, { a: 3, c: 4 }, known)).toEqual({ a: 5, b: 1, c: 4 });
  });

  it('caps a merged quantity at 99', () => {
    expect(mergeCarts({ a: 98 }, { a: 5 }, known)).toEqual({ a: 99 });
  });

  it('drops products that no longer exist, which the API would refuse', () => {
    expect(mergeCarts({ a: 1, gone: 2 }, { ghost: 1, b: 1 }, known)).toEqual({ a: 1, b: 1 });
  });
});

describe('cart totals', () => {
  it('charges offer price × quantity plus 2% tax, in whole paise', () => {
    const lines = cartLines({ a: 3, b: 1, gone: 4 }, [product('a', 34.5), product('b', 89.5)]);
    expect(lines.map((line) => line.product._id)).toEqual(['a', 'b']);
    expect(totalsOf(lines)).toEqual({ subtotalPaise: 19300, taxPaise: 386, amountPaise: 19686 });
  });

  it('rounds the tax to the nearest paisa, halves up', () => {
    // 0.25 × 2% = 0.5 paise → 1 paisa; 0.24 × 2% = 0.48 paise → 0.
    expect(totalsOf(cartLines({ a: 1 }, [product('a', 0.25)])).taxPaise).toBe(1);
    expect(totalsOf(cartLines({ a: 1 }, [product('a', 0.24)])).taxPaise).toBe(0);
  });

  it("adds each product's own GST rate on top, rounded once per rate", () => {
    const lines = cartLines({ a: 3, b: 1 }, [
      { ...product('a', 34.5), gstRate: 5 },
      { ...product('b', 89.5), gstRate: 0.25 },
    ]);
    // 103.50 × 5% = 5.175 → 5.18; 89.50 × 0.25% = 0.22375 → 0.22.
    expect(totalsOf(lines)).toEqual({ subtotalPaise: 19300, taxPaise: 540, amountPaise: 19840 });
    expect(taxRowsOf(lines)).toEqual([
      { rate: 0.25, paise: 22 },
      { rate: 5, paise: 518 },
    ]);
  });

  it('drops products the shop no longer sells, so the API accepts the cart', () => {
    expect(keepKnown({ a: 1, gone: 2, b: 3 }, new Set(['a', 'b']))).toEqual({ a: 1, b: 3 });
  });
});
