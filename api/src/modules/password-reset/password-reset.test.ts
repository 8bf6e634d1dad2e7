import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FORGOT_PASSWORD_MESSAGE,
  RESET_LINK_INVALID,
  RESET_LINK_MINUTES,
} from '../../contract/password.ts';
import { registerUser, uniqueEmail } from '../../../test/fixtures.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import {
  createTestApp,
  SELLER,
  SELLER_CONSOLE,
  STOREFRONT,
  type TestApp,
} from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

const NEW_PASSWORD = 'a-brand-new-one-7';

describe.each(kinds)('forgotten passwords on %s', (kind) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  /** The test clock runs this far ahead of the real one. */
  let ahead = 0;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp(kind, {
      env: { SMTP_URL: sink.url, MAIL_FROM: 'Kirana Stores <orders@kirana.test>' },
      clock: () => Date.now() + ahead,
    });
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });
  beforeEach(() => {
    sink.received.length = 0;
    ahead = 0;
  });

  const forgot = (role: 'user' | 'seller', email: string) =>
    app.agent().post(`/api/${role}/password/forgot`).send({ email });
  const reset = (role: 'user' | 'seller', token: string, password = NEW_PASSWORD) =>
    app.agent().post(`/api/${role}/password/reset`).send({ token, password });
  const login = (role: 'user' | 'seller', email: string, password: string) =>
    app.agent().post(`/api/${role}/login`).send({ email, password });
  const outboxFor = (email: string) =>
    app.database.db('mail_outbox').where({ recipient: email }).orderBy('created_at');
  const signedIn = async (agent: ReturnType<TestApp['agent']>) =>
    (await agent.get('/api/user/is-auth').expect(200)).body.success as boolean;

  /** Asks for a link, sends the outbox, and returns the link from the email received. */
  async function linkFor(role: 'user' | 'seller', email: string): Promise<URL> {
    await forgot(role, email).expect(200);
    await app.services.passwordResets.settled();
    await app.services.mailOutbox.runOnce();
    const mail = sink.received.findLast((m) => m.to.includes(email));
    const found = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail?.text ?? '');
    if (!found) throw new Error(`no reset link mailed to ${email}`);
    return new URL(found[0]);
  }
  const tokenOf = (link: URL) => link.searchParams.get('token') ?? '';

  it('mails a shopper a single-use storefront link that sets the password and signs out everywhere', async () => {
    const { agent: elsewhere, user, password } = await registerUser(app);
    const link = await linkFor('user', user.email);
    expect(link.origin).toBe(STOREFRONT);
    expect(link.pathname).toBe('/reset-password');
    const token = tokenOf(link);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const mail = sink.received.find((m) => m.to.includes(user.email))!;
    expect(mail.subject).toBe('Reset your Kirana password');
    expect(mail.text).toContain(`${RESET_LINK_MINUTES} minutes`);
    expect(mail.html).toContain(link.href.replaceAll('&', '&amp;'));

    // Only the hash is kept; the outbox lets go of the link once it is sent.
    const [row] = await app.database.db('password_resets').where({ account_id: user._id });
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    const [queued] = await outboxFor(user.email);
    expect(queued).toMatchObject({ kind: 'password-reset', state: 'sent', link: null });

    expect(await signedIn(elsewhere)).toBe(true);
    const done = await reset('user', token).expect(200);
    expect(done.body).toEqual({
      success: true,
      message: 'Your password has been changed. Please log in.',
    });
    expect(await signedIn(elsewhere)).toBe(false);
    await login('user', user.email, password).expect(401);
    await login('user', user.email, NEW_PASSWORD).expect(200);

    const again = await reset('user', token, 'yet-another-pass-8').expect(400);
    expect(again.body).toEqual({ success: false, message: RESET_LINK_INVALID });
    await login('user', user.email, NEW_PASSWORD).expect(200);
  });

  it('refuses an expired, a forged or an other role’s link, changing nothing', async () => {
    const { user, password } = await registerUser(app);
    const expiring = tokenOf(await linkFor('user', user.email));
    ahead = (RESET_LINK_MINUTES * 60 + 1) * 1000;
    await reset('user', expiring).expect(400, { success: false, message: RESET_LINK_INVALID });
    ahead = 0;

    const forged = Buffer.alloc(32, 7).toString('base64url');
    await reset('user', forged).expect(400, { success: false, message: RESET_LINK_INVALID });

    const sellerLink = await linkFor('seller', SELLER.email);
    expect(sellerLink.origin).toBe(SELLER_CONSOLE);
    await reset('user', tokenOf(sellerLink)).expect(400);
    const shopperToken = tokenOf(await linkFor('user', user.email));
    await reset('seller', shopperToken).expect(400);
    await login('user', user.email, password).expect(200);
    await login('seller', SELLER.email, SELLER.password).expect(200);

    // Refused elsewhere, each still works where it belongs.
    await reset('user', shopperToken).expect(200);
    await reset('seller', tokenOf(sellerLink), 'seller-password-2').expect(200);
    await login('seller', SELLER.email, 'seller-password-2').expect(200);
    await app.services.sellers.ensure(SELLER.email, SELLER.password);
  });

  it('answers an unknown email exactly as a known one, and mails nobody', async () => {
    const { user } = await registerUser(app);
    const known = await forgot('user', user.email).expect(200);
    const unknown = await forgot('user', uniqueEmail('nobody')).expect(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    await app.services.passwordResets.settled();
    expect(await app.services.mailOutbox.runOnce()).toBe(1);
    expect(sink.received.map((m) => m.to)).toEqual([[user.email]]);
    // A shopper's email is not the seller's account, nor the other way round.
    await forgot('seller', user.email).expect(200);
    await forgot('user', SELLER.email).expect(200);
    await app.services.passwordResets.settled();
    expect(await app.services.mailOutbox.runOnce()).toBe(0);
  });

  it('answers before it reads anything of the account, so its time cannot tell one apart', async () => {
    const { user } = await registerUser(app);
    // In order, in this process: the answer leaving, and every query that names the email.
    const events: string[] = [];
    const server = createServer(app.callback).listen(0, '127.0.0.1');
    server.on('request', (_req, res) => res.once('finish', () => events.push('answered')));
    const onQuery = (query: { bindings?: unknown[] }) => {
      const named = query.bindings?.find((b) => typeof b === 'string' && b.includes('@'));
      if (named) events.push(`read ${String(named)}`);
    };
    app.database.db.on('query', onQuery);
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      for (const email of [user.email, uniqueEmail('nobody')]) {
        events.length = 0;
        const res = await fetch(`http://127.0.0.1:${port}/api/user/password/forgot`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        });
        expect(res.status).toBe(200);
        await app.services.passwordResets.settled();
        expect(events[0]).toBe('answered');
        expect(events).toContain(`read ${email}`);
      }
    } finally {
      app.database.db.off('query', onQuery);
      server.close();
    }
  });

  it('lets exactly one of two parallel resets with one link through', async () => {
    const { user } = await registerUser(app);
    const token = tokenOf(await linkFor('user', user.email));
    const answers = await Promise.all([
      reset('user', token, 'parallel-first-1'),
      reset('user', token, 'parallel-second-2'),
      reset('user', token, 'parallel-third-3'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    const winner = ['parallel-first-1', 'parallel-second-2', 'parallel-third-3'][
      answers.findIndex((a) => a.status === 200)
    ]!;
    await login('user', user.email, winner).expect(200);
  });

  it('keeps at most three live links per account, even when asked for at once', async () => {
    const { user } = await registerUser(app);
    await Promise.all(Array.from({ length: 8 }, () => forgot('user', user.email).expect(200)));
    await app.services.passwordResets.settled();
    const rows = await app.database.db('password_resets').where({ account_id: user._id });
    expect(rows).toHaveLength(3);
    // A newer link does not void an older live one: the first of two still works.
    const first = tokenOf(await linkFor('user', user.email));
    await linkFor('user', user.email);
    await reset('user', first).expect(200);
  });

  it('issues every link when different accounts ask at once', async () => {
    // On MariaDB, each account's clean-up once took gap locks that the others' inserts
    // waited on: two at once deadlocked and one link was silently never issued.
    const users = await Promise.all(Array.from({ length: 6 }, () => registerUser(app)));
    const emails = users.map(({ user }) => user.email);
    const since = Date.now();
    for (let round = 0; round < 3; round += 1) {
      await Promise.all([
        ...emails.map((email) => forgot('user', email).expect(200)),
        forgot('seller', SELLER.email).expect(200),
      ]);
      await app.services.passwordResets.settled();
    }
    const issued = await app.database
      .db('password_resets')
      .whereIn('account_id', [...users.map(({ user }) => user._id)])
      .orWhere('account_kind', 'seller')
      .select('account_id');
    expect(issued).toHaveLength(3 * 7);
    const mailed = await app.database
      .db('mail_outbox')
      .whereIn('recipient', [...emails, SELLER.email])
      .where('kind', 'password-reset')
      .where('created_at', '>=', since);
    expect(mailed).toHaveLength(3 * 7);
  });

  it('refuses these writes from another site', async () => {
    await app
      .agent()
      .post('/api/user/password/forgot')
      .set('Origin', 'https://evil.example')
      .send({ email: 'x@example.com' })
      .expect(403);
  });
});
