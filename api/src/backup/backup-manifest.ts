import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { RestoreRefused } from './restore-refused.ts';

export const MANIFEST_FILE = 'manifest.json';
export const SQLITE_FILE = 'database.sqlite';
export const MYSQL_FILE = 'database.sql';
export const IMAGES_DIR = 'uploads';

const backupManifestSchema = z.object({
  format: z.literal(2),
  createdAt: z.string(),
  database: z.enum(['sqlite', 'mysql']),
  /** Whether the archive holds the images (not when they live in a bucket). */
  images: z.boolean(),
  /** Every other file of the archive by its path in it, so a restore can tell what was altered. */
  files: z.record(
    z.string(),
    z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), bytes: z.number().int().min(0) }),
  ),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** Paths (with `/`) of the files under `dir`; anything but files and folders is refused. */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = `${prefix}${entry.name}`;
    if (entry.isDirectory()) files.push(...(await filesUnder(join(dir, entry.name), `${path}/`)));
    else if (entry.isFile()) files.push(path);
    else
      throw new RestoreRefused(
        `The archive holds ${path}, which is a link or a device; a backup holds only files and folders.`,
      );
  }
  return files;
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The checksums of everything under `dir` but the manifest, as `createBackup` records them. */
export async function checksums(dir: string): Promise<BackupManifest['files']> {
  const files: BackupManifest['files'] = {};
  for (const path of (await filesUnder(dir)).sort()) {
    if (path === MANIFEST_FILE) continue;
    const file = join(dir, path);
    const { size } = await stat(file);
    files[path] = { sha256: await sha256(file), bytes: size };
  }
  return files;
}

/**
 * The manifest of an unpacked archive, once every file it lists is there with its checksum
 * and nothing else is: a dump altered, truncated or added to after the backup is refused
 * here, before any database or folder is touched.
 */
export async function verifiedManifest(dir: string): Promise<BackupManifest> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8'));
  } catch {
    throw new RestoreRefused(`This is not a Kirana backup: it has no readable ${MANIFEST_FILE}.`);
  }
  if ((raw as { format?: unknown } | null)?.format === 1)
    throw new RestoreRefused(
      'This archive was written before backups carried checksums (manifest format 1), so it cannot be checked. Restore it with the Kirana version that wrote it, or take a new backup.',
    );
  const parsed = backupManifestSchema.safeParse(raw);
  if (!parsed.success)
    throw new RestoreRefused(
      `The archive's ${MANIFEST_FILE} is not valid: ${z.prettifyError(parsed.error)}`,
    );
  const manifest = parsed.data;

  const present = new Set((await filesUnder(dir)).filter((path) => path !== MANIFEST_FILE));
  for (const path of present)
    if (!manifest.files[path])
      throw new RestoreRefused(`${path} is in the archive but not in the manifest; refusing it.`);
  for (const [path, expected] of Object.entries(manifest.files)) {
    if (!present.has(path))
      throw new RestoreRefused(`${path} is in the manifest but missing from the archive.`);
    if ((await sha256(join(dir, path))) !== expected.sha256)
      throw new RestoreRefused(
        `${path} does not match its checksum in the manifest: it was altered or truncated after the backup.`,
      );
  }
  const database = manifest.database === 'mysql' ? MYSQL_FILE : SQLITE_FILE;
  if (!manifest.files[database])
    throw new RestoreRefused(`The archive has no ${database}, which its manifest promises.`);
  return manifest;
}
