import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../contract/product.ts';
import { addProduct, signInSeller } from '../../test/fixtures.ts';
import { startLocalS3 } from '../../test/local-s3.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('photos in an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startLocalS3>>;
  let app: TestApp;
  let other: TestApp;
  const otherUploads = mkdtempSync(join(tmpdir(), 'kirana-other-uploads-'));

  beforeAll(async () => {
    s3 = await startLocalS3();
    app = await createTestApp('sqlite', {
      env: { ...s3.env, IMAGE_PUBLIC_BASE_URL: 'https://cdn.kirana.test/' },
    });
    // Another API process with a disk of its own: it can only have the photo from the bucket.
    other = await createTestApp('sqlite', {
      sameDatabaseAs: app,
      env: { ...s3.env, UPLOAD_DIR: otherUploads },
    });
  });
  afterAll(async () => {
    await other?.close();
    await app?.close();
    await s3?.close();
    rmSync(otherUploads, { recursive: true, force: true });
  });

  it('stores an uploaded photo in the bucket, served by any process, under the CDN base', async () => {
    const product: Product = await addProduct(await signInSeller(app), { name: 'Kokum' });
    const url = new URL(product.image[0]!);
    expect(url.origin).toBe('https://cdn.kirana.test');
    const id = /^\/images\/photos\/([^/]+)\//.exec(url.pathname)?.[1];
    expect(id).toBeTruthy();
    // Not on either disk: in the bucket, master and variants.
    expect(existsSync(join(app.config.uploadDir, 'photos', id!))).toBe(false);
    const stored = readdirSync(s3.directory, { recursive: true }).map(String);
    expect(stored.some((f) => f.includes(id!) && f.includes('master.webp'))).toBe(true);

    for (const process of [app, other]) {
      const res = await process.agent().get(url.pathname).expect(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length'])).toBeGreaterThan(20);
    }
    await other.agent().get(`/images/photos/${id}/999.webp`).expect(404);

    // A photo let go of (an edit that drops it) leaves the bucket.
    await app.services.images.remove(`photos/${id}`);
    await other.agent().get(url.pathname).expect(404);
  });

  it('reports the bucket in the health check', async () => {
    const res = await app.agent().get('/api/health').expect(200);
    expect(res.body).toMatchObject({ database: 'up', bucket: 'up' });
  });
});
