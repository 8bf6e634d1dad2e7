import { copyFile, cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { extract } from 'tar';
import type { Config } from '../config.ts';
import { createDb } from '../db/knex.ts';
import {
  IMAGES_DIR,
  MANIFEST_FILE,
  MYSQL_FILE,
  SQLITE_FILE,
  sqlitePath,
  type BackupManifest,
} from './backup.ts';
import { loadMysql } from './mysql-tools.ts';

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/** Tables in the database of `url` (none for a SQLite file that does not exist yet). */
async function tablesIn(url: string): Promise<string[]> {
  const db = createDb(url, { poolMax: 1 });
  try {
    if (url.startsWith('mysql://')) {
      const [rows] = (await db.raw('SHOW TABLES')) as [Record<string, string>[]];
      return rows.flatMap((row) => Object.values(row).slice(0, 1));
    }
    const rows = (await db.raw(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    )) as { name: string }[];
    return rows.map((r) => r.name);
  } finally {
    await db.destroy();
  }
}

async function dropAllTables(url: string, tables: string[]): Promise<void> {
  const db = createDb(url, { poolMax: 1 });
  try {
    await db.raw('SET FOREIGN_KEY_CHECKS = 0');
    for (const table of tables) await db.raw('DROP TABLE IF EXISTS ??', [table]);
    await db.raw('SET FOREIGN_KEY_CHECKS = 1');
  } finally {
    await db.destroy();
  }
}

const entries = (dir: string) => readdir(dir).catch(() => [] as string[]);

/**
 * Restores an archive of `createBackup` into the database and image folder the config
 * names. Both must be empty unless `force` (then what is there is replaced). The schema
 * comes with the data; the API migrates anything newer at its next start.
 */
export async function restoreBackup(
  config: Config,
  archive: string,
  options: { force: boolean },
): Promise<BackupManifest> {
  const staging = await mkdtemp(join(tmpdir(), 'kirana-restore-'));
  try {
    await extract({ file: archive, cwd: staging });
    const manifest = JSON.parse(
      await readFile(join(staging, MANIFEST_FILE), 'utf8'),
    ) as BackupManifest;
    const mysql = config.databaseUrl.startsWith('mysql://');
    if ((manifest.database === 'mysql') !== mysql) {
      throw new RestoreRefused(
        `This archive holds a ${manifest.database} database, but DATABASE_URL names a ${mysql ? 'mysql' : 'sqlite'} one.`,
      );
    }
    const tables = await tablesIn(config.databaseUrl);
    const images = await entries(config.uploadDir);
    if (!options.force && (tables.length > 0 || images.length > 0)) {
      const what = [
        tables.length > 0 ? `the database has ${tables.length} tables` : '',
        images.length > 0 ? `${config.uploadDir} is not empty` : '',
      ].filter(Boolean);
      throw new RestoreRefused(
        `Refusing to restore over existing data (${what.join('; ')}). Add --force to replace it.`,
      );
    }

    if (mysql) {
      if (tables.length > 0) await dropAllTables(config.databaseUrl, tables);
      await loadMysql(config.databaseUrl, join(staging, MYSQL_FILE));
    } else {
      const target = sqlitePath(config.databaseUrl);
      await mkdir(dirname(target), { recursive: true });
      // A replaced database must not be joined with the old one's write-ahead log.
      for (const suffix of ['-wal', '-shm']) await rm(`${target}${suffix}`, { force: true });
      await copyFile(join(staging, SQLITE_FILE), target);
    }
    if (manifest.images) {
      if (options.force) await rm(config.uploadDir, { recursive: true, force: true });
      await cp(join(staging, IMAGES_DIR), config.uploadDir, { recursive: true });
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
