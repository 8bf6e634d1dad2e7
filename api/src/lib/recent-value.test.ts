import { describe, expect, it } from 'vitest';
import { recentValue } from './recent-value.ts';

describe('a recent value', () => {
  it('is read once per window, shared by readers at once, and read again after forget', async () => {
    let time = 0;
    let reads = 0;
    let stored = 'added';
    const value = recentValue(
      async () => {
        reads += 1;
        return stored;
      },
      1_000,
      () => time,
    );
    expect(await Promise.all([value.get(), value.get(), value.get()])).toEqual([
      'added',
      'added',
      'added',
    ]);
    expect(reads).toBe(1);
    stored = 'included';
    time = 999;
    expect(await value.get()).toBe('added');
    time = 1_000;
    expect(await value.get()).toBe('included');
    expect(reads).toBe(2);
    stored = 'added';
    value.forget();
    expect(await value.get()).toBe('added');
    expect(reads).toBe(3);
  });

  it('keeps no failed read', async () => {
    let fail = true;
    const value = recentValue(async () => {
      if (fail) throw new Error('database away');
      return 1;
    }, 60_000);
    await expect(value.get()).rejects.toThrow('database away');
    fail = false;
    expect(await value.get()).toBe(1);
  });
});
