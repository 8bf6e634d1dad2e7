import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create, extract } from 'tar';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config.ts';
import { createDb, type Db } from '../db/knex.ts';
import { addProduct, signInSeller } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  availableKinds,
  createTestDatabase,
  type DbKind,
  type TestDatabase,
} from '../../test/test-databases.ts';
import { createBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';
import { RestoreRefused } from './restore-refused.ts';

const kinds = await availableKinds();

/**
 * Rewrites an archive as an attacker or a bad disk would: `edit` changes the unpacked
 * files; with `resign` the manifest's checksums are brought in line with the edit, so
 * the test reaches whatever lies behind the manifest check.
 */
async function tamper(
  archive: string,
  edit: (dir: string) => void,
  options: { resign: boolean },
): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'kirana-tamper-'));
  try {
    await extract({ file: archive, cwd: dir });
    edit(dir);
    if (options.resign) {
      const manifestFile = join(dir, 'manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
        files?: Record<string, { sha256: string; bytes: number }>;
      };
      for (const path of Object.keys(manifest.files ?? {})) {
        const bytes = readFileSync(join(dir, path));
        manifest.files![path] = {
          sha256: createHash('sha256').update(bytes).digest('hex'),
          bytes: bytes.length,
        };
      }
      writeFileSync(manifestFile, JSON.stringify(manifest));
    }
    const out = join(scratchDir('kirana-tampered-'), 'tampered.tar.gz');
    await create({ gzip: true, file: out, cwd: dir, portable: true }, ['.']);
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The tampered archives and markers the tests make, removed once the file is done.
const scratch: string[] = [];
function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const DUMP = 'database.sql';
const SQLITE = 'database.sqlite';

/** The dump's lines with MariaDB's own first line, which sandboxes its client, taken off. */
function unsandboxedDump(dir: string): string[] {
  return readFileSync(join(dir, DUMP), 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('/*M!999999'));
}

describe.each(kinds)('restoring an untrusted or damaged archive on %s', (kind: DbKind) => {
  let source: TestApp;
  let archive: string;
  let target: TestDatabase;
  let config: Config;
  const backups = mkdtempSync(join(tmpdir(), 'kirana-backups-'));
  let uploads: string;

  beforeAll(async () => {
    source = await createTestApp(kind);
    await addProduct(await signInSeller(source), { name: 'Toor dal' });
    archive = await createBackup(source.config, backups);
  });
  afterAll(async () => {
    await source?.close();
    rmSync(backups, { recursive: true, force: true });
  });

  // A shop with data of its own, which no refused or failed restore may lose.
  beforeEach(async () => {
    target = await createTestDatabase(kind);
    await target.db.schema.createTable('old_data', (t) => t.string('note'));
    await target.db('old_data').insert({ note: 'still here' });
    // The API is stopped for a restore; every check below opens the database afresh.
    await target.db.destroy();
    uploads = mkdtempSync(join(tmpdir(), 'kirana-old-uploads-'));
    writeFileSync(join(uploads, 'old-photo.png'), 'old');
    config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: target.url,
      UPLOAD_DIR: uploads,
      SESSION_SECRET: 'test-secret-that-is-long-enough-for-hmac-0123',
    });
  });
  afterEach(async () => {
    await target.drop();
    rmSync(uploads, { recursive: true, force: true });
  });

  async function inTarget<T>(read: (db: Db) => Promise<T>): Promise<T> {
    const db = createDb(target.url, { poolMax: 1 });
    try {
      return await read(db);
    } finally {
      await db.destroy();
    }
  }

  async function expectOldDataIntact() {
    expect(await inTarget((db) => db('old_data').select('note'))).toEqual([{ note: 'still here' }]);
    expect(readFileSync(join(uploads, 'old-photo.png'), 'utf8')).toBe('old');
    if (kind === 'mysql') {
      const database = new URL(target.url).pathname.slice(1);
      const [scratch] = (await inTarget((db) =>
        db.raw('SHOW DATABASES LIKE ?', [`${database}\\_restore\\_%`]),
      )) as [unknown[]];
      expect(scratch).toEqual([]);
    }
  }

  it('restores an untouched archive over the old data with --force', async () => {
    await restoreBackup(config, archive, { force: true });
    expect(await inTarget((db) => db.schema.hasTable('old_data'))).toBe(false);
    expect(await inTarget((db) => db('products').pluck('name'))).toEqual(['Toor dal']);
    expect(existsSync(join(uploads, 'old-photo.png'))).toBe(false);
  });

  it.runIf(kind === 'mysql').each([
    ['\\! touch', (file: string) => `\\! touch ${file}`],
    ['system', (file: string) => `system touch ${file}`],
    ['mid-line \\!', (file: string) => `SELECT 1; \\! touch ${file}`],
  ])('never runs a client command (%s) from the dump, and refuses it', async (_, command) => {
    const marker = join(scratchDir('kirana-pwned-'), 'pwned');
    const evil = await tamper(
      archive,
      (dir) =>
        writeFileSync(join(dir, DUMP), [command(marker), ...unsandboxedDump(dir)].join('\n')),
      { resign: true },
    );
    await expect(restoreBackup(config, evil, { force: true })).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(config, evil, { force: true })).rejects.toThrow(/client command/);
    expect(existsSync(marker)).toBe(false);
    await expectOldDataIntact();
  });

  it('refuses a database file altered after the backup, before touching anything', async () => {
    const file = kind === 'mysql' ? DUMP : SQLITE;
    const truncated = await tamper(
      archive,
      (dir) => truncateSync(join(dir, file), Math.floor(readFileSync(join(dir, file)).length / 2)),
      { resign: false },
    );
    await expect(restoreBackup(config, truncated, { force: true })).rejects.toThrow(
      new RegExp(`${file}.*checksum|checksum.*${file}`),
    );
    await expectOldDataIntact();
  });

  it('refuses files the manifest does not list, and links', async () => {
    const unlisted = await tamper(
      archive,
      (dir) => writeFileSync(join(dir, 'uploads', 'extra.html'), '<script>'),
      { resign: true },
    );
    await expect(restoreBackup(config, unlisted, { force: true })).rejects.toThrow(
      /uploads\/extra\.html.*not in the manifest/,
    );
    const linked = await tamper(
      archive,
      (dir) => {
        mkdirSync(join(dir, 'uploads'), { recursive: true });
        symlinkSync('/etc', join(dir, 'uploads', 'etc'));
      },
      { resign: true },
    );
    await expect(restoreBackup(config, linked, { force: true })).rejects.toThrow(
      /uploads\/etc.*link/,
    );
    await expectOldDataIntact();
    expect(existsSync(join(uploads, 'etc'))).toBe(false);
  });

  it('leaves the old data intact when the database in the archive cannot be loaded', async () => {
    const broken = await tamper(
      archive,
      (dir) => {
        if (kind === 'sqlite') {
          truncateSync(join(dir, SQLITE), 1024 * 3);
          return;
        }
        // Checksums match, but the load fails half-way, after some tables are in.
        const lines = unsandboxedDump(dir);
        const half = lines.findIndex((l, i) => i > lines.length / 2 && l.startsWith('INSERT'));
        lines.splice(half, 0, 'INSERT INTO `no_such_table` VALUES (1);');
        writeFileSync(join(dir, DUMP), lines.join('\n'));
      },
      { resign: true },
    );
    await expect(restoreBackup(config, broken, { force: true })).rejects.toThrow(
      kind === 'mysql' ? /statement at line \d+ failed.*left as it was/ : /damaged.*left as it was/,
    );
    await expectOldDataIntact();
  });

  it.runIf(kind === 'mysql')(
    'names the grant it needs when the user may not create the scratch database',
    async () => {
      const database = new URL(target.url).pathname.slice(1);
      const user = `kirana_lim_${database.slice(-8)}`;
      const limited = new URL(target.url);
      limited.username = user;
      limited.password = 'limited-password-1';
      const asLimited = { ...config, databaseUrl: limited.toString() };
      const pattern = `\`${database.replace(/_/g, '\\_')}\\_restore\\_%\`.*`;
      await inTarget(async (db) => {
        await db.raw(`CREATE USER ?@'%' IDENTIFIED BY 'limited-password-1'`, [user]);
        await db.raw(`GRANT ALL PRIVILEGES ON \`${database}\`.* TO ?@'%'`, [user]);
      });
      try {
        await expect(restoreBackup(asLimited, archive, { force: true })).rejects.toThrow(
          `GRANT ALL PRIVILEGES ON ${pattern} TO '${user}'`,
        );
        await expectOldDataIntact();
        // That grant is all it takes.
        await inTarget((db) => db.raw(`GRANT ALL PRIVILEGES ON ${pattern} TO ?@'%'`, [user]));
        await restoreBackup(asLimited, archive, { force: true });
        expect(await inTarget((db) => db('products').pluck('name'))).toEqual(['Toor dal']);
      } finally {
        await inTarget((db) => db.raw(`DROP USER IF EXISTS ?@'%'`, [user]));
      }
    },
  );
});

describe('backup files', () => {
  it('are 0600 in a 0700 folder, even one that was open before', async () => {
    const app = await createTestApp('sqlite');
    const parent = mkdtempSync(join(tmpdir(), 'kirana-backup-modes-'));
    try {
      const fresh = join(parent, 'fresh');
      const archive = await createBackup(app.config, fresh);
      expect(statSync(archive).mode & 0o777).toBe(0o600);
      expect(statSync(fresh).mode & 0o777).toBe(0o700);

      const open = join(parent, 'open');
      mkdirSync(open, { mode: 0o755 });
      chmodSync(open, 0o755);
      await createBackup(app.config, open);
      expect(statSync(open).mode & 0o777).toBe(0o700);
    } finally {
      await app.close();
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
