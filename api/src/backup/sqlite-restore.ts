import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { RestoreRefused } from './restore-refused.ts';

/** Tables in the SQLite file at `path` (none when there is no file yet; none is created). */
export function sqliteTables(path: string): string[] {
  if (!existsSync(path)) return [];
  const db = new Database(path, { fileMustExist: true });
  try {
    return (
      db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all() as { name: string }[]
    ).map((row) => row.name);
  } finally {
    db.close();
  }
}

const dropSidecars = async (path: string) => {
  for (const suffix of ['-wal', '-shm', '-journal']) await rm(`${path}${suffix}`, { force: true });
};

/**
 * Puts the database file of a backup at `target`: written beside it under another name,
 * checked whole, and only then renamed over it, so a damaged copy never replaces the old
 * database and a crash midway leaves one or the other.
 */
export async function restoreSqlite(target: string, file: string): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const incoming = `${target}.restore-${randomBytes(4).toString('hex')}`;
  try {
    await copyFile(file, incoming);
    let problem: string | undefined;
    try {
      const db = new Database(incoming, { fileMustExist: true });
      try {
        const result = db.pragma('integrity_check', { simple: true });
        if (result !== 'ok') problem = String(result);
        else if (sqliteTables(incoming).length === 0) problem = 'it holds no tables';
      } finally {
        db.close();
      }
    } catch (err) {
      problem = (err as Error).message;
    }
    if (problem)
      throw new RestoreRefused(
        `The database in the archive is damaged (${problem}); the old database was left as it was.`,
      );
    await dropSidecars(incoming);
    if (existsSync(target)) {
      // Folds the old database's write-ahead log into it, so removing the log loses nothing;
      // a log left beside the new file would be applied to it.
      const old = new Database(target, { fileMustExist: true });
      try {
        old.pragma('wal_checkpoint(TRUNCATE)');
      } finally {
        old.close();
      }
    }
    await dropSidecars(target);
    await rename(incoming, target);
  } finally {
    await rm(incoming, { force: true });
    await dropSidecars(incoming);
  }
}
