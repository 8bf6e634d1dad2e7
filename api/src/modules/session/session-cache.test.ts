import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';
import { activeSellerExists } from '../seller/seller.service.ts';
import { userAccountExists } from '../user/user.service.ts';
import { createSessionCache, SESSION_CACHE_MS } from './session-cache.ts';
import { createSessionService } from './session.service.ts';

const kinds = await availableKinds();

describe.each(kinds)('sessions kept for a moment on %s', (kind) => {
  let app: TestApp;
  let clock = Date.now();
  let sessionReads = 0;
  // A service of its own on the app's database, with a clock the tests move.
  const service = () =>
    createSessionService(
      app.database.db,
      { user: userAccountExists, seller: activeSellerExists },
      { now: () => clock },
    );

  beforeAll(async () => {
    app = await createTestApp(kind);
    app.database.db.on('query', (query: { sql: string }) => {
      if (/from [`"]sessions[`"]/.test(query.sql) && query.sql.startsWith('select'))
        sessionReads += 1;
    });
  });
  afterAll(() => app?.close());

  async function shopper() {
    const { user } = await registerUser(app);
    return user._id;
  }

  it("reads a shopper's session once a second at most, and not past its own end", async () => {
    const sessions = service();
    const userId = await shopper();
    const token = await sessions.create('user', userId);
    const before = sessionReads;
    expect(await sessions.subjectOf('user', token)).toBe(userId);
    expect(await sessions.subjectOf('user', token)).toBe(userId);
    expect(sessionReads - before).toBe(1);
    clock += SESSION_CACHE_MS;
    expect(await sessions.subjectOf('user', token)).toBe(userId);
    expect(sessionReads - before).toBe(2);

    // Read just before it expires: the answer is kept only until then.
    const row = (await app.database
      .db('sessions')
      .where({ id: sessionIdOf(token) })
      .first('expiresAt')) as { expiresAt: unknown };
    clock = Number(row.expiresAt) - 100;
    expect(await sessions.subjectOf('user', token)).toBe(userId);
    clock += 100;
    expect(await sessions.subjectOf('user', token)).toBeUndefined();
    clock = Date.now();
  });

  it('stops a session ended by another process within SESSION_CACHE_MS', async () => {
    const sessions = service();
    const userId = await shopper();
    const token = await sessions.create('user', userId);
    expect(await sessions.subjectOf('user', token)).toBe(userId);
    await app.database.db('sessions').where({ subjectId: userId }).delete();
    clock += SESSION_CACHE_MS - 1;
    expect(await sessions.subjectOf('user', token)).toBe(userId);
    clock += 1;
    expect(await sessions.subjectOf('user', token)).toBeUndefined();
  });

  it('stops sessions ended in this process at once: sign-out, sign-out elsewhere, a reset', async () => {
    const sessions = service();
    const userId = await shopper();
    const [kept, signedOut, other] = await Promise.all(
      [1, 2, 3].map(() => sessions.create('user', userId)),
    );
    for (const token of [kept!, signedOut!, other!])
      expect(await sessions.subjectOf('user', token)).toBe(userId);

    await sessions.destroy(signedOut!);
    expect(await sessions.subjectOf('user', signedOut!)).toBeUndefined();

    await app.database.db.transaction((trx) =>
      sessions.endOtherSessions('user', userId, kept!, trx),
    );
    expect(await sessions.subjectOf('user', other!)).toBeUndefined();
    expect(await sessions.subjectOf('user', kept!)).toBe(userId);

    await sessions.endSessionsOf('user', [userId]);
    expect(await sessions.subjectOf('user', kept!)).toBeUndefined();
  });

  it('does not keep what another request read before the ending committed', async () => {
    const sessions = service();
    const userId = await shopper();
    const token = await sessions.create('user', userId);
    await app.database.db.transaction(async (trx) => {
      await sessions.endSessionsOf('user', [userId], trx);
      // MariaDB: another connection still sees the row until the commit, and the answer is
      // kept. (SQLite's one connection would wait for the commit: nothing to see there.)
      if (kind === 'mysql') expect(await sessions.subjectOf('user', token)).toBe(userId);
    });
    expect(await sessions.subjectOf('user', token)).toBeUndefined();
  });

  it("reads a seller's session on every call", async () => {
    const sessions = service();
    const seller = (await app.database.db('sellers').first('id')) as { id: string };
    const token = await sessions.create('seller', seller.id);
    expect(await sessions.subjectOf('seller', token)).toBe(seller.id);
    await app.database
      .db('sessions')
      .where({ id: sessionIdOf(token) })
      .delete();
    expect(await sessions.subjectOf('seller', token)).toBeUndefined();
  });
});

function sessionIdOf(token: string): string {
  // The table keeps the token's SHA-256, as session.service.ts writes it.
  return createHash('sha256').update(token).digest('hex');
}

describe('the session cache', () => {
  it('does not store an answer read while sessions were being ended', async () => {
    const cache = createSessionCache(() => 0);
    let release: (live: { subjectId: string; expiresAt: number }) => void = () => undefined;
    let reads = 0;
    const read = () => {
      reads += 1;
      return new Promise<{ subjectId: string; expiresAt: number }>((resolve) => {
        release = resolve;
      });
    };
    const first = cache.subjectOf('k', read);
    cache.forget('other');
    release({ subjectId: 'u', expiresAt: 10_000 });
    expect(await first).toBe('u');
    const second = cache.subjectOf('k', read);
    expect(reads).toBe(2);
    release({ subjectId: 'u', expiresAt: 10_000 });
    await second;
    expect(await cache.subjectOf('k', read)).toBe('u');
    expect(reads).toBe(2);
  });
});
