import Database from 'better-sqlite3';
import { createWriteStream } from 'node:fs';
import {
  chmod,
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { create } from 'tar';
import type { Config } from '../config.ts';
import {
  checksums,
  IMAGES_DIR,
  MANIFEST_FILE,
  MYSQL_FILE,
  SQLITE_FILE,
  type BackupManifest,
} from './backup-manifest.ts';
import { dumpMysql } from './mysql-tools.ts';

export const sqlitePath = (databaseUrl: string) => databaseUrl.slice('sqlite:'.length);

const gone = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Copies the image folder while the shop runs: photos being written (`.incoming-*`) are
 * left out, and a file or folder removed meanwhile (a replaced photo) is skipped.
 */
async function copyImages(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  let entries;
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch (err) {
    if (gone(err)) return;
    throw err;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.incoming-')) continue;
    const source = join(from, entry.name);
    if (entry.isDirectory()) {
      await copyImages(source, join(to, entry.name));
      continue;
    }
    await copyFile(source, join(to, entry.name)).catch((err: unknown) => {
      if (!gone(err)) throw err;
    });
  }
}

const isDirectory = async (path: string) =>
  (await stat(path).catch(() => undefined))?.isDirectory();

/**
 * Writes one dated archive (`kirana-backup-<time>.tar.gz` in `backupDir`) of the database
 * and the images while the shop stays open. The database comes first, as one consistent
 * snapshot (SQLite's online backup; mysqldump in one transaction); the images are copied
 * after it, so every picture an order or product in the snapshot names is in the archive.
 */
export async function createBackup(config: Config, backupDir: string): Promise<string> {
  const staging = await mkdtemp(join(tmpdir(), 'kirana-backup-'));
  try {
    const createdAt = new Date();
    const mysql = config.databaseUrl.startsWith('mysql://');
    if (mysql) {
      await dumpMysql(config.databaseUrl, join(staging, MYSQL_FILE));
    } else {
      const source = new Database(sqlitePath(config.databaseUrl), { fileMustExist: true });
      try {
        // All remaining pages in each step: SQLite restarts a backup when another connection
        // writes between steps, which 100 pages at a time under steady orders could not outrun.
        await source.backup(join(staging, SQLITE_FILE), { progress: () => 1_000_000_000 });
      } finally {
        source.close();
      }
    }
    const images = !config.bucket && Boolean(await isDirectory(config.uploadDir));
    if (images) await copyImages(config.uploadDir, join(staging, IMAGES_DIR));
    const manifest: BackupManifest = {
      format: 2,
      createdAt: createdAt.toISOString(),
      database: mysql ? 'mysql' : 'sqlite',
      images,
      files: await checksums(staging),
    };
    await writeFile(join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    // Archives hold password hashes and addresses: for the owner only, folder included,
    // also when an older version made the folder open to everyone.
    await mkdir(backupDir, { recursive: true, mode: 0o700 });
    await chmod(backupDir, 0o700);
    const stamp = createdAt.toISOString().replace(/[:.]/g, '-');
    const archive = join(backupDir, `kirana-backup-${stamp}.tar.gz`);
    // Under another name until complete, so a half-written archive never looks like a backup.
    const partial = `${archive}.partial`;
    try {
      await pipeline(
        create({ gzip: true, cwd: staging, portable: true }, ['.']),
        createWriteStream(partial, { mode: 0o600, flags: 'wx' }),
      );
      await rename(partial, archive);
    } finally {
      await rm(partial, { force: true });
    }
    return archive;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
