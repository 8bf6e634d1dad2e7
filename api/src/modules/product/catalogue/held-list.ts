import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, crc32, deflateRaw } from 'node:zlib';

export type ListEncoding = 'br' | 'gzip' | 'identity';

/** The whole list as held: its strong ETag and its body in each encoding it offers. */
export interface HeldList {
  etag: string;
  /** What it can answer in, best first (brotli only once settled: see BROTLI_AFTER_MS). */
  encodings(): ListEncoding[];
  /** The body in one encoding, made once per list and encoding, then kept. */
  bytes(encoding: ListEncoding): Promise<Buffer>;
}

/** A held list that can be patched: a copy with some products replaced. */
export interface PatchableList extends HeldList {
  /** These products (by `_id`) replaced; unknown ones ignored; itself when none differ. */
  with(products: ReadonlyMap<string, ListItem>): PatchableList;
}

export interface ListItem {
  _id: string;
}

/**
 * Products per chunk. A patch serialises, hashes and deflates again only the chunks of the
 * products it replaces (about 30 kB each), not the megabytes of the whole list.
 */
const CHUNK_ITEMS = 64;
/**
 * A patched list offers brotli once it has stood this long unchanged. Brotli cannot be
 * joined from compressed parts as deflate can: each copy costs the whole list again (70 ms
 * for 20,000 products), so while orders keep changing stock, gzip is answered instead.
 */
export const BROTLI_AFTER_MS = 2_000;

const HEAD = '{"success":true,"products":[';
const TAIL = ']}';
// A gzip member around the chunks' deflate blocks: header (no name, no time, Unix), the
// empty final block that ends the stream, then the CRC-32 and size of the whole body.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
const FINAL_BLOCK = Buffer.from([3, 0]);

interface Chunk {
  /** Each product's JSON. */
  json: readonly string[];
  /** Its part of the body: the head or a comma first, the tail after the last product. */
  body: Buffer;
  digest: Buffer;
  /** Raw deflate ended by a sync flush (byte-aligned, not final), so chunks concatenate. */
  deflated?: Promise<Buffer>;
}

function chunkOf(json: readonly string[], first: boolean, last: boolean): Chunk {
  const body = Buffer.from(`${first ? HEAD : ','}${json.join(',')}${last ? TAIL : ''}`);
  return { json, body, digest: createHash('sha256').update(body).digest() };
}

function deflated(chunk: Chunk): Promise<Buffer> {
  if (!chunk.deflated) {
    // Off the main thread (zlib's pool), once per chunk, shared by every copy holding it.
    const bytes = promisify(deflateRaw)(chunk.body, {
      level: 9,
      finishFlush: constants.Z_SYNC_FLUSH,
    });
    chunk.deflated = bytes;
    bytes.catch(() => {
      if (chunk.deflated === bytes) chunk.deflated = undefined;
    });
  }
  return chunk.deflated;
}

async function gzipOf(chunks: readonly Chunk[]): Promise<Buffer> {
  const parts = await Promise.all(chunks.map(deflated));
  let crc = 0;
  let size = 0;
  for (const chunk of chunks) {
    crc = crc32(chunk.body, crc);
    size += chunk.body.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...parts, FINAL_BLOCK, trailer]);
}

const brotli = (body: Buffer) =>
  promisify(brotliCompress)(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

function listOf(
  chunks: readonly Chunk[],
  /** Position of each product in the list (shared by copies: patches never reorder). */
  index: ReadonlyMap<string, number>,
  brotliFrom: number,
  now: () => number,
): PatchableList {
  const encoded = new Map<ListEncoding, Promise<Buffer>>();
  const make = (encoding: ListEncoding): Promise<Buffer> => {
    const body = () => Buffer.concat(chunks.map((chunk) => chunk.body));
    if (encoding === 'gzip') return gzipOf(chunks);
    if (encoding === 'br') return brotli(body());
    return Promise.resolve(body());
  };
  const digests = createHash('sha256');
  for (const chunk of chunks) digests.update(chunk.digest);
  const list: PatchableList = {
    etag: `"${digests.digest('base64url').slice(0, 27)}"`,
    encodings: () => (now() >= brotliFrom ? ['br', 'gzip', 'identity'] : ['gzip', 'identity']),
    bytes(encoding) {
      let bytes = encoded.get(encoding);
      if (!bytes) {
        bytes = make(encoding);
        encoded.set(encoding, bytes);
        bytes.catch(() => encoded.delete(encoding));
      }
      return bytes;
    },
    with(products) {
      const changed = new Map<number, string[]>();
      for (const [id, product] of products) {
        const at = index.get(id);
        if (at === undefined) continue;
        const c = Math.floor(at / CHUNK_ITEMS);
        const json = JSON.stringify(product);
        const copy = changed.get(c) ?? [...(chunks[c]?.json ?? [])];
        if (copy[at % CHUNK_ITEMS] === json) continue;
        copy[at % CHUNK_ITEMS] = json;
        changed.set(c, copy);
      }
      if (changed.size === 0) return list;
      const next = [...chunks];
      for (const [c, json] of changed) next[c] = chunkOf(json, c === 0, c === chunks.length - 1);
      return listOf(next, index, now() + BROTLI_AFTER_MS, now);
    },
  };
  return list;
}

/**
 * The whole list `{"success":true,"products":[…]}`, held in chunks of products so that a
 * patch costs a chunk, not the list: the ETag hashes the chunks' hashes, and gzip joins each
 * chunk's deflate blocks into one member (any gzip reader takes it). A list read whole
 * offers brotli at once, as it is compressed once per read anyway.
 */
export function holdList(products: readonly ListItem[], now: () => number): PatchableList {
  const json = products.map((product) => JSON.stringify(product));
  const count = Math.max(1, Math.ceil(json.length / CHUNK_ITEMS));
  const chunks = Array.from({ length: count }, (_, c) =>
    chunkOf(json.slice(c * CHUNK_ITEMS, (c + 1) * CHUNK_ITEMS), c === 0, c === count - 1),
  );
  const index = new Map(products.map((product, at) => [product._id, at]));
  return listOf(chunks, index, Number.NEGATIVE_INFINITY, now);
}
