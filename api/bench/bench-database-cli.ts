// `tsx bench/bench-database-cli.ts create|drop <mysql url>` and
// `tsx bench/bench-database-cli.ts seed <database url> <count>`: a MariaDB database for a
// bench run from another project (storefront/bench), and the generated catalogue in it.
import { createDb } from '../src/db/knex.ts';
import { migrateLatest } from '../src/db/migrate.ts';
import { seedCatalogue } from './generated-catalogue.ts';

const [command, databaseUrl, count = '20000'] = process.argv.slice(2);
if (!command || !databaseUrl) {
  throw new Error('Usage: bench-database-cli.ts create|drop|seed <database url> [count]');
}

/** The server without the database, and the database's name (checked: it goes into SQL). */
function serverAndName(url: string) {
  const parsed = new URL(url);
  const name = parsed.pathname.slice(1);
  if (!/^\w+$/.test(name)) throw new Error(`Not a bench database name: ${name}`);
  parsed.pathname = '/';
  return { server: parsed.toString(), name };
}

if (command === 'seed') {
  const db = createDb(databaseUrl);
  await migrateLatest(db);
  await seedCatalogue(db, Number(count));
  await db.destroy();
} else {
  const { server, name } = serverAndName(databaseUrl);
  const admin = createDb(server, { poolMax: 1 });
  await admin.raw(
    command === 'create'
      ? `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`
      : `DROP DATABASE IF EXISTS \`${name}\``,
  );
  await admin.destroy();
}
