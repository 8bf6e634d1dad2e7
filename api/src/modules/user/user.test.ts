import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../../../test/capture-logs.ts';
import { registerUser, uniqueEmail } from '../../../test/fixtures.ts';
import { createTestApp, STOREFRONT, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

// 200 with success false, not 401: the storefront asks on every page load, and a visitor
// must not see a failed request in the browser console for it.
const signedOutAnswer = { success: false, message: 'Not signed in.' };

describe.each(kinds)('customer accounts on %s', (kind) => {
  let app: TestApp;
  const logs = captureLogs();
  const logLines = logs.lines;
  beforeAll(async () => {
    app = await createTestApp(kind, {
      logger: logs.logger,
      // Each test below is its own client, told apart by X-Forwarded-For.
      env: { TRUST_PROXY: 'true', RATE_LIMIT_LOGIN: '3/1m' },
    });
  });
  afterAll(() => app.close());

  describe('registering', () => {
    it('creates the account, signs it in with an HttpOnly cookie and answers the user', async () => {
      const email = uniqueEmail();
      const agent = app.agent();
      const res = await agent
        .post('/api/user/register')
        .send({ name: 'Asha Rao', email: email.toUpperCase(), password: 'correct-horse-9' })
        .expect(201);
      expect(res.body).toMatchObject({
        success: true,
        user: { name: 'Asha Rao', email, cartItems: {} },
      });
      expect(res.body.user._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.stringify(res.body)).not.toMatch(/password/i);
      const cookies = res.headers['set-cookie'] as unknown as string[];
      expect(cookies.find((c) => c.startsWith('kirana_session='))).toMatch(/httponly/i);
      expect(cookies.find((c) => c.startsWith('kirana_session='))).toMatch(/samesite=lax/i);
      await agent.get('/api/user/is-auth').expect(200);
    });

    it.each([
      [{ email: 'a@example.com', password: 'correct-horse-9' }, 'Name is required.'],
      [{ name: '  ', email: 'a@example.com', password: 'correct-horse-9' }, 'Name is required.'],
      [{ name: 'A', password: 'correct-horse-9' }, 'Email is required.'],
      [
        { name: 'A', email: 'not-an-email', password: 'correct-horse-9' },
        'Please enter a valid email address.',
      ],
      [{ name: 'A', email: 'a@example.com' }, 'Password is required.'],
      [
        { name: 'A', email: 'a@example.com', password: 'short' },
        'Password must be at least 8 characters.',
      ],
      [
        { name: 'A', email: 'a@example.com', password: '        ' },
        'Password must have at least 8 characters besides spaces at its ends.',
      ],
      [{ name: 'A', email: 'a@example.com', password: 12345678 }, 'Password is required.'],
    ])('refuses %j with 400', async (body, message) => {
      const res = await app.agent().post('/api/user/register').send(body).expect(400);
      expect(res.body).toEqual({ success: false, message });
    });

    it('refuses an email that is already registered, whatever its case, with 409', async () => {
      const { user } = await registerUser(app);
      const res = await app
        .agent()
        .post('/api/user/register')
        .send({ name: 'Other', email: user.email.toUpperCase(), password: 'another-pass-1' })
        .expect(409);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/already exists/);
    });
  });

  describe('logging in', () => {
    it('answers the user with the saved cart', async () => {
      const { user, password } = await registerUser(app);
      const res = await app
        .agent()
        .post('/api/user/login')
        .send({ email: user.email, password })
        .expect(200);
      expect(res.body).toMatchObject({
        success: true,
        user: { _id: user._id, email: user.email, cartItems: {} },
      });
    });

    it('gives the same 401 for a wrong password and an unknown email', async () => {
      const { user } = await registerUser(app);
      const client = app.agent().set('X-Forwarded-For', '203.0.113.9');
      const wrong = await client
        .post('/api/user/login')
        .send({ email: user.email, password: 'wrong-pass-1' })
        .expect(401);
      const unknown = await client
        .post('/api/user/login')
        .send({ email: uniqueEmail(), password: 'wrong-pass-1' })
        .expect(401);
      expect(wrong.body).toEqual({ success: false, message: 'Invalid email or password.' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('refuses a missing email or password with 400', async () => {
      await app.agent().post('/api/user/login').send({ password: 'x' }).expect(400);
      const res = await app
        .agent()
        .post('/api/user/login')
        .send({ email: 'a@example.com' })
        .expect(400);
      expect(res.body.message).toBe('Password is required.');
    });
  });

  describe('session check', () => {
    it('answers the signed-in customer with the user', async () => {
      const { agent, user } = await registerUser(app);
      const res = await agent.get('/api/user/is-auth').expect(200);
      expect(res.body).toMatchObject({ success: true, user: { _id: user._id, cartItems: {} } });
    });

    it('answers a visitor 200 with success false', async () => {
      await app.agent().get('/api/user/is-auth').expect(200, signedOutAnswer);
    });

    it('answers a forged cookie 200 with success false', async () => {
      await app
        .agent()
        .get('/api/user/is-auth')
        .set('Cookie', 'kirana_session=forged; kirana_session.sig=bad')
        .expect(200, signedOutAnswer);
    });

    it('answers an expired session 200 with success false', async () => {
      const { agent, user } = await registerUser(app);
      await app.database
        .db('sessions')
        .where({ kind: 'user', subjectId: user._id })
        .update({ expiresAt: Date.now() - 1 });
      await agent.get('/api/user/is-auth').expect(200, signedOutAnswer);
    });

    it('tells the seller, who cannot shop, with success false', async () => {
      const seller = app.agent();
      await seller
        .post('/api/seller/login')
        .send({ email: 'owner@kirana.test', password: 'seller-password-1' })
        .expect(200);
      const res = await seller.get('/api/user/is-auth').expect(200);
      expect(res.body).toEqual({
        success: false,
        message: 'The seller account cannot shop. Please sign in as a customer.',
      });
    });

    it('leaves the other customer calls at 401 for a visitor', async () => {
      await app.agent().get('/api/address/get').expect(401);
    });
  });

  describe('logging out', () => {
    it('clears the cookie and ends the session on the server', async () => {
      const { agent } = await registerUser(app);
      const before = await agent.get('/api/user/is-auth').expect(200);
      expect(before.body.success).toBe(true);
      const stolenCookie = (before.request as unknown as { cookies: string }).cookies;
      const res = await agent.get('/api/user/logout').expect(200);
      expect(res.body).toEqual({ success: true, message: 'Logged Out' });
      await agent.get('/api/user/is-auth').expect(200, signedOutAnswer);
      // A copy of the cookie taken before logout is worthless afterwards.
      await app
        .agent()
        .get('/api/user/is-auth')
        .set('Cookie', stolenCookie)
        .expect(200, signedOutAnswer);
      await app.agent().get('/api/address/get').set('Cookie', stolenCookie).expect(401);
    });
  });

  describe('failed login rate limit', () => {
    it('answers 429 with Retry-After after too many failures, even to the right password', async () => {
      const { user, password } = await registerUser(app);
      const ip = '198.51.100.7';
      for (let i = 0; i < 3; i += 1) {
        await app
          .agent()
          .post('/api/user/login')
          .set('X-Forwarded-For', ip)
          .send({ email: user.email, password: 'nope-nope-1' })
          .expect(401);
      }
      const res = await app
        .agent()
        .post('/api/user/login')
        .set('X-Forwarded-For', ip)
        .send({ email: user.email, password })
        .expect(429);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.body.message).toMatch(/Too many failed sign-in attempts/);
    });
  });

  describe('logs', () => {
    it('never contain passwords, cookies or session tokens', async () => {
      const password = 'very-secret-password-42';
      const { agent } = await registerUser(app, { password });
      const res = await agent.get('/api/user/is-auth').expect(200);
      const cookie = (res.request as unknown as { cookies: string }).cookies;
      const token = /kirana_session=([^;]+)/.exec(cookie)?.[1];
      const logs = logLines.join('');
      expect(logs).toContain('"path":"/api/user/register"');
      expect(logs).not.toContain(password);
      expect(token).toBeTruthy();
      expect(logs).not.toContain(token);
    });
  });
});

describe('request hygiene', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('sqlite');
  });
  afterAll(() => app.close());

  it('refuses a write from a foreign Origin with 403 and lets our apps through', async () => {
    const body = { name: 'A', email: uniqueEmail(), password: 'correct-horse-9' };
    const res = await app
      .agent()
      .post('/api/user/register')
      .set('Origin', 'https://evil.example')
      .send(body)
      .expect(403);
    expect(res.body.success).toBe(false);
    const ok = await app
      .agent()
      .post('/api/user/register')
      .set('Origin', STOREFRONT)
      .send(body)
      .expect(201);
    expect(ok.headers['access-control-allow-origin']).toBe(STOREFRONT);
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
  });

  it('does not grant CORS to a foreign origin', async () => {
    const res = await app
      .agent()
      .get('/api/product/list')
      .set('Origin', 'https://evil.example')
      .expect(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers 413 to a body over the limit', async () => {
    const res = await app
      .agent()
      .post('/api/user/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(200_000) }))
      .expect(413);
    expect(res.body).toEqual({ success: false, message: 'The request is too large.' });
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await app
      .agent()
      .post('/api/user/login')
      .set('Content-Type', 'application/json')
      .send('{"email":')
      .expect(400);
    expect(res.body.success).toBe(false);
  });

  it('answers 404 in the envelope for unknown paths', async () => {
    const res = await app.agent().get('/api/nothing-here').expect(404);
    expect(res.body).toEqual({ success: false, message: 'Not found.' });
  });

  it('sends security headers', async () => {
    const res = await app.agent().get('/api/product/list').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });
});
