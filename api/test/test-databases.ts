import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createDb, type Db } from '../src/db/knex.ts';
import { migrateLatest } from '../src/db/migrate.ts';

export type DbKind = 'sqlite' | 'mysql';

export interface TestDatabase {
  kind: DbKind;
  url: string;
  db: Db;
  drop(): Promise<void>;
}

/** Migrated once per run by database-templates.ts (the API's Vitest globalSetup). */
export interface DatabaseTemplates {
  sqliteFile: string;
  /** Absent when MariaDB does not answer (and is not required). */
  mysqlName?: string;
}

/** The server the MariaDB tests use; each test file gets a database of its own on it. */
export const MYSQL_ADMIN_URL =
  process.env.KIRANA_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
const mysqlRequired = process.env.KIRANA_REQUIRE_MYSQL === '1';

export function mysqlDatabaseUrl(name: string): string {
  const url = new URL(MYSQL_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

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

/** Whether MariaDB answers; with KIRANA_REQUIRE_MYSQL=1 (CI) a silent server is an error. */
export async function mysqlKindAvailable(): Promise<boolean> {
  if (await mysqlReachable()) return true;
  if (mysqlRequired)
    throw new Error(
      `MariaDB is required (KIRANA_REQUIRE_MYSQL=1) but ${MYSQL_ADMIN_URL} does not answer.`,
    );
  console.warn(`[skipped] MariaDB tests: no server at ${MYSQL_ADMIN_URL}`);
  return false;
}

/** Outside Vitest's API run (a script, another config) there are no templates. */
function templates(): DatabaseTemplates | undefined {
  try {
    return inject('databaseTemplates');
  } catch {
    return undefined;
  }
}

/** SQLite always; MariaDB when the run's set-up found it answering. */
export async function availableKinds(): Promise<DbKind[]> {
  const made = templates();
  const mysql = made ? made.mysqlName !== undefined : await mysqlKindAvailable();
  return mysql ? ['sqlite', 'mysql'] : ['sqlite'];
}

/** A fresh, migrated database of that kind, dropped again by `drop()`. */
export async function createTestDatabase(kind: DbKind): Promise<TestDatabase> {
  const made = templates();
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'kirana-test-'));
    const file = join(dir, 'test.sqlite');
    if (made) copyFileSync(made.sqliteFile, file);
    const url = `sqlite:${file}`;
    const db = createDb(url);
    if (!made) await migrateLatest(db);
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
  try {
    await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    if (made?.mysqlName) await copyMysqlTemplate(admin, made.mysqlName, name);
  } finally {
    await admin.destroy();
  }
  const url = mysqlDatabaseUrl(name);
  const db = createDb(url);
  if (!made?.mysqlName) await migrateLatest(db);
  return {
    kind,
    url,
    db,
    drop: async () => {
      await db.destroy();
      const dropper = createDb(MYSQL_ADMIN_URL, { poolMax: 1 });
      await dropper.raw(`DROP DATABASE IF EXISTS \`${name}\``);
      await dropper.destroy();
    },
  };
}

interface TemplateShape {
  creates: string[];
  withRows: string[];
}
let templateShape: Promise<TemplateShape> | undefined;

/** The template's tables as MariaDB writes them (keys and foreign keys included). */
async function readTemplateShape(admin: Db, template: string): Promise<TemplateShape> {
  const [tables] = (await admin.raw(
    'select table_name as name from information_schema.tables where table_schema = ?',
    [template],
  )) as [{ name: string }[]];
  const creates: string[] = [];
  const withRows: string[] = [];
  for (const { name } of tables) {
    const [shown] = (await admin.raw(`SHOW CREATE TABLE \`${template}\`.\`${name}\``)) as [
      [Record<string, string>],
    ];
    creates.push(shown[0]['Create Table']!);
    const [rows] = (await admin.raw(
      `select exists(select 1 from \`${template}\`.\`${name}\`) as found`,
    )) as [[{ found: number }]];
    if (rows[0].found) withRows.push(name);
  }
  return { creates, withRows };
}

/** Same tables, keys and rows (migrations' own, seeded categories) as the template. */
async function copyMysqlTemplate(admin: Db, template: string, name: string): Promise<void> {
  templateShape ??= readTemplateShape(admin, template);
  const { creates, withRows } = await templateShape;
  // One connection (poolMax 1): the USE and the foreign-key switch hold for what follows.
  await admin.raw(`USE \`${name}\``);
  await admin.raw('SET FOREIGN_KEY_CHECKS = 0');
  for (const create of creates) await admin.raw(create);
  for (const table of withRows) {
    await admin.raw(`INSERT INTO \`${table}\` SELECT * FROM \`${template}\`.\`${table}\``);
  }
}
