import { validate, version } from 'uuid';
import { describe, expect, it } from 'vitest';
import { newId } from './ids.ts';

describe('newId', () => {
  it('makes distinct UUIDv7s that sort in the order they were made, within a millisecond too', () => {
    // Far more than one pool of random bytes (256 ids) and many per millisecond.
    const ids = Array.from({ length: 20_000 }, () => newId());
    expect(ids.every((id) => validate(id) && version(id) === 7)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });
});
