import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../contract/product.ts';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/knex.ts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the workspace's one way to start the real API as a process (tools/ is tooling, not a project)
import { startApiForTests, TEST_SELLER } from '../../../tools/api-test-server.mjs';
import { sessionCookie } from '../../test/event-stream-client.ts';
import { addProduct, shopperWithAddress, signInSeller } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { availableKinds, MYSQL_ADMIN_URL } from '../../test/test-databases.ts';
import { createBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';
import { RestoreRefused } from './restore-refused.ts';

const kinds = await availableKinds();

/** An empty database to restore into, and how to drop it. */
async function emptyTarget(kind: 'sqlite' | 'mysql') {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'kirana-restored-'));
    return {
      url: `sqlite:${join(dir, 'restored.sqlite')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `kirana_r_${Math.random().toString(36).slice(2, 10)}`;
  const admin = createDb(MYSQL_ADMIN_URL, { poolMax: 1 });
  await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(MYSQL_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.raw(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.destroy();
    },
  };
}

describe.each(kinds)('backup and restore on %s', (kind) => {
  let app: TestApp;
  let product: Product;
  const backups = mkdtempSync(join(tmpdir(), 'kirana-backups-'));
  const uploads = mkdtempSync(join(tmpdir(), 'kirana-restored-uploads-'));

  beforeAll(async () => {
    app = await createTestApp(kind);
    product = await addProduct(await signInSeller(app), { name: 'Sona masoori rice' });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(backups, { recursive: true, force: true });
    rmSync(uploads, { recursive: true, force: true });
  });

  // Two restores, a dump taken under load and a second API process started: on a 2-core
  // machine whose other lane is busy this is 10 to 25 s of real work, not a wait.
  it('keeps every order acknowledged before it began, taken while orders are placed', async () => {
    const shoppers = await Promise.all(Array.from({ length: 4 }, () => shopperWithAddress(app)));
    const acknowledged: string[] = [];
    let placing = true;
    const placeOrders = async (shopper: (typeof shoppers)[number]) => {
      while (placing) {
        const res = await shopper.agent
          .post('/api/order/cod')
          .send({ address: shopper.addressId, items: [{ product: product._id, quantity: 1 }] });
        if (res.status === 201) acknowledged.push(res.body.orderId);
      }
    };
    const running = Promise.all(shoppers.map(placeOrders));
    while (acknowledged.length < 12) await new Promise((r) => setTimeout(r, 20));
    // Taken in the same tick as the backup starts, so every id here was acknowledged before it.
    const before = [...acknowledged];
    const archive = await createBackup(app.config, backups);
    placing = false;
    await running;
    expect(archive).toMatch(/kirana-backup-\d{4}-\d\d-\d\dT[\d-]+Z\.tar\.gz$/);

    const target = await emptyTarget(kind);
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: target.url,
        UPLOAD_DIR: uploads,
        SESSION_SECRET: 'test-secret-that-is-long-enough-for-hmac-0123',
      });
      await restoreBackup(config, archive, { force: false });
      // Not over data that is there, unless told.
      await expect(restoreBackup(config, archive, { force: false })).rejects.toThrow(
        RestoreRefused,
      );
      await expect(restoreBackup(config, archive, { force: false })).rejects.toThrow(/--force/);
      await restoreBackup(config, archive, { force: true });

      // The API starts on what was restored, with every acknowledged order and the photo.
      const api = await startApiForTests({
        DATABASE_URL: target.url,
        UPLOAD_DIR: uploads,
        SEED_DEMO: 'false',
      });
      try {
        const cookie = await sessionCookie(api.url, '/api/seller/login', TEST_SELLER);
        const res = await fetch(`${api.url}/api/order/seller`, { headers: { Cookie: cookie } });
        const ids = new Set(
          ((await res.json()) as { orders: { _id: string }[] }).orders.map((o) => o._id),
        );
        expect(before.length).toBeGreaterThanOrEqual(12);
        expect(before.filter((id) => !ids.has(id))).toEqual([]);
        const photo = new URL(product.image[0]!).pathname;
        expect((await fetch(`${api.url}${photo}`)).status).toBe(200);
      } finally {
        await api.stop();
      }
    } finally {
      await target.drop();
    }
  }, 60_000);
});
