import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const failLogin = (app: TestApp, forwardedFor: string) =>
  app
    .agent()
    .post('/api/user/login')
    .set('X-Forwarded-For', forwardedFor)
    .send({ email: 'nobody@example.com', password: 'wrong-pass' });

describe('behind a reverse proxy', () => {
  let app: TestApp | undefined;
  afterEach(() => app?.close());

  it('ignores X-Forwarded-For unless told to trust the proxy, so clients cannot dodge the limit', async () => {
    app = await createTestApp('sqlite', { loginRateLimit: { maxFailures: 3, windowMs: 60_000 } });
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      await failLogin(app, ip).expect(401);
    await failLogin(app, '203.0.113.4').expect(429);
  });

  it('counts each real client separately when TRUST_PROXY is set', async () => {
    app = await createTestApp('sqlite', {
      loginRateLimit: { maxFailures: 3, windowMs: 60_000 },
      env: { TRUST_PROXY: 'true' },
    });
    for (let i = 0; i < 3; i += 1) await failLogin(app, '198.51.100.1').expect(401);
    await failLogin(app, '198.51.100.1').expect(429);
    // The proxy appends the client it saw; the left-most address is the original client.
    await failLogin(app, '198.51.100.2, 10.0.0.1').expect(401);
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
