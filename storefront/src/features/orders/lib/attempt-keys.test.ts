import { describe, expect, it } from 'vitest';
import { createAttemptKeys } from './attempt-keys.ts';

describe('checkout attempt keys', () => {
  const request = {
    path: '/api/order/cod',
    address: 'a1',
    items: [{ product: 'p1', quantity: 2 }],
  };

  it('reuses the key while the same request is sent again', () => {
    const keys = createAttemptKeys();
    const first = keys.keyFor(request);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.keyFor({ ...request })).toBe(first);
  });

  it('makes a new key when the cart, address or payment changes', () => {
    const keys = createAttemptKeys();
    const first = keys.keyFor(request);
    expect(keys.keyFor({ ...request, items: [{ product: 'p1', quantity: 3 }] })).not.toBe(first);
    expect(keys.keyFor({ ...request, path: '/api/order/stripe' })).not.toBe(first);
  });

  it('makes a new key once an order was placed', () => {
    const keys = createAttemptKeys();
    const first = keys.keyFor(request);
    keys.finish();
    expect(keys.keyFor(request)).not.toBe(first);
  });
});
