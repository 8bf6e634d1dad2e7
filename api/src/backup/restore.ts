import { cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { sqlitePath } from './backup.ts';
import {
  IMAGES_DIR,
  MYSQL_FILE,
  SQLITE_FILE,
  verifiedManifest,
  type BackupManifest,
} from './backup-manifest.ts';
import { extractArchive } from './extract-archive.ts';
import { mysqlTables, restoreMysql } from './mysql-restore.ts';
import { RestoreRefused } from './restore-refused.ts';
import { restoreSqlite, sqliteTables } from './sqlite-restore.ts';

const entries = (dir: string) => readdir(dir).catch(() => [] as string[]);

/**
 * Restores an archive of `createBackup` into the database and image folder the config
 * names. Both must be empty unless `force` (then what is there is replaced). Nothing is
 * touched until the archive has passed its manifest, and the old database stays as it was
 * unless the new one loaded completely. The schema comes with the data; the API migrates
 * anything newer at its next start.
 */
export async function restoreBackup(
  config: Config,
  archive: string,
  options: { force: boolean },
): Promise<BackupManifest> {
  const staging = await mkdtemp(join(tmpdir(), 'kirana-restore-'));
  try {
    await extractArchive(archive, staging);
    const manifest = await verifiedManifest(staging);
    const mysql = config.databaseUrl.startsWith('mysql://');
    if ((manifest.database === 'mysql') !== mysql) {
      throw new RestoreRefused(
        `This archive holds a ${manifest.database} database, but DATABASE_URL names a ${mysql ? 'mysql' : 'sqlite'} one.`,
      );
    }
    const tables = mysql
      ? await mysqlTables(config.databaseUrl)
      : sqliteTables(sqlitePath(config.databaseUrl));
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

    if (mysql) await restoreMysql(config.databaseUrl, join(staging, MYSQL_FILE));
    else await restoreSqlite(sqlitePath(config.databaseUrl), join(staging, SQLITE_FILE));
    if (manifest.images) {
      // The folder itself stays: it is often a mounted volume.
      await mkdir(config.uploadDir, { recursive: true });
      for (const entry of images)
        await rm(join(config.uploadDir, entry), { recursive: true, force: true });
      await cp(join(staging, IMAGES_DIR), config.uploadDir, { recursive: true });
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
