import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signInSeller } from '../../../test/fixtures.ts';
import { createTestApp, SELLER, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

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
    await client()
      .post('/api/seller/login')
      .send({ email: SELLER.email, password: 'wrong-pass' })
      .expect(401);
    await client()
      .post('/api/seller/login')
      .send({ email: 'someone@example.com', password: 'wrong-pass' })
      .expect(401);
    await client().post('/api/seller/login').send(SELLER).expect(429);
  });

  it('does not accept a customer account as the seller', async () => {
    const { user, password } = await registerUser(app);
    await app.agent().post('/api/seller/login').send({ email: user.email, password }).expect(401);
  });

  describe('is-auth', () => {
    it('answers 401 to a visitor', async () => {
      await app.agent().get('/api/seller/is-auth').expect(401);
    });
    it('answers 403 to a signed-in customer', async () => {
      const { agent } = await registerUser(app);
      const res = await agent.get('/api/seller/is-auth').expect(403);
      expect(res.body).toEqual({ success: false, message: 'Only the seller can do that.' });
    });
  });

  it('logs out and the session stops working', async () => {
    const agent = await signInSeller(app);
    await agent.get('/api/seller/logout').expect(200, { success: true, message: 'Logged Out' });
    await agent.get('/api/seller/is-auth').expect(401);
  });

  it('keeps the customer and seller sessions independent in one browser', async () => {
    const { agent } = await registerUser(app);
    await agent.post('/api/seller/login').send(SELLER).expect(200);
    await agent.get('/api/seller/is-auth').expect(200);
    await agent.get('/api/user/is-auth').expect(200);
    await agent.get('/api/seller/logout').expect(200);
    await agent.get('/api/user/is-auth').expect(200);
  });
});
