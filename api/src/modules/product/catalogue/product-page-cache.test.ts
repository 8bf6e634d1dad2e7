import { describe, expect, it } from 'vitest';
import { createPageCache } from './product-page-cache.ts';

function setUp(version = { value: 1 }) {
  // A clock like Date.now's (lru-cache takes a start time of 0 for "no time kept").
  let clock = 1_700_000_000_000;
  const cache = createPageCache({
    readVersion: async () => version.value,
    checkEveryMs: 1000,
    maxAgeMs: 10_000,
    maxEntries: 10,
    now: () => clock,
    idsOf: () => [],
  });
  return { cache, version, tick: (ms: number) => (clock += ms) };
}

/** A read that resolves when told to, counting how often it ran. */
function controlledRead(value: object) {
  let calls = 0;
  let release: () => void = () => undefined;
  return {
    read: () => {
      calls += 1;
      return new Promise<object>((resolve) => (release = () => resolve(value)));
    },
    release: () => release(),
    calls: () => calls,
  };
}

describe('the page cache', () => {
  it('reads once for identical requests that miss together, then answers from memory', async () => {
    const { cache } = setUp();
    const page = controlledRead({ page: 1 });
    const both = Promise.all([cache.get('a', page.read), cache.get('a', page.read)]);
    page.release();
    expect(await both).toEqual([{ page: 1 }, { page: 1 }]);
    expect(await cache.get('a', page.read)).toEqual({ page: 1 });
    expect(page.calls()).toBe(1);
  });

  it('does not keep an answer read while a write happened', async () => {
    const { cache } = setUp();
    const before = controlledRead({ stale: true });
    const pending = cache.get('a', before.read);
    cache.clear();
    before.release();
    expect(await pending).toEqual({ stale: true });
    const after = controlledRead({ fresh: true });
    const next = cache.get('a', after.read);
    after.release();
    expect(await next).toEqual({ fresh: true });
  });

  it('forgets everything once another process changed the catalogue version', async () => {
    const { cache, version, tick } = setUp();
    await cache.get('a', async () => ({ old: true }));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle(); // the first version check has finished
    version.value = 2;
    tick(1000);
    // This request starts the background check and is still answered from memory.
    expect(await cache.get('a', async () => ({ new: true }))).toEqual({ old: true });
    await settle();
    expect(await cache.get('a', async () => ({ new: true }))).toEqual({ new: true });
  });

  it('answers a page older than maxAgeMs at once and reads it again in the background', async () => {
    const { cache, tick } = setUp();
    await cache.get('a', async () => ({ count: 10 }));
    tick(10_001);
    const fresh = controlledRead({ count: 9 });
    expect(await cache.get('a', fresh.read)).toEqual({ count: 10 });
    expect(fresh.calls()).toBe(1);
    fresh.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('a', async () => ({ count: 8 }))).toEqual({ count: 9 });
  });
});
