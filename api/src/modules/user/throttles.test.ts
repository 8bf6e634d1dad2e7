import { afterEach, describe, expect, it } from 'vitest';
import { registerUser, uniqueEmail } from '../../../test/fixtures.ts';
import { createTestApp, SELLER, type TestApp } from '../../../test/test-app.ts';

const statuses = (responses: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

// The throttles live in memory beside the API, so the database does not matter here.
describe('throttles under bursts', () => {
  let app: TestApp | undefined;
  afterEach(() => app?.close());

  it('a burst of 60 customer logins from one client reaches the password check at most 10 times', async () => {
    app = await createTestApp('sqlite', { env: { RATE_LIMIT_LOGIN: '10/15m' } });
    const { user, password } = await registerUser(app);
    const attempts = Array.from({ length: 60 }, (_, i) =>
      app!
        .agent()
        .post('/api/user/login')
        .send({ email: user.email, password: i === 59 ? password : `wrong-password-${i}` }),
    );
    const counts = statuses(await Promise.all(attempts));
    expect(counts[429]).toBeGreaterThanOrEqual(50);
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(10);
  });

  it('a burst of 50 seller logins is limited the same way', async () => {
    app = await createTestApp('sqlite', { env: { RATE_LIMIT_LOGIN: '10/15m' } });
    const attempts = Array.from({ length: 50 }, (_, i) =>
      app!
        .agent()
        .post('/api/seller/login')
        .send(i === 49 ? SELLER : { email: SELLER.email, password: `wrong-password-${i}` }),
    );
    const counts = statuses(await Promise.all(attempts));
    expect(counts[429]).toBeGreaterThanOrEqual(40);
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(10);
  });

  it('counts failures per account from each address, so one address cannot lock the owner out', async () => {
    app = await createTestApp('sqlite', {
      env: { TRUST_PROXY: 'true', RATE_LIMIT_LOGIN: '5/15m' },
    });
    const { user, password } = await registerUser(app);
    const from = (ip: string, pw: string) =>
      app!
        .agent()
        .post('/api/user/login')
        .set('X-Forwarded-For', ip)
        .send({ email: user.email, password: pw });
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => from('198.51.100.1', 'guess-guess-guess')),
    );
    expect(statuses(burst)).toEqual({ 401: 5, 429: 15 });
    const locked = await from('198.51.100.1', password).expect(429);
    expect(locked.headers['retry-after']).toMatch(/^\d+$/);
    await from('192.0.2.200', password).expect(200);
    // Each further address gets its own few guesses at the account, and no more.
    const spread = await Promise.all(
      Array.from({ length: 12 }, (_, i) => from(`203.0.113.${i % 2}`, 'guess-guess-guess')),
    );
    expect(statuses(spread)).toEqual({ 401: 10, 429: 2 });
  });

  it('limits failures from one address across accounts with RATE_LIMIT_LOGIN_IP', async () => {
    app = await createTestApp('sqlite', {
      env: { TRUST_PROXY: 'true', RATE_LIMIT_LOGIN: '3/15m', RATE_LIMIT_LOGIN_IP: '5/1h' },
    });
    const { user, password } = await registerUser(app);
    const attempt = (ip: string, path: string, email: string, pw = 'guess-guess-guess') =>
      app!.agent().post(path).set('X-Forwarded-For', ip).send({ email, password: pw });
    const stuffing = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        attempt('198.51.100.9', '/api/user/login', `victim${i}@example.com`),
      ),
    );
    expect(statuses(stuffing)).toEqual({ 401: 5, 429: 3 });
    await attempt('198.51.100.9', '/api/user/login', user.email, password).expect(429);
    // Counted apart: the seller's sign-in from that address, and shoppers elsewhere.
    await attempt('198.51.100.9', '/api/seller/login', SELLER.email, SELLER.password).expect(200);
    await attempt('198.51.100.10', '/api/user/login', user.email, password).expect(200);
  });

  it('a right password gives its attempt back, so sign-ins alone never lock anyone out', async () => {
    app = await createTestApp('sqlite', { env: { RATE_LIMIT_LOGIN: '3/15m' } });
    const { user, password } = await registerUser(app);
    for (let i = 0; i < 6; i += 1)
      await app.agent().post('/api/user/login').send({ email: user.email, password }).expect(200);
  });

  it('limits sign-ups per client address, counting a 409 for a known email too', async () => {
    app = await createTestApp('sqlite', { env: { RATE_LIMIT_REGISTER: '30/10m' } });
    const known = uniqueEmail();
    const burst = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        app!
          .agent()
          .post('/api/user/register')
          .send({
            name: 'Flood',
            email: i % 2 === 0 ? known : uniqueEmail('flood'),
            password: 'correct-horse-9',
          }),
      ),
    );
    const counts = statuses(burst);
    expect(counts[429]).toBe(120);
    expect((counts[201] ?? 0) + (counts[409] ?? 0)).toBe(30);
    const refused = burst.find((r) => r.status === 429)!;
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body).toEqual({
      success: false,
      message: expect.stringMatching(/Too many sign-ups/),
    });
  });

  it('uses 10/15m per account and address, 100/1d per address and 30/10m for sign-ups by default', async () => {
    app = await createTestApp('sqlite', {
      env: {
        RATE_LIMIT_LOGIN: undefined,
        RATE_LIMIT_LOGIN_IP: undefined,
        RATE_LIMIT_REGISTER: undefined,
        RATE_LIMIT_PASSWORD_RESET: undefined,
        RATE_LIMIT_PASSWORD_RESET_IP: undefined,
      },
    });
    expect(app.config.rateLimits).toEqual({
      login: { count: 10, windowSeconds: 900 },
      loginAddress: { count: 100, windowSeconds: 86_400 },
      register: { count: 30, windowSeconds: 600 },
      newsletter: { count: 5, windowSeconds: 3600 },
      passwordReset: { count: 5, windowSeconds: 3600 },
      passwordResetAddress: { count: 30, windowSeconds: 3600 },
    });
    const logins = await Promise.all(
      Array.from({ length: 11 }, () =>
        app!
          .agent()
          .post('/api/user/login')
          .send({ email: 'x@example.com', password: 'wrong-password' }),
      ),
    );
    expect(statuses(logins)).toEqual({ 401: 10, 429: 1 });
    const others = await Promise.all(
      Array.from({ length: 11 }, (_, i) =>
        app!
          .agent()
          .post('/api/user/login')
          .send({ email: `x${i}@example.com`, password: 'wrong-password' }),
      ),
    );
    expect(statuses(others)).toEqual({ 401: 11 });
    const signUps = await Promise.all(
      Array.from({ length: 31 }, () =>
        app!
          .agent()
          .post('/api/user/register')
          .send({ name: 'A', email: uniqueEmail(), password: 'correct-horse-9' }),
      ),
    );
    expect(statuses(signUps)).toEqual({ 201: 30, 429: 1 });
  });

  it('queues password work and turns the overflow away with 503 and Retry-After', async () => {
    // The real cost: at the test cost a hash ends before the next request arrives.
    app = await createTestApp('sqlite', {
      passwordHashing: { concurrency: 1, maxQueue: 2 },
      env: { PASSWORD_HASH_COST: 'standard' },
    });
    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        app!
          .agent()
          .post('/api/user/register')
          .send({ name: 'A', email: uniqueEmail(), password: 'correct-horse-9' }),
      ),
    );
    const counts = statuses(burst);
    expect(counts[201]).toBeGreaterThanOrEqual(3);
    expect(counts[503]).toBeGreaterThanOrEqual(1);
    const busy = burst.find((r) => r.status === 503)!;
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.body.success).toBe(false);
  });
});
