import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './knex.ts';

// Another process writing the same file, as the mail worker does beside the API. Told to
// write, it first tries without waiting: 'locked' says a transaction of ours holds the write
// lock; then it waits its turn and says 'written'.
const OTHER_PROCESS = `
const Database = require(process.argv[3]);
const db = new Database(process.argv[2]);
process.on('message', () => {
  const insert = () => db.prepare("insert into notes (text) values ('theirs')").run();
  try {
    db.pragma('busy_timeout = 0');
    insert();
  } catch (err) {
    if (err.code !== 'SQLITE_BUSY') throw err;
    process.send('locked');
    db.pragma('busy_timeout = 30000');
    insert();
  }
  process.send('written');
  process.disconnect();
});
process.send('ready');
`;

describe('SQLite transactions shared with another process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kirana-immediate-'));
  const file = join(dir, 'shared.sqlite');
  let db: Db;

  beforeAll(async () => {
    db = createDb(`sqlite:${file}`);
    await db.schema.createTable('notes', (t) => {
      t.increments('id');
      t.string('text');
    });
    writeFileSync(join(dir, 'other.cjs'), OTHER_PROCESS);
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('read, then write, while the other process writes: both land, nothing is refused', async () => {
    // The same better-sqlite3 as the API's, wherever npm placed it.
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const other = fork(join(dir, 'other.cjs'), [file, driver]);
    const exited = once(other, 'exit');
    const messages: string[] = [];
    const next = async () => {
      const [message] = (await Promise.race([
        once(other, 'message'),
        exited.then(([code]) => {
          throw new Error(`the other process exited (${String(code)}) before answering`);
        }),
      ])) as [string];
      messages.push(message);
      return message;
    };
    expect(await next()).toBe('ready');

    await db.transaction(async (trx) => {
      // A plain BEGIN would hold only a read snapshot here; the other process's write would
      // land at once, and the insert below would fail with SQLITE_BUSY_SNAPSHOT.
      expect(await trx('notes').count('* as n')).toEqual([{ n: 0 }]);
      other.send('write');
      await next();
      await trx('notes').insert({ text: 'ours' });
    });
    if (messages.at(-1) === 'locked') await next();
    await exited;

    expect(messages).toEqual(['ready', 'locked', 'written']);
    const texts = (await db('notes').orderBy('id').select('text')).map((r) => r.text);
    expect(texts).toEqual(['ours', 'theirs']);
  });
});
