import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/fixtures.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { createTestApp, SELLER, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();
const NEW_PASSWORD = 'a-brand-new-one-7';

describe.each(kinds)('changed passwords and other sessions on %s', (kind) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp(kind, { env: { SMTP_URL: sink.url } });
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });
  beforeEach(() => {
    sink.received.length = 0;
  });

  const reset = (token: string) =>
    app.agent().post('/api/user/password/reset').send({ token, password: 'whatever-else-9' });
  const login = (role: 'user' | 'seller', email: string, password: string) =>
    app.agent().post(`/api/${role}/login`).send({ email, password });
  const signedIn = async (agent: ReturnType<TestApp['agent']>) =>
    (await agent.get('/api/user/is-auth').expect(200)).body.success as boolean;

  /** Asks for a reset link and returns its token, from the email sent. */
  async function tokenFor(email: string): Promise<string> {
    await app.agent().post('/api/user/password/forgot').send({ email }).expect(200);
    await app.services.passwordResets.settled();
    await app.services.mailOutbox.runOnce();
    const mail = sink.received.findLast((m) => m.to.includes(email));
    const token = /\/reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no reset link mailed to ${email}`);
    return token;
  }

  it('lets a signed-in shopper change the password, keeping this session and ending the others', async () => {
    const { agent, user, password } = await registerUser(app);
    const other = app.agent();
    await other.post('/api/user/login').send({ email: user.email, password }).expect(200);
    const wrong = await agent
      .post('/api/user/password/change')
      .send({ currentPassword: 'not-my-password', password: NEW_PASSWORD })
      .expect(400);
    expect(wrong.body.message).toBe('Your current password is not right.');
    await agent
      .post('/api/user/password/change')
      .send({ currentPassword: password, password: 'short' })
      .expect(400);
    const link = await tokenFor(user.email);
    const changed = await agent
      .post('/api/user/password/change')
      .send({ currentPassword: password, password: NEW_PASSWORD })
      .expect(200);
    expect(changed.body).toMatchObject({ success: true, ended: 1 });
    expect(await signedIn(agent)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    await login('user', user.email, NEW_PASSWORD).expect(200);
    // A link asked for before the change no longer works.
    await reset(link).expect(400);
    await app
      .agent()
      .post('/api/user/password/change')
      .send({ currentPassword: NEW_PASSWORD, password: 'whatever-else-9' })
      .expect(401);
  });

  it('signs a shopper and the seller out everywhere else', async () => {
    const { agent, user, password } = await registerUser(app);
    const phones = [app.agent(), app.agent()];
    for (const phone of phones)
      await phone.post('/api/user/login').send({ email: user.email, password }).expect(200);
    const ended = await agent.post('/api/user/sessions/end-others').expect(200);
    expect(ended.body).toEqual({
      success: true,
      message: 'Signed out of 2 other devices.',
      ended: 2,
    });
    expect(await signedIn(agent)).toBe(true);
    for (const phone of phones) expect(await signedIn(phone)).toBe(false);

    const console1 = app.agent();
    const console2 = app.agent();
    for (const c of [console1, console2])
      await c.post('/api/seller/login').send(SELLER).expect(200);
    await console1.post('/api/seller/sessions/end-others').expect(200);
    await console1.get('/api/seller/is-auth').expect(200, { success: true });
    expect((await console2.get('/api/seller/is-auth')).body.success).toBe(false);
    // Not signed in: nothing to keep, nothing ended.
    await app.agent().post('/api/seller/sessions/end-others').expect(401);
  });

  it('lets the seller change the password with the current one', async () => {
    const console1 = app.agent();
    await console1.post('/api/seller/login').send(SELLER).expect(200);
    await console1
      .post('/api/seller/password/change')
      .send({ currentPassword: 'not-it-at-all', password: 'seller-password-3' })
      .expect(400);
    await console1
      .post('/api/seller/password/change')
      .send({ currentPassword: SELLER.password, password: 'seller-password-3' })
      .expect(200);
    await login('seller', SELLER.email, 'seller-password-3').expect(200);
    await app.services.sellers.ensure(SELLER.email, SELLER.password);
  });
});
