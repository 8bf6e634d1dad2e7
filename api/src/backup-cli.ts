import { resolve } from 'node:path';
import { createBackup } from './backup/backup.ts';
import { ConfigError, loadConfig } from './config.ts';
import { workspaceRoot } from './paths.ts';

// `npm run backup`: a consistent archive of the database and images, taken while the shop
// runs, into BACKUP_DIR (default .data/backups). See docs/deploy.md for a nightly schedule.
try {
  const config = loadConfig();
  const dir = resolve(workspaceRoot, process.env.BACKUP_DIR ?? '.data/backups');
  const started = Date.now();
  const archive = await createBackup(config, dir);
  console.log(`Backup written: ${archive} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (config.bucket) console.log('Images are in the bucket; back it up with its own versioning.');
} catch (err) {
  console.error(
    'The backup failed:',
    err instanceof ConfigError || err instanceof Error ? err.message : err,
  );
  process.exitCode = 1;
}
