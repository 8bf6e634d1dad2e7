import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { newId } from '../lib/ids.ts';
import { DEMO_ARTWORK_DIR } from './demo-artwork.ts';
import {
  MASTER_FILE,
  photoIdOf,
  VARIANT_WIDTHS,
  variantFile,
  type VariantWidth,
} from './photo-variants.ts';
import { CONTENT_TYPES, sniffImage } from './sniff-image.ts';

const FILE_NAME = /^[a-z0-9][a-z0-9-]*\.(jpg|png|gif|webp|avif|svg)$/;
export const PHOTO_FILE = /^(?:master|\d+)\.webp$/;

/**
 * The files to try for a photo's `<width>.webp`: that one, then each narrower variant. A
 * photo narrower than a width has no file of it (variants are never upscaled), and an
 * order line asks for its thumbnail width without knowing the photo's size.
 */
export function photoFileCandidates(file: string): string[] {
  const width = Number(file.slice(0, -'.webp'.length));
  if (!VARIANT_WIDTHS.some((w) => w === width)) return [file];
  return VARIANT_WIDTHS.filter((w) => w <= width)
    .reverse()
    .map((w) => variantFile(w));
}

export interface StoredImage {
  stream: Readable;
  size: number;
  contentType: string;
  immutable: boolean;
}

/**
 * Product images on the local disk under UPLOAD_DIR. Keys look like `photos/<uuid>` (a
 * processed upload: a folder with `master.webp` and `<width>.webp` variants), `demo/<name>.svg`
 * (shipped artwork) or `uploads/<uuid>.<ext>` (an upload stored as sent, before processing
 * existed); URLs are built from keys, so the storage can move without rewriting the database.
 */
export function createImageStore(uploadDir: string) {
  const photosDir = join(uploadDir, 'photos');
  const legacyPath = (key: string): string | undefined => {
    const [folder, name] = key.split('/');
    return folder === 'uploads' && name && FILE_NAME.test(name) ? join(uploadDir, name) : undefined;
  };

  async function openFile(path: string, contentType: string, immutable: boolean) {
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { stream: createReadStream(path), size: info.size, contentType, immutable };
  }

  return {
    /** A bucket answers to a health check; the local disk has nothing to ask. */
    ping: undefined as (() => Promise<boolean>) | undefined,

    /** Reads the first bytes of an uploaded temp file: its kind, 'heic', or undefined. */
    async detect(tempPath: string) {
      const handle = await open(tempPath, 'r');
      try {
        const head = new Uint8Array(16);
        const { bytesRead } = await handle.read(head, 0, 16, 0);
        return sniffImage(head.subarray(0, bytesRead));
      } finally {
        await handle.close();
      }
    },

    /**
     * Stores a new photo whole or not at all: `write(dir)` fills a folder of its own
     * (`master.webp` and the variants), which is then renamed into place, so a photo is
     * never served half written. Returns its key; on failure nothing is left.
     */
    async addPhoto(write: (dir: string) => Promise<unknown>): Promise<string> {
      const id = newId();
      const staging = join(photosDir, `.incoming-${id}`);
      await mkdir(staging, { recursive: true });
      try {
        await write(staging);
        await rename(staging, join(photosDir, id));
      } catch (err) {
        await rm(staging, { recursive: true, force: true });
        throw err;
      }
      return `photos/${id}`;
    },

    /** The bytes of a processed photo's master, to make its variants again. */
    masterPath(key: string): string | undefined {
      const id = photoIdOf(key);
      return id ? join(photosDir, id, MASTER_FILE) : undefined;
    },

    /** Where an upload from before processing sits, to process it now. */
    legacyPath,

    async hasFile(key: string, file: string): Promise<boolean> {
      const id = photoIdOf(key);
      if (!id) return false;
      return (await stat(join(photosDir, id, file)).catch(() => undefined))?.isFile() ?? false;
    },

    /**
     * Adds the variant files `files` a stored photo lacks: `write(dir)` makes them (from its
     * master) in a folder aside, from which each is renamed into place; files the photo has
     * are left alone. Returns how many it added.
     */
    async addVariants(
      key: string,
      files: readonly VariantWidth[],
      write: (dir: string) => Promise<unknown>,
    ): Promise<number> {
      const id = photoIdOf(key);
      if (!id) throw new Error(`Not a stored photo: ${key}`);
      const staging = join(photosDir, `.incoming-${newId()}`);
      await mkdir(staging, { recursive: true });
      try {
        await write(staging);
        let added = 0;
        for (const file of files.map(variantFile)) {
          const path = join(photosDir, id, file);
          if (await stat(path).catch(() => undefined)) continue;
          await rename(join(staging, file), path);
          added += 1;
        }
        return added;
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
    },

    async remove(key: string): Promise<void> {
      const id = photoIdOf(key);
      if (id) {
        await rm(join(photosDir, id), { recursive: true, force: true });
        return;
      }
      const legacy = legacyPath(key);
      if (legacy) await rm(legacy, { force: true });
    },

    /** Opens an image for serving by its URL path under /images; undefined when unknown. */
    async open(parts: readonly string[]): Promise<StoredImage | undefined> {
      const [folder, name, file] = parts;
      if (folder === 'photos' && parts.length === 3 && name && file && PHOTO_FILE.test(file)) {
        const id = photoIdOf(`photos/${name}`);
        if (!id) return undefined;
        for (const candidate of photoFileCandidates(file)) {
          const found = await openFile(join(photosDir, id, candidate), 'image/webp', true);
          if (found) return found;
        }
        return undefined;
      }
      if (parts.length !== 2 || !name || !FILE_NAME.test(name)) return undefined;
      const dir =
        folder === 'uploads' ? uploadDir : folder === 'demo' ? DEMO_ARTWORK_DIR : undefined;
      if (!dir) return undefined;
      const extension = name.slice(name.lastIndexOf('.') + 1) as keyof typeof CONTENT_TYPES;
      return openFile(join(dir, name), CONTENT_TYPES[extension], folder === 'uploads');
    },
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;
