import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';

/** The connection of a mysql:// URL as the MySQL command-line tools take it. */
function toolArgs(url: string): { args: string[]; env: NodeJS.ProcessEnv; database: string } {
  const u = new URL(url);
  const database = decodeURIComponent(u.pathname.replace(/^\//, ''));
  return {
    args: [
      `--host=${u.hostname}`,
      `--port=${u.port || '3306'}`,
      `--user=${decodeURIComponent(u.username || 'root')}`,
    ],
    // Not on the command line, where other users of the machine could read it.
    env: { ...process.env, MYSQL_PWD: decodeURIComponent(u.password) },
    database,
  };
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  io: { stdout?: string },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env,
      stdio: ['ignore', io.stdout ? 'pipe' : 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (d: Buffer) => (errors += String(d)));
    const piping: Promise<void>[] = [];
    if (io.stdout && child.stdout)
      piping.push(pipeline(child.stdout, createWriteStream(io.stdout)));
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new Error(`${command} is not installed (apt-get install -y mariadb-client).`)
          : err,
      ),
    );
    child.once('close', (code) => {
      Promise.all(piping).then(
        () => (code === 0 ? resolve() : reject(new Error(`${command} failed: ${errors.trim()}`))),
        reject,
      );
    });
  });
}

/**
 * A consistent dump of the whole database while the shop runs: one transaction's snapshot
 * (InnoDB), so an order is in it whole or not at all, and nothing is locked meanwhile.
 */
export async function dumpMysql(url: string, file: string): Promise<void> {
  const { args, env, database } = toolArgs(url);
  await run(
    'mysqldump',
    [
      ...args,
      '--single-transaction',
      '--quick',
      '--no-tablespaces',
      '--skip-lock-tables',
      // Binary values as hex literals, so the dump is text the restore can read as UTF-8.
      '--hex-blob',
      database,
    ],
    env,
    { stdout: file },
  );
}
