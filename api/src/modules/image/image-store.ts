import { createReadStream, type ReadStream } from 'node:fs';
import { copyFile, mkdir, open, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { newId } from '../../lib/ids.ts';
import { apiRoot } from '../../paths.ts';
import { CONTENT_TYPES, sniffImage, type ImageExtension } from './sniff-image.ts';

/** The demo catalogue's artwork ships in the repo and is served read-only from there. */
export const DEMO_ARTWORK_DIR = join(apiRoot, 'src', 'db', 'seed', 'artwork');

const FILE_NAME = /^[a-z0-9][a-z0-9-]*\.(jpg|png|gif|webp|avif|svg)$/;

export interface StoredImage {
  stream: ReadStream;
  size: number;
  contentType: string;
  immutable: boolean;
}

/**
 * Product images on the local disk under UPLOAD_DIR. Keys look like `uploads/<uuid>.png`
 * (seller uploads) or `demo/<name>.svg` (shipped artwork); URLs are built from keys, so the
 * storage can move (another disk, object storage) without rewriting the database.
 */
export function createImageStore(uploadDir: string) {
  return {
    /** Reads the first bytes of an uploaded temp file; undefined when it is not an image. */
    async detect(tempPath: string): Promise<ImageExtension | undefined> {
      const handle = await open(tempPath, 'r');
      try {
        const head = new Uint8Array(16);
        const { bytesRead } = await handle.read(head, 0, 16, 0);
        return sniffImage(head.subarray(0, bytesRead));
      } finally {
        await handle.close();
      }
    },

    async save(tempPath: string, extension: ImageExtension): Promise<string> {
      await mkdir(uploadDir, { recursive: true });
      const name = `${newId()}.${extension}`;
      // copy, not rename: the temp folder may sit on another file system.
      await copyFile(tempPath, join(uploadDir, name));
      return `uploads/${name}`;
    },

    async remove(key: string): Promise<void> {
      const [folder, name] = key.split('/');
      if (folder === 'uploads' && name && FILE_NAME.test(name))
        await rm(join(uploadDir, name), { force: true });
    },

    /** Opens an image for serving; undefined for unknown or malformed names. */
    async open(folder: string, name: string): Promise<StoredImage | undefined> {
      if (!FILE_NAME.test(name)) return undefined;
      const dir =
        folder === 'uploads' ? uploadDir : folder === 'demo' ? DEMO_ARTWORK_DIR : undefined;
      if (!dir) return undefined;
      const path = join(dir, name);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      const extension = name.slice(name.lastIndexOf('.') + 1) as keyof typeof CONTENT_TYPES;
      return {
        stream: createReadStream(path),
        size: info.size,
        contentType: CONTENT_TYPES[extension],
        immutable: folder === 'uploads',
      };
    },
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;
