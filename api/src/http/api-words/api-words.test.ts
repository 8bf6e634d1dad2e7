import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addressAddInputSchema } from '../../contract/address.ts';
import { cartUpdateInputSchema } from '../../contract/cart.ts';
import { categoryInputSchema } from '../../contract/category.ts';
import { deliverySettingsInputSchema } from '../../contract/delivery.ts';
import { placeOrderInputSchema } from '../../contract/order.ts';
import { orderEditInputSchema } from '../../contract/order-edit.ts';
import { productInputSchema, stockInputSchema } from '../../contract/product.ts';
import { productPageQuerySchema } from '../../contract/product-page.ts';
import { synonymChangeSchema } from '../../contract/search.ts';
import { shopInputSchema } from '../../contract/shop.ts';
import { dayRangeQuerySchema } from '../../contract/summary.ts';
import { registerInputSchema } from '../../contract/user.ts';
import { describeIssue } from '../validate.ts';
import { apiWordsIn } from './by-language.ts';
import { englishApiWords } from './en-IN.ts';
import { hindiApiWords } from './hi.ts';

// Arguments for the sentences whose values are not plain text or numbers.
const SAMPLES: Record<string, unknown[]> = {
  'orders.orderMoved': ['Packed'],
  'orders.alreadyStatus': ['KR-10427', 'Delivered'],
  'orders.tooLateToCancel': ['KR-10427', 'Packed'],
  'orders.finalStatus': ['KR-10427', 'Cancelled'],
  'orders.onlyBecome': ['KR-10427', 'Packed', ['Out for delivery', 'Cancelled']],
  'orders.editTooLate': ['KR-10427', 'Packed'],
  'catalogue.priceListCategoryGone': [['Dairy', 'Bakery']],
  'catalogue.priceListUnknownColumn': ['colour', ['sku', 'name']],
  'catalogue.priceListMissingColumns': [['name', 'price']],
};
const args = (path: string, count: number) => SAMPLES[path] ?? [7, 'Toor dal', 3].slice(0, count);

/** Every sentence of an area (validation apart), said with sample values. */
function sentences(words: Record<string, unknown>, prefix = ''): Map<string, string> {
  const said = new Map<string, string>();
  for (const [key, value] of Object.entries(words)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (path === 'validation') continue;
    if (typeof value === 'string') said.set(path, value);
    else if (typeof value === 'function')
      said.set(path, String((value as (...a: unknown[]) => unknown)(...args(path, value.length))));
    else if (value && typeof value === 'object')
      for (const [p, s] of sentences(value as Record<string, unknown>, path)) said.set(p, s);
  }
  return said;
}

// English words a Hindi answer must not say (codes, field keys and file formats may stay).
const ENGLISH =
  /\b(Please|must|required|cannot|Your|your|order|Order|cart|Cart|Invalid|Rs\.|the|is|at most|not)\b/;

describe('the API’s words in Hindi', () => {
  const english = sentences(englishApiWords);
  const hindi = sentences(hindiApiWords);

  it('has every sentence the English has, none empty, each in Hindi', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of hindi) {
      expect(text.trim(), path).not.toBe('');
      expect(text, path).not.toBe(english.get(path));
      expect(text, path).toMatch(/[\u0900-\u097F₹]/);
      expect(text, path).not.toMatch(ENGLISH);
    }
  });

  it('writes money as the emails do: Rs. in English, ₹ in Hindi, Indian grouping', () => {
    expect(englishApiWords.http.money(12345678)).toBe('Rs.1,23,456.78');
    expect(hindiApiWords.http.money(12345678)).toBe('₹1,23,456.78');
    expect(hindiApiWords.orders.belowMinimum('₹100.00', '₹40.00')).toBe(
      'कम से कम ₹100.00 का ऑर्डर होना चाहिए। कृपया ₹40.00 का सामान और जोड़ें।',
    );
  });

  it('is what apiWordsIn gives for each language', () => {
    expect(apiWordsIn('hi')).toBe(hindiApiWords);
    expect(apiWordsIn('en-IN')).toBe(englishApiWords);
  });
});

