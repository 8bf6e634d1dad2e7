import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIBED_MESSAGE, UNSUBSCRIBED_MESSAGE } from '../../contract/newsletter.ts';
import { registerUser, signInSeller, uniqueEmail } from '../../../test/fixtures.ts';
import { createTestApp, STOREFRONT, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

interface Row {
  id: string;
  email: string;
  consentAt: number | string;
  unsubscribedAt: number | string | null;
}

describe.each(kinds)('the newsletter on %s', (kind) => {
  let app: TestApp;
  let at = Date.parse('2026-03-09T10:00:00+05:30');
  const subscribe = (email: unknown) =>
    app.agent().post('/api/newsletter/subscribe').send({ email });
  const rowsOf = async (email: string) =>
    (await app.database.db('subscribers').where({ email: email.toLowerCase() })) as Row[];
  const linkOf = (row: Row) => new URL(app.services.newsletter.unsubscribeUrl(row.id));

  beforeAll(async () => {
    app = await createTestApp(kind, {
      clock: () => at,
      env: { RATE_LIMIT_NEWSLETTER: '1000/1m' },
    });
  });
  afterAll(() => app.close());

  it('stores the address in lowercase with the time of consent, and answers the same the second time', async () => {
    const email = uniqueEmail('News');
    const first = await subscribe(`  ${email.toUpperCase()} `).expect(200);
    expect(first.body).toEqual({ success: true, message: SUBSCRIBED_MESSAGE });
    at += 60_000;
    const again = await subscribe(email).expect(200);
    expect(again.body).toEqual(first.body);
    const rows = await rowsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: email.toLowerCase(), unsubscribedAt: null });
    // The first consent stands: subscribing again changes nothing.
    expect(Number(rows[0]?.consentAt)).toBe(at - 60_000);
  });

  it('refuses what is not an email address', async () => {
    const res = await subscribe('not-an-address').expect(400);
    expect(res.body.message).toMatch(/valid email address/);
    await subscribe('').expect(400);
  });

  it('keeps one row when ten sign-ups of one address race', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => subscribe(i % 2 ? email : email.toUpperCase())),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await rowsOf(email)).toHaveLength(1);
  });

  it('unsubscribes through the link (GET or POST), again harmlessly, and a new sign-up consents again', async () => {
    const email = uniqueEmail('leaver');
    await subscribe(email).expect(200);
    const [row] = await rowsOf(email);
    if (!row) throw new Error('no row');
    const link = linkOf(row);
    expect(`${link.origin}${link.pathname}`).toBe(`${STOREFRONT}/unsubscribe`);
    const token = link.searchParams.get('token') ?? '';
    expect(token).not.toContain(email);

    at += 1000;
    const res = await app
      .agent()
      .get(`/api/newsletter/unsubscribe?${new URLSearchParams({ token })}`)
      .expect(200);
    expect(res.body).toEqual({ success: true, message: UNSUBSCRIBED_MESSAGE });
    expect(Number((await rowsOf(email))[0]?.unsubscribedAt)).toBe(at);

    // A mail client's one-click POST (RFC 8058), after it was done already.
    await app
      .agent()
      .post(`/api/newsletter/unsubscribe?${new URLSearchParams({ token })}`)
      .type('form')
      .send({ 'List-Unsubscribe': 'One-Click' })
      .expect(200);
    expect(Number((await rowsOf(email))[0]?.unsubscribedAt)).toBe(at);

    at += 1000;
    await subscribe(email).expect(200);
    expect(await rowsOf(email)).toEqual([
      expect.objectContaining({ id: row.id, unsubscribedAt: null }),
    ]);
    expect(Number((await rowsOf(email))[0]?.consentAt)).toBe(at);
  });

  it('refuses a forged or altered link and changes nothing', async () => {
    const email = uniqueEmail('stays');
    await subscribe(email).expect(200);
    const [row] = await rowsOf(email);
    if (!row) throw new Error('no row');
    const token = linkOf(row).searchParams.get('token') ?? '';
    for (const bad of [`${row.id}.AAAAAAAAAAAAAAAAAAAAAA`, row.id, `${token}x`, 'x'.repeat(201)]) {
      const res = await app
        .agent()
        .post('/api/newsletter/unsubscribe')
        .send({ token: bad })
        .expect(400);
      expect(res.body.message).toMatch(/unsubscribe link is not valid/);
    }
    await app.agent().get('/api/newsletter/unsubscribe').expect(400);
    expect((await rowsOf(email))[0]?.unsubscribedAt).toBeNull();
  });

  it('exports the list as CSV for the seller only', async () => {
    const kept = uniqueEmail('kept');
    const gone = uniqueEmail('gone');
    await subscribe(kept).expect(200);
    await subscribe(gone).expect(200);
    const [row] = await rowsOf(gone);
    if (!row) throw new Error('no row');
    await app.services.newsletter.unsubscribe(linkOf(row).searchParams.get('token') ?? '');

    await app.agent().get('/api/newsletter/export').expect(401);
    const shopper = await registerUser(app);
    await shopper.agent.get('/api/newsletter/export').expect(403);

    const seller = await signInSeller(app);
    const res = await seller.get('/api/newsletter/export').buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/kirana-subscribers-2026-03-09\.csv/);
    const text = res.text;
    expect(text.startsWith('\uFEFFEmail,Subscribed at,Status\r\n')).toBe(true);
    expect(text).toMatch(
      new RegExp(`${kept.toLowerCase()},2026-03-09 \\d\\d:\\d\\d,subscribed\\r\\n`),
    );
    expect(text).toContain(`${gone.toLowerCase()},`);
    expect(text).toMatch(new RegExp(`${gone.toLowerCase()},[^,]+,unsubscribed`));
  });
});

describe.each(kinds)('the newsletter throttle on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { env: { RATE_LIMIT_NEWSLETTER: '3/1h' } });
  });
  afterAll(() => app.close());

  it('refuses a fourth sign-up of one address within the window, counted at once', async () => {
    const email = uniqueEmail('again');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        app.agent().post('/api/newsletter/subscribe').send({ email }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.body.message).toMatch(/^Too many sign-ups for the newsletter/);
    expect(refused[0]?.headers['retry-after']).toBeDefined();
    expect(await app.database.db('subscribers').where({ email: email.toLowerCase() })).toHaveLength(
      1,
    );
  });
});
