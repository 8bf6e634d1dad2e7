import { randomBytes } from 'node:crypto';
import { createConnection, type Connection, type RowDataPacket } from 'mysql2/promise';
import { dumpStatements } from './mysql-dump-statements.ts';
import { RestoreRefused } from './restore-refused.ts';

const quote = (name: string) => `\`${name.replace(/`/g, '``')}\``;

function connect(url: string): Promise<Connection> {
  const u = new URL(url);
  return createConnection({
    host: u.hostname,
    port: u.port ? Number(u.port) : 3306,
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: databaseOf(url),
    charset: 'utf8mb4',
    supportBigNumbers: true,
  });
}

const databaseOf = (url: string) => decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));

async function tables(conn: Connection, database: string): Promise<string[]> {
  const [rows] = await conn.query<RowDataPacket[]>(
    'SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME',
    [database],
  );
  return rows.map((row) => String(row.name));
}

/** Tables in the database of `url`. */
export async function mysqlTables(url: string): Promise<string[]> {
  const conn = await connect(url);
  try {
    return await tables(conn, databaseOf(url));
  } finally {
    await conn.end();
  }
}

const DENIED = new Set([
  'ER_DBACCESS_DENIED_ERROR',
  'ER_TABLEACCESS_DENIED_ERROR',
  'ER_SPECIFIC_ACCESS_DENIED_ERROR',
]);

/**
 * Loads a dump into the database of `url`, replacing every table in it, such that a dump
 * failing half-way leaves the old data as it was: the statements go through the driver
 * (never the mysql client, which would run `\!` and `system` lines) into a scratch
 * database, and only a complete load is swapped in, by one RENAME TABLE that moves the
 * old tables out and the new ones in at once.
 */
export async function restoreMysql(url: string, dumpFile: string): Promise<void> {
  const target = databaseOf(url);
  // Both scratch databases match `<target>_restore_%`, which the grant in the error names.
  const prefix = `${target.slice(0, 40)}_restore_`;
  const stamp = randomBytes(4).toString('hex');
  const incoming = `${prefix}${stamp}`;
  const replaced = `${prefix}${stamp}_old`;
  const conn = await connect(url);
  const user = decodeURIComponent(new URL(url).username);
  const scratch = async (sql: string, doing: string) => {
    try {
      await conn.query(sql);
    } catch (err) {
      if (!DENIED.has((err as { code?: string }).code ?? '')) throw err;
      throw new RestoreRefused(
        `The MySQL user ${user} may not ${doing} (${(err as Error).message}). A restore loads into scratch databases named ${prefix}… and swaps the tables in; as an administrator, run GRANT ALL PRIVILEGES ON \`${prefix.replace(/_/g, '\\_')}%\`.* TO '${user}'@'<its host>'; (it also needs ALTER, DROP, CREATE and INSERT on ${target}). Nothing was changed.`,
      );
    }
  };
  let restored = false;
  try {
    const [[schema]] = await conn.query<RowDataPacket[]>(
      'SELECT DEFAULT_CHARACTER_SET_NAME AS charset, DEFAULT_COLLATION_NAME AS collation FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?',
      [target],
    );
    const charset = schema
      ? ` CHARACTER SET ${String(schema.charset)} COLLATE ${String(schema.collation)}`
      : '';
    await scratch(
      `CREATE DATABASE ${quote(incoming)}${charset}`,
      `create the scratch database ${incoming}`,
    );
    await conn.query(`USE ${quote(incoming)}`);
    for await (const statement of dumpStatements(dumpFile)) {
      try {
        await conn.query(statement.sql);
      } catch (err) {
        // MySQL answers so to a versioned comment meant for a newer server; MariaDB is silent.
        if ((err as { code?: string }).code === 'ER_EMPTY_QUERY') continue;
        throw new Error(
          `The dump's statement at line ${statement.line} failed (${(err as Error).message}). The database was left as it was.`,
          { cause: err },
        );
      }
    }
    await conn.query('UNLOCK TABLES');
    const loaded = await tables(conn, incoming);
    if (loaded.length === 0)
      throw new RestoreRefused('The dump created no tables; nothing was changed.');

    const old = await tables(conn, target);
    if (old.length > 0)
      await scratch(
        `CREATE DATABASE ${quote(replaced)}`,
        `create the scratch database ${replaced}`,
      );
    const moves = [
      ...old.map((t) => `${quote(target)}.${quote(t)} TO ${quote(replaced)}.${quote(t)}`),
      ...loaded.map((t) => `${quote(incoming)}.${quote(t)} TO ${quote(target)}.${quote(t)}`),
    ];
    await conn.query(`USE ${quote(target)}`);
    await scratch(`RENAME TABLE ${moves.join(', ')}`, `move tables in and out of ${target}`);
    restored = true;
  } finally {
    // A dump that failed between LOCK TABLES and UNLOCK TABLES would keep DROP from running.
    await conn.query('UNLOCK TABLES').catch(() => undefined);
    // After a failure, whatever the first error was is the one worth reporting.
    for (const name of [incoming, replaced]) {
      await conn.query(`DROP DATABASE IF EXISTS ${quote(name)}`).catch((err: Error) => {
        if (restored)
          throw new Error(
            `Restored, but could not drop the scratch database ${name} (${err.message}); drop it by hand.`,
          );
      });
    }
    await conn.end().catch(() => undefined);
  }
}
