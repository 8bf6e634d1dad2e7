import { loadConfig } from '../config.ts';
import { createDb } from './knex.ts';
import { migrateLatest } from './migrate.ts';

// `npm run migrate -w @kirana/api`: the production path, run once per deploy before the
// new API replicas start.
const config = loadConfig();
const db = createDb(config.databaseUrl);
try {
  const applied = await migrateLatest(db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database already up to date.');
} catch (err) {
  console.error('Migration failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
