import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const failLogin = (app: TestApp, forwardedFor: string, email = 'nobody@example.com') =>
  app
    .agent()
    .post('/api/user/login')
    .set('X-Forwarded-For', forwardedFor)
    .send({ email, password: 'wrong-pass' });

describe('behind a reverse proxy', () => {
  let app: TestApp | undefined;
  afterEach(() => app?.close());

  it('ignores X-Forwarded-For unless told to trust the proxy, so clients cannot dodge the limit', async () => {
    app = await createTestApp('sqlite', { env: { RATE_LIMIT_LOGIN_IP: '3/1m' } });
    for (const [i, ip] of ['203.0.113.1', '203.0.113.2', '203.0.113.3'].entries())
      await failLogin(app, ip, `a${i}@example.com`).expect(401);
    await failLogin(app, '203.0.113.4', 'a4@example.com').expect(429);
  });

  it('takes the client from the right: a forged left-most address changes nothing', async () => {
    app = await createTestApp('sqlite', {
      env: { TRUST_PROXY: 'true', RATE_LIMIT_LOGIN_IP: '3/1m' },
    });
    // nginx's $proxy_add_x_forwarded_for appends the address it saw to whatever the client
    // sent, so only the right-most entry is the real client; each attempt forges a new one.
    for (let i = 0; i < 3; i += 1)
      await failLogin(app, `10.9.9.${i}, 198.51.100.1`, `b${i}@example.com`).expect(401);
    await failLogin(app, '10.9.9.200, 198.51.100.1', 'b4@example.com').expect(429);
    // Another real client is counted on its own.
    await failLogin(app, '10.9.9.1, 198.51.100.2', 'b5@example.com').expect(401);
  });

  it('with TRUST_PROXY_HOPS=2 counts the address the outer proxy saw', async () => {
    app = await createTestApp('sqlite', {
      env: { TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2', RATE_LIMIT_LOGIN_IP: '3/1m' },
    });
    // client forgery, the real client (added by the CDN), the CDN (added by nginx)
    for (let i = 0; i < 3; i += 1)
      await failLogin(app, `10.9.9.${i}, 198.51.100.9, 172.16.0.${i}`, `c${i}@x.example`).expect(
        401,
      );
    await failLogin(app, '10.1.1.1, 198.51.100.9, 172.16.0.8', 'c4@x.example').expect(429);
  });

  it('sets Secure cookies and HSTS in production mode behind TLS', async () => {
    app = await createTestApp('sqlite', { env: { COOKIE_SECURE: 'true', TRUST_PROXY: 'true' } });
    const res = await app
      .agent()
      .post('/api/user/register')
      .set('X-Forwarded-Proto', 'https')
      .send({ name: 'Asha', email: 'secure@example.com', password: 'correct-horse-9' })
      .expect(201);
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies.find((c) => c.startsWith('kirana_session='))).toMatch(/;\s*secure/i);
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });

  it('still sets the Secure cookie when the proxy talks plain HTTP to the API', async () => {
    app = await createTestApp('sqlite', { env: { COOKIE_SECURE: 'true' } });
    const res = await app
      .agent()
      .post('/api/user/register')
      .send({ name: 'Asha', email: 'inside@example.com', password: 'correct-horse-9' })
      .expect(201);
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies.find((c) => c.startsWith('kirana_session='))).toMatch(/;\s*secure/i);
  });
});
