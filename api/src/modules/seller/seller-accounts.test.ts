import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../../../test/capture-logs.ts';
import { registerUser, signInSeller } from '../../../test/fixtures.ts';
import { createTestApp, SELLER, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';
import { DEMO_SELLER, type Config } from '../../config.ts';
import { ensureStartupData } from '../../db/seed/startup-data.ts';
import { createLogger, type Logger } from '../../lib/logger.ts';

const kinds = await availableKinds();
const signedOut = { success: false, message: 'Not signed in.' };
const quiet = createLogger({ level: 'silent', pretty: false });

describe.each(kinds)('seller accounts across start-ups on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());
  afterEach(() => vi.restoreAllMocks());

  /** What `main.ts` does at start-up, on the test app's database, as that environment. */
  const start = async (
    env: Config['env'],
    seller: { email: string; password: string },
    logger: Logger = quiet,
  ) => {
    // The development start prints the demo seller's banner; not wanted in test output.
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const isDemo = seller.email === DEMO_SELLER.email;
    await ensureStartupData(
      app.database.db,
      { ...app.config, env, seedDemo: false, seller: { ...seller, isDemo } },
      logger,
    );
  };
  const signIn = (credentials: { email: string; password: string }) =>
    app.agent().post('/api/seller/login').send(credentials);

  it('disables, in production, the demo seller a development start left behind', async () => {
    await start('development', DEMO_SELLER);
    const demo = app.agent();
    await demo.post('/api/seller/login').send(DEMO_SELLER).expect(200);
    await demo.get('/api/seller/is-auth').expect(200, { success: true });

    const logs = captureLogs();
    await start('production', SELLER, logs.logger);

    await signIn(DEMO_SELLER).expect(401);
    await demo.get('/api/seller/is-auth').expect(200, signedOut);
    await demo.get('/api/order/seller').expect(401);
    await signIn(SELLER).expect(200);
    const line = logs.lines.map((l) => JSON.parse(l)).find((l) => /disabled/.test(l.msg));
    expect(line).toMatchObject({ level: 40, emails: [DEMO_SELLER.email] });
  });

  it('leaves other seller accounts alone outside production', async () => {
    await start('production', SELLER);
    const other = { email: 'helper@kirana.test', password: 'helper-password-1' };
    await start('development', other);
    await start('development', SELLER);
    await signIn(other).expect(200);
  });

  it('enables the configured seller again if an earlier start disabled it', async () => {
    const other = { email: 'next-owner@kirana.test', password: 'next-owner-password' };
    await start('production', other);
    await signIn(SELLER).expect(401);
    await start('production', SELLER);
    await signIn(SELLER).expect(200);
    await signIn(other).expect(401);
  });

  it('ends the seller’s sessions when a start-up changes its password, and only those', async () => {
    const seller = await signInSeller(app);
    const { agent: shopper } = await registerUser(app);
    const rotated = { email: SELLER.email, password: 'rotated-password-2' };

    await start('production', rotated);

    await seller.get('/api/seller/is-auth').expect(200, signedOut);
    await seller.get('/api/order/seller').expect(401);
    expect((await shopper.get('/api/user/is-auth').expect(200)).body.success).toBe(true);
    await signIn(SELLER).expect(401);
    const fresh = app.agent();
    await fresh.post('/api/seller/login').send(rotated).expect(200);
    // The same password again is no change: the new session stays.
    await start('production', rotated);
    await fresh.get('/api/seller/is-auth').expect(200, { success: true });
    await start('production', SELLER);
  });

  it('refuses a session of a seller disabled while it was signed in', async () => {
    const seller = await signInSeller(app);
    await app.database.db('sellers').where({ email: SELLER.email }).update({
      disabledAt: Date.now(),
    });
    await seller.get('/api/seller/is-auth').expect(200, signedOut);
    await signIn(SELLER).expect(401);
    await start('production', SELLER);
    await signIn(SELLER).expect(200);
  });
});
