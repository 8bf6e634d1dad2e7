import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Db } from '../src/db/knex.ts';
import { migrateLatest } from '../src/db/migrate.ts';

export type DbKind = 'sqlite' | 'mysql';

export interface TestDatabase {
  kind: DbKind;
  url: string;
  db: Db;
  drop(): Promise<void>;
}

/** The server the MariaDB tests use; each test file gets a database of its own on it. */
export const MYSQL_ADMIN_URL =
  process.env.KIRANA_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
const mysqlRequired = process.env.KIRANA_REQUIRE_MYSQL === '1';

async function mysqlReachable(): Promise<boolean> {
  const admin = createDb(MYSQL_ADMIN_URL, { poolMax: 1 });
  try {
    await Promise.race([
      admin.raw('select 1'),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 3000)),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    await admin.destroy().catch(() => undefined);
  }
}

/**
 * SQLite always; MariaDB when it answers. With KIRANA_REQUIRE_MYSQL=1 (CI) an unreachable
 * MariaDB is an error rather than a skip.
 */
export async function availableKinds(): Promise<DbKind[]> {
  if (await mysqlReachable()) return ['sqlite', 'mysql'];
  if (mysqlRequired)
    throw new Error(
      `MariaDB is required (KIRANA_REQUIRE_MYSQL=1) but ${MYSQL_ADMIN_URL} does not answer.`,
    );
  console.warn(`[skipped] MariaDB tests: no server at ${MYSQL_ADMIN_URL}`);
  return ['sqlite'];
}

/** A fresh, migrated database of that kind, dropped again by `drop()`. */
export async function createTestDatabase(kind: DbKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'kirana-test-'));
    const url = `sqlite:${join(dir, 'test.sqlite')}`;
    const db = createDb(url);
    await migrateLatest(db);
    return {
      kind,
      url,
      db,
      drop: async () => {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `kirana_t_${randomBytes(6).toString('hex')}`;
  const admin = createDb(MYSQL_ADMIN_URL, { poolMax: 1 });
  await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const base = new URL(MYSQL_ADMIN_URL);
  base.pathname = `/${name}`;
  const url = base.toString();
  const db = createDb(url);
  await migrateLatest(db);
  return {
    kind,
    url,
    db,
    drop: async () => {
      await db.destroy();
      await admin.raw(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.destroy();
    },
  };
}