// One bad input per kind of contract message: its own sentences, those with labels and
// values, and zod's own (a check the contract gave no message).
const INVALID: [string, z.ZodType, unknown][] = [
  ['address: required label', addressAddInputSchema, { address: { firstName: '' } }],
  [
    'address: email',
    addressAddInputSchema,
    { address: { firstName: 'Asha', lastName: 'Rao', email: 'x' } },
  ],
  ['address: whole body missing', addressAddInputSchema, {}],
  [
    'register: short password',
    registerInputSchema,
    { name: 'Asha', email: 'a@b.in', password: 'short' },
  ],
  ['register: no email', registerInputSchema, { name: 'Asha', password: 'long enough 1' }],
  ['cart: quantity', cartUpdateInputSchema, { cartItems: { p1: 0 } }],
  ['cart: whole number', cartUpdateInputSchema, { cartItems: { p1: 1.5 } }],
  ['order: address', placeOrderInputSchema, { items: [{ product: 'p1', quantity: 1 }] }],
  ['order edit: reason', orderEditInputSchema, { orderId: 'o1', lines: { p1: 1 }, reason: '' }],
  [
    'product: price',
    productInputSchema,
    { name: 'Dal', category: 'Dairy', price: 'abc', offerPrice: 1 },
  ],
  [
    'product: too dear',
    productInputSchema,
    { name: 'Dal', category: 'Dairy', price: 2e7, offerPrice: 1 },
  ],
  [
    'product: offer above price',
    productInputSchema,
    { name: 'Dal', category: 'Dairy', price: 10, offerPrice: 20 },
  ],
  [
    'product: name too long',
    productInputSchema,
    { name: 'x'.repeat(121), category: 'Dairy', price: 10, offerPrice: 5 },
  ],
  ['stock: not a number', stockInputSchema, { id: 'p1', stock: 'lots' }],
  ['product page: limit', productPageQuerySchema, { limit: '0' }],
  ['product page: sort', productPageQuerySchema, { sort: 'colour' }],
  ['category: path', categoryInputSchema, { name: 'Pooja', path: 'Pooja Items' }],
  ['category: colour', categoryInputSchema, { name: 'Pooja', colour: 'red' }],
  ['shop: phone', shopInputSchema, { phone: '12345' }],
  ['shop: link', shopInputSchema, { social: { instagram: 'instagram.com/shop' } }],
  ['shop: FSSAI', shopInputSchema, { fssai: '123' }],
  [
    'delivery: time',
    deliverySettingsInputSchema,
    {
      minOrder: 0,
      fee: 0,
      freeAbove: null,
      pincodes: [],
      slots: [{ start: '9', end: '10:00', days: ['Mon'], capacity: 5, cutoffMinutes: 60 }],
    },
  ],
  [
    'delivery: fee',
    deliverySettingsInputSchema,
    { minOrder: -1, fee: 0, freeAbove: null, pincodes: [], slots: [] },
  ],
  ['summary: date', dayRangeQuerySchema, { from: '27-11-2026' }],
  ['summary: range', dayRangeQuerySchema, { from: '2026-11-27', to: '2026-11-01' }],
  ['summary: far year', dayRangeQuerySchema, { to: '9999-12-31' }],
  ['synonyms: word', synonymChangeSchema, { action: 'delete', word: '' }],
  ['synonyms: action', synonymChangeSchema, { action: 'rename' }],
];

describe('validation messages', () => {
  it.each(INVALID)('%s: Hindi in Hindi, the contract’s English in English', (_, schema, input) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    if (result.success) return;
    const message = result.error.issues[0]?.message ?? '';
    const english = describeIssue(result.error, englishApiWords);
    expect(english).toBe(message.endsWith('.') ? message : `${message}.`);
    const hindi = describeIssue(result.error, hindiApiWords);
    expect(hindi).toMatch(/[\u0900-\u097F]/);
    expect(hindi).toMatch(/।$/);
    expect(hindi).not.toMatch(ENGLISH);
  });

  it('keeps the English of a message the Hindi file does not know', () => {
    const error = registerInputSchema.safeParse({}).error!;
    error.issues[0] = { ...error.issues[0]!, code: 'custom', message: 'A brand new rule' };
    expect(describeIssue(error, hindiApiWords)).toBe('A brand new rule।');
  });
});
