import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { throttledVersionCheck } from './catalogue-version.ts';

export type ListEncoding = 'br' | 'gzip' | 'identity';

/** The whole list as held: its JSON, its strong ETag, and its compressed forms. */
export interface HeldList {
  etag: string;
  /** The body in one encoding, compressed once per list and encoding, then kept. */
  bytes(encoding: ListEncoding): Promise<Buffer>;
}

const compressors = {
  br: (body: Buffer) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body: Buffer) => promisify(gzip)(body, { level: 9 }),
};

function hold(json: string, version: number, expires: number) {
  const body = Buffer.from(json);
  const encoded = new Map<ListEncoding, Promise<Buffer>>([['identity', Promise.resolve(body)]]);
  const list: HeldList = {
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    bytes(encoding) {
      let bytes = encoded.get(encoding);
      if (!bytes) {
        // Compressed off the main thread (zlib's pool), once, by whoever asks first.
        bytes = compressors[encoding as 'br' | 'gzip'](body);
        encoded.set(encoding, bytes);
        bytes.catch(() => encoded.delete(encoding));
      }
      return bytes;
    },
  };
  return { list, version, expires };
}

/**
 * The whole product list, held serialised and compressed: it is the spec's call (every
 * product, for the seller and older clients) and can be megabytes, so it is built once per
 * change, not per request.
 * - A write in this process bumps the catalogue version and reads the list again; it
 *   answers once the new list is held, so every request made after its answer sees it.
 *   Requests already on their way get the previous list instead of queueing behind the read.
 * - Writes through other API processes on the same database are noticed by the version,
 *   read at most once per `checkEveryMs` in the background.
 * - Counts that orders change without a version bump (stock above the few-left mark) are
 *   brought up to date at least every `maxAgeMs`.
 * Reads run one at a time per change; only a newer read replaces what is held.
 */
export function createListCache(options: {
  /** The list's JSON. */
  load: () => Promise<string>;
  readVersion: () => Promise<number>;
  bumpVersion: () => Promise<void>;
  checkEveryMs: number;
  maxAgeMs: number;
  now: () => number;
}) {
  const { load, readVersion, bumpVersion, checkEveryMs, maxAgeMs, now } = options;
  let held: ReturnType<typeof hold> | undefined;
  let reading: { list: Promise<HeldList>; version: number } | undefined;
  /** Bumped by `forget`: a read started before it must not be held. */
  let generation = 0;

  function refresh(version: number): Promise<HeldList> {
    if (reading && reading.version >= version) return reading.list;
    const started = now();
    const startedIn = generation;
    const list = load().then((json) => {
      const fresh = hold(json, version, started + maxAgeMs);
      if (startedIn !== generation) return fresh.list;
      if (!held || version >= held.version) held = fresh;
      return held.list;
    });
    const entry = { list, version };
    reading = entry;
    void list
      .finally(() => {
        if (reading === entry) reading = undefined;
      })
      .catch(() => undefined);
    return list;
  }

  /** In the background: has another process changed the catalogue? */
  const checkVersion = throttledVersionCheck({
    readVersion,
    everyMs: checkEveryMs,
    now,
    onRead: (version) => {
      if (!held || version > held.version || held.expires <= now()) return refresh(version);
      return undefined;
    },
    onError: () => undefined,
    // The first list is read on the first request anyway.
    checkedAt: 0,
  });

  return {
    async get(): Promise<HeldList> {
      if (!held) return refresh(await readVersion());
      checkVersion();
      return held.list;
    },

    /** Another process wrote: the next request reads the list again (and waits for it). */
    forget(): void {
      generation += 1;
      held = undefined;
      reading = undefined;
    },

    /** A write has committed: resolves once the held list includes it (never rejects). */
    async changed(): Promise<void> {
      try {
        await bumpVersion();
        await refresh(await readVersion());
      } catch {
        // The database could not be read: hold nothing older than the write.
        held = undefined;
      }
    },
  };
}
