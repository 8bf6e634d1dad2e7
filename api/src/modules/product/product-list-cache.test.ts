import { describe, expect, it } from 'vitest';
import { createListCache } from './product-list-cache.ts';

/** A list whose reads finish when the test says, counting them. */
function controlledList() {
  let version = 0;
  const reads: { finish: () => void }[] = [];
  return {
    write: () => (version += 1),
    reads,
    load: () => {
      const seen = version;
      return new Promise<string>((resolve) => {
        reads.push({ finish: () => resolve(`v${seen}`) });
      });
    },
  };
}

describe('the product list cache', () => {
  it('shares one read, keeps serving the held body during a refresh, and shows a write once changed() resolves', async () => {
    const list = controlledList();
    const cache = createListCache({ load: list.load, ttlMs: 1000, now: () => 0 });
    const first = [cache.get(), cache.get()];
    expect(list.reads).toHaveLength(1);
    list.reads[0]!.finish();
    expect(await Promise.all(first)).toEqual(['v0', 'v0']);

    list.write();
    const changed = cache.changed();
    // A reader during the refresh does not wait for it.
    expect(await cache.get()).toBe('v0');
    list.reads[1]!.finish();
    await changed;
    expect(await cache.get()).toBe('v1');
    expect(list.reads).toHaveLength(2);
  });

  it('never lets an older read replace a newer one', async () => {
    const list = controlledList();
    const cache = createListCache({ load: list.load, ttlMs: 1000, now: () => 0 });
    list.write();
    const one = cache.changed();
    list.write();
    const two = cache.changed();
    list.reads[1]!.finish();
    await two;
    list.reads[0]!.finish();
    await one;
    expect(await cache.get()).toBe('v2');
  });

  it('serves an expired body once more while reading a fresh one', async () => {
    const list = controlledList();
    let time = 0;
    const cache = createListCache({ load: list.load, ttlMs: 1000, now: () => time });
    const first = cache.get();
    list.reads[0]!.finish();
    await first;
    list.write();
    time = 1500;
    expect(await cache.get()).toBe('v0');
    expect(list.reads).toHaveLength(2);
    list.reads[1]!.finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get()).toBe('v1');
  });

  it('holds nothing stale when the refresh after a write fails', async () => {
    let fail = false;
    let version = 0;
    const cache = createListCache({
      load: () => (fail ? Promise.reject(new Error('db down')) : Promise.resolve(`v${version}`)),
      ttlMs: 1000,
      now: () => 0,
    });
    expect(await cache.get()).toBe('v0');
    fail = true;
    version = 1;
    await expect(cache.changed()).resolves.toBeUndefined();
    fail = false;
    expect(await cache.get()).toBe('v1');
  });
});
