import { resolve } from 'node:path';
import { restoreBackup } from './backup/restore.ts';
import { loadConfig } from './config.ts';

// `npm run restore -- ARCHIVE [--force]`: puts a backup back into the database and image
// folder that DATABASE_URL and UPLOAD_DIR name. Refuses non-empty ones unless --force.
const args = process.argv.slice(2);
const force = args.includes('--force');
const archive = args.find((a) => !a.startsWith('--'));
if (!archive) {
  console.error('Usage: npm run restore -- <archive.tar.gz> [--force]');
  process.exit(2);
}
try {
  const config = loadConfig();
  // npm runs this in api/; a relative path means the one the command was typed in.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), archive);
  const manifest = await restoreBackup(config, file, { force });
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${config.databaseUrl.split('@').pop()}${manifest.images ? ` and ${config.uploadDir}` : ''}.`,
  );
} catch (err) {
  console.error('The restore failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
