import { afterEach, describe, expect, it } from 'vitest';
import { registerUser, uniqueEmail } from '../../../test/fixtures.ts';
import { createTestApp, SELLER, type TestApp } from '../../../test/test-app.ts';

const statuses = (responses: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

// The throttles live in memory beside the API (or in Redis), so the database does not matter.
describe('password throttles under bursts', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.services.passwordResets.settled();
    await app?.close();
  });

  const from = (ip: string, path: string, body: object) =>
    app!.agent().post(path).set('X-Forwarded-For', ip).send(body);

  it('counts forgot-password requests per email and address, then per address', async () => {
    app = await createTestApp('sqlite', {
      env: {
        TRUST_PROXY: 'true',
        RATE_LIMIT_PASSWORD_RESET: '3/1h',
        RATE_LIMIT_PASSWORD_RESET_IP: '6/1h',
      },
    });
    const { user } = await registerUser(app);
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        from('198.51.100.1', '/api/user/password/forgot', { email: user.email }),
      ),
    );
    expect(statuses(burst)).toEqual({ 200: 3, 429: 7 });
    const refused = burst.find((r) => r.status === 429)!;
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body.message).toMatch(/^Too many password reset requests/);
    // Another address may still ask for the same account: nobody can lock the owner out.
    await from('192.0.2.7', '/api/user/password/forgot', { email: user.email }).expect(200);
    // The first address has 3 left across other emails, and tokens count among them.
    const spread = await Promise.all(
      Array.from({ length: 5 }, () =>
        from('198.51.100.1', '/api/user/password/forgot', { email: uniqueEmail() }),
      ),
    );
    expect(statuses(spread)).toEqual({ 200: 3, 429: 2 });
    await from('198.51.100.1', '/api/user/password/reset', {
      token: 'x'.repeat(43),
      password: 'a-long-password-1',
    }).expect(429);
    // The seller's requests are counted apart.
    await from('198.51.100.1', '/api/seller/password/forgot', { email: SELLER.email }).expect(200);
  });

  it('limits reset attempts per address', async () => {
    app = await createTestApp('sqlite', {
      env: { TRUST_PROXY: 'true', RATE_LIMIT_PASSWORD_RESET_IP: '4/1h' },
    });
    const burst = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        from('198.51.100.2', '/api/user/password/reset', {
          token: `forged-token-${i}`,
          password: 'a-long-password-1',
        }),
      ),
    );
    expect(statuses(burst)).toEqual({ 400: 4, 429: 5 });
  });

  it('counts wrong current passwords as failed sign-ins', async () => {
    app = await createTestApp('sqlite', { env: { RATE_LIMIT_LOGIN: '3/15m' } });
    const { agent, password } = await registerUser(app);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        agent
          .post('/api/user/password/change')
          .send({ currentPassword: `guess-number-${i}`, password: 'a-long-password-1' }),
      ),
    );
    expect(statuses(guesses)).toEqual({ 400: 3, 429: 5 });
    await agent
      .post('/api/user/password/change')
      .send({ currentPassword: password, password: 'a-long-password-1' })
      .expect(429);
  });

  it('uses 5/1h per email and address and 30/1h per address by default', async () => {
    app = await createTestApp('sqlite', {
      env: { RATE_LIMIT_PASSWORD_RESET: undefined, RATE_LIMIT_PASSWORD_RESET_IP: undefined },
    });
    const burst = await Promise.all(
      Array.from({ length: 6 }, () =>
        app!.agent().post('/api/user/password/forgot').send({ email: 'x@example.com' }),
      ),
    );
    expect(statuses(burst)).toEqual({ 200: 5, 429: 1 });
  });
});
