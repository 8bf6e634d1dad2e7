import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createListCache } from './product-list-cache.ts';

/** A catalogue whose list reads finish when the test says, with a shared version counter. */
function controlledCatalogue() {
  const state = { version: 1, data: 0 };
  const reads: { finish: () => void }[] = [];
  return {
    state,
    reads,
    /** Another process (or this one) changes the data and bumps the version. */
    write: () => {
      state.data += 1;
      state.version += 1;
    },
    load: () => {
      const seen = state.data;
      return new Promise<{ _id: string }[]>((resolve) =>
        reads.push({ finish: () => resolve([{ _id: `v${seen}` }]) }),
      );
    },
    readVersion: async () => state.version,
    bumpVersion: async () => {
      state.version += 1;
    },
  };
}

/** The ids on the list, joined. */
const text = async (list: { bytes: (e: 'identity') => Promise<Buffer> }) =>
  (
    JSON.parse((await list.bytes('identity')).toString()) as { products: { _id: string }[] }
  ).products
    .map((p) => p._id)
    .join();

describe('the whole-list cache', () => {
  it('shares one read, keeps serving the held list during a refresh, and shows a write once changed() resolves', async () => {
    const catalogue = controlledCatalogue();
    const cache = createListCache({
      ...catalogue,
      checkEveryMs: 1000,
      maxAgeMs: 60_000,
      now: () => 0,
    });
    const first = [cache.get(), cache.get()];
    await new Promise((resolve) => setImmediate(resolve));
    expect(catalogue.reads).toHaveLength(1);
    catalogue.reads[0]!.finish();
    const [a, b] = await Promise.all(first);
    expect(a).toBe(b);
    expect(await text(a!)).toBe('v0');

    catalogue.state.data += 1;
    const changed = cache.changed();
    // A reader during the refresh does not wait for it.
    expect(await text(await cache.get())).toBe('v0');
    await new Promise((resolve) => setImmediate(resolve));
    catalogue.reads[1]!.finish();
    await changed;
    expect(await text(await cache.get())).toBe('v1');
  });

  it('notices another process’s change within checkEveryMs, in the background', async () => {
    const catalogue = controlledCatalogue();
    let time = 0;
    const cache = createListCache({
      ...catalogue,
      checkEveryMs: 1000,
      maxAgeMs: 60_000,
      now: () => time,
    });
    const first = cache.get();
    await new Promise((resolve) => setImmediate(resolve));
    catalogue.reads[0]!.finish();
    await first;
    catalogue.write();
    time = 500;
    await cache.get();
    await new Promise((resolve) => setImmediate(resolve));
    expect(catalogue.reads).toHaveLength(1); // not checked yet: under a second
    time = 1000;
    expect(await text(await cache.get())).toBe('v0'); // the check runs behind this answer
    await new Promise((resolve) => setImmediate(resolve));
    expect(catalogue.reads).toHaveLength(2);
    catalogue.reads[1]!.finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await text(await cache.get())).toBe('v1');
  });

  it('compresses once per encoding, with one ETag for the list', async () => {
    const cache = createListCache({
      load: async () => Array.from({ length: 200 }, (_, i) => ({ _id: `p${i}` })),
      readVersion: async () => 1,
      bumpVersion: async () => undefined,
      checkEveryMs: 1000,
      maxAgeMs: 60_000,
      now: () => 0,
    });
    const list = await cache.get();
    const plain = await list.bytes('identity');
    const br = await list.bytes('br');
    expect(await list.bytes('br')).toBe(br);
    expect(brotliDecompressSync(br)).toEqual(plain);
    expect(gunzipSync(await list.bytes('gzip'))).toEqual(plain);
    expect(list.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('holds nothing stale when the read after a write fails', async () => {
    let fail = false;
    let data = 0;
    const cache = createListCache({
      load: () =>
        fail ? Promise.reject(new Error('db down')) : Promise.resolve([{ _id: `v${data}` }]),
      readVersion: async () => data + 1,
      bumpVersion: async () => undefined,
      checkEveryMs: 1000,
      maxAgeMs: 60_000,
      now: () => 0,
    });
    expect(await text(await cache.get())).toBe('v0');
    fail = true;
    data = 1;
    await expect(cache.changed()).resolves.toBeUndefined();
    fail = false;
    expect(await text(await cache.get())).toBe('v1');
  });
});
