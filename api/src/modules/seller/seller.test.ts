import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signInSeller } from '../../../test/fixtures.ts';
import { createTestApp, SELLER, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();
const signedOutAnswer = { success: false, message: 'Not signed in.' };

describe.each(kinds)('seller sign-in on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, {
      env: { TRUST_PROXY: 'true', RATE_LIMIT_LOGIN: '2/1m' },
    });
  });
  afterAll(() => app.close());

  it('signs the seller in with a separate HttpOnly cookie', async () => {
    const agent = app.agent();
    const res = await agent
      .post('/api/seller/login')
      .send({ email: SELLER.email.toUpperCase(), password: SELLER.password })
      .expect(200);
    expect(res.body).toEqual({ success: true, message: 'Logged In' });
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies.find((c) => c.startsWith('kirana_seller_session='))).toMatch(/httponly/i);
    await agent.get('/api/seller/is-auth').expect(200, { success: true });
  });

  it.each([
    [{ password: 'x' }, 'Email is required.'],
    [{ email: SELLER.email }, 'Password is required.'],
    [{ email: 'nope', password: 'x' }, 'Please enter a valid email address.'],
  ])('refuses %j with 400', async (body, message) => {
    await app.agent().post('/api/seller/login').send(body).expect(400, { success: false, message });
  });

  it('refuses a wrong password with 401 and rate-limits repeated failures', async () => {
    const client = () => app.agent().set('X-Forwarded-For', '192.0.2.44');
    for (let i = 0; i < 2; i += 1)
      await client()
        .post('/api/seller/login')
        .send({ email: SELLER.email, password: 'wrong-pass' })
        .expect(401);
    await client().post('/api/seller/login').send(SELLER).expect(429);
    // Another account from that address, and the seller from another, are not locked.
    await client()
      .post('/api/seller/login')
      .send({ email: 'someone@example.com', password: 'wrong-pass' })
      .expect(401);
    await app
      .agent()
      .set('X-Forwarded-For', '198.51.100.44')
      .post('/api/seller/login')
      .send(SELLER)
      .expect(200);
  });

  it('does not accept a customer account as the seller', async () => {
    const { user, password } = await registerUser(app);
    await app.agent().post('/api/seller/login').send({ email: user.email, password }).expect(401);
  });

  describe('is-auth', () => {
    // 200 with success false, not 401: the console asks on every load, and a signed-out
    // visitor must not see a failed request in the browser console for it.
    it('answers a visitor 200 with success false', async () => {
      await app.agent().get('/api/seller/is-auth').expect(200, signedOutAnswer);
    });
    it('answers a forged cookie 200 with success false', async () => {
      await app
        .agent()
        .get('/api/seller/is-auth')
        .set('Cookie', 'kirana_seller_session=forged; kirana_seller_session.sig=bad')
        .expect(200, signedOutAnswer);
    });
    it('answers an expired session 200 with success false', async () => {
      const agent = await signInSeller(app);
      await app.database
        .db('sessions')
        .where({ kind: 'seller' })
        .update({ expiresAt: Date.now() - 1 });
      await agent.get('/api/seller/is-auth').expect(200, signedOutAnswer);
    });
    it('tells a signed-in customer, with success false, that only the seller may', async () => {
      const { agent } = await registerUser(app);
      await agent
        .get('/api/seller/is-auth')
        .expect(200, { success: false, message: 'Only the seller can do that.' });
    });
    it('leaves the other seller calls at 401 for a visitor and 403 for a customer', async () => {
      await app.agent().get('/api/order/seller').expect(401);
      const { agent } = await registerUser(app);
      await agent.get('/api/order/seller').expect(403);
    });
  });

  it('logs out and the session stops working', async () => {
    const agent = await signInSeller(app);
    const before = await agent.get('/api/seller/is-auth').expect(200, { success: true });
    const stolenCookie = (before.request as unknown as { cookies: string }).cookies;
    await agent.get('/api/seller/logout').expect(200, { success: true, message: 'Logged Out' });
    await agent.get('/api/seller/is-auth').expect(200, signedOutAnswer);
    // A copy of the cookie taken before logout is worthless afterwards.
    await app
      .agent()
      .get('/api/seller/is-auth')
      .set('Cookie', stolenCookie)
      .expect(200, signedOutAnswer);
    await app.agent().get('/api/order/seller').set('Cookie', stolenCookie).expect(401);
  });

  it('keeps the customer and seller sessions independent in one browser', async () => {
    const { agent } = await registerUser(app);
    await agent.post('/api/seller/login').send(SELLER).expect(200);
    await agent.get('/api/seller/is-auth').expect(200, { success: true });
    expect((await agent.get('/api/user/is-auth').expect(200)).body.success).toBe(true);
    await agent.get('/api/seller/logout').expect(200);
    expect((await agent.get('/api/seller/is-auth').expect(200)).body.success).toBe(false);
    expect((await agent.get('/api/user/is-auth').expect(200)).body.success).toBe(true);
  });
});
