import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { newId } from '../lib/ids.ts';
import {
  photoFileCandidates,
  PHOTO_FILE,
  type ImageStore,
  type StoredImage,
} from './image-store.ts';
import { MASTER_FILE, photoIdOf, VARIANT_WIDTHS, variantFile } from './photo-variants.ts';

export interface BucketSettings {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

const missing = (err: unknown) =>
  err instanceof NoSuchKey ||
  err instanceof NotFound ||
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Processed photos in an S3-compatible bucket (`photos/<id>/master.webp` and the variants),
 * so every API process serves every photo. A photo is made in a local folder first and
 * uploaded file by file, the master last: a photo whose master is there is whole. Demo
 * artwork (shipped with the code) and uploads from before processing stay on the disk.
 */
export function createS3ImageStore(settings: BucketSettings, disk: ImageStore): ImageStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // A bucket that stops answering must not hang requests (or the health check).
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
    // Checksums only where S3 requires them: several S3-compatible stores refuse the rest.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const objectKey = (id: string, file: string) => `photos/${id}/${file}`;

  async function put(id: string, file: string, dir: string) {
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: objectKey(id, file),
        Body: await readFile(join(dir, file)),
        ContentType: 'image/webp',
        // Photos never change under one key (an edit makes a new photo).
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async function exists(id: string, file: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(id, file) }));
      return true;
    } catch (err) {
      if (missing(err)) return false;
      throw err;
    }
  }

  async function get(id: string, file: string): Promise<StoredImage | undefined> {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(id, file) }));
      return {
        stream: object.Body as Readable,
        size: object.ContentLength ?? 0,
        contentType: 'image/webp',
        immutable: true,
      };
    } catch (err) {
      if (missing(err)) return undefined;
      throw err;
    }
  }

  /** Runs `work` in a local folder of its own, removed afterwards. */
  async function inStaging<T>(work: (dir: string) => Promise<T>): Promise<T> {
    const dir = join(tmpdir(), `kirana-photo-${newId()}`);
    await mkdir(dir, { recursive: true });
    try {
      return await work(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  return {
    ...disk,

    async ping(): Promise<boolean> {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return true;
      } catch {
        return false;
      }
    },

    async addPhoto(write) {
      const id = newId();
      await inStaging(async (dir) => {
        await write(dir);
        const files = (await readdir(dir)).filter((f) => f !== MASTER_FILE);
        for (const file of files) await put(id, file, dir);
        await put(id, MASTER_FILE, dir);
      });
      return `photos/${id}`;
    },

    // The rebuild command reads masters from the disk; with a bucket it refuses to run.
    masterPath: () => undefined,

    async hasFile(key, file) {
      const id = photoIdOf(key);
      return id ? (await exists(id, file)) || disk.hasFile(key, file) : false;
    },

    async addVariants(key, files, write) {
      const id = photoIdOf(key);
      if (!id) throw new Error(`Not a stored photo: ${key}`);
      return inStaging(async (dir) => {
        await write(dir);
        let added = 0;
        for (const file of files.map(variantFile)) {
          if (await exists(id, file)) continue;
          await put(id, file, dir);
          added += 1;
        }
        return added;
      });
    },

    async remove(key) {
      const id = photoIdOf(key);
      // Photos from before the bucket was set may still be on the disk.
      await disk.remove(key);
      if (!id) return;
      await client.send(
        new DeleteObjectsCommand({
          Bucket,
          Delete: {
            Objects: [MASTER_FILE, ...VARIANT_WIDTHS.map(variantFile)].map((file) => ({
              Key: objectKey(id, file),
            })),
            Quiet: true,
          },
        }),
      );
    },

    async open(parts) {
      const [folder, name, file] = parts;
      if (folder !== 'photos') return disk.open(parts);
      const id = name ? photoIdOf(`photos/${name}`) : undefined;
      if (parts.length !== 3 || !id || !file || !PHOTO_FILE.test(file)) return undefined;
      for (const candidate of photoFileCandidates(file)) {
        const found = await get(id, candidate);
        if (found) return found;
      }
      // Processed onto the disk before S3_BUCKET was set (see docs/deploy.md to move them).
      return disk.open(parts);
    },
  };
}
