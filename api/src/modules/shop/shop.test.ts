import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopProfile } from '../../contract/shop.ts';
import { registerUser, signInSeller } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

const EMPTY: ShopProfile = {
  name: null,
  address: null,
  phone: null,
  whatsapp: null,
  email: null,
  gstin: null,
  fssai: null,
};

const FULL = {
  name: 'Sharma General Store',
  address: '14, 5th Cross, Malleshwaram, Bengaluru 560003',
  phone: '098450 12345',
  whatsapp: '+91-70220-54321',
  email: 'Shop@Example.com',
  gstin: '29aagcb7383j1z4',
  fssai: '11223344556677',
};

describe.each(kinds)('the shop profile on %s', (kind) => {
  let app: TestApp;
  let seller: Awaited<ReturnType<typeof signInSeller>>;
  const shop = async () =>
    (await app.agent().get('/api/shop').expect(200)).body.shop as ShopProfile;
  const save = (body: object) => seller.post('/api/shop').send(body);

  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
  });
  afterAll(() => app.close());

  it('starts with every field unset, and tells the time zone', async () => {
    const res = await app.agent().get('/api/shop').expect(200);
    expect(res.body).toEqual({ success: true, shop: EMPTY, timeZone: 'Asia/Kolkata' });
  });

  it('lets only the seller change it', async () => {
    await app.agent().post('/api/shop').send({ name: 'Mine' }).expect(401);
    const { agent: shopper } = await registerUser(app);
    await shopper.post('/api/shop').send({ name: 'Mine' }).expect(403);
    expect(await shop()).toEqual(EMPTY);
  });

  it('saves every field, normalised, and keeps the fields left out', async () => {
    const saved = (await save(FULL).expect(200)).body.shop as ShopProfile;
    const expected = {
      name: FULL.name,
      address: FULL.address,
      phone: '+919845012345',
      whatsapp: '+917022054321',
      email: 'shop@example.com',
      gstin: '29AAGCB7383J1Z4',
      fssai: '11223344556677',
    };
    expect(saved).toEqual(expected);
    expect(await shop()).toEqual(expected);

    await save({ name: '  Sharma Stores  ', phone: '919845012346' }).expect(200);
    expect(await shop()).toEqual({ ...expected, name: 'Sharma Stores', phone: '+919845012346' });
  });

  it('clears a field sent blank or null', async () => {
    await save(FULL).expect(200);
    await save({ gstin: '', fssai: null, email: '   ' }).expect(200);
    expect(await shop()).toMatchObject({ gstin: null, fssai: null, email: null, name: FULL.name });
  });

  it('accepts real GSTINs, whose check characters hold', async () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4']) {
      await save({ gstin }).expect(200);
      expect((await shop()).gstin).toBe(gstin);
    }
  });

  it.each([
    [{ phone: '12345' }, /^Phone must be a 10-digit Indian mobile number/],
    [{ phone: '5845012345' }, /^Phone must be a 10-digit/],
    [{ phone: '+1 9845012345' }, /^Phone must be a 10-digit/],
    [{ whatsapp: '98450123456' }, /^WhatsApp number must be a 10-digit/],
    [{ gstin: '27AAPFU0939F1ZW' }, /^GSTIN must be 15 characters .* correct check character/],
    [{ gstin: '40AAPFU0939F1ZV' }, /^GSTIN/],
    [{ gstin: '27AAPFU0939F1Z' }, /^GSTIN/],
    [{ fssai: '1122334455667' }, /^FSSAI licence number must be exactly 14 digits/],
    [{ fssai: '1122334455667A' }, /^FSSAI licence number/],
    [{ email: 'not-an-email' }, /email address/],
    [{ name: 'x'.repeat(81) }, /^Shop name must be at most 80 characters/],
    [{ address: 'x'.repeat(301) }, /^Address must be at most 300 characters/],
    [{ name: 42 }, /^Shop name must be text/],
  ])('refuses %j naming the field, and saves nothing', async (body, message) => {
    await save({ name: 'Before' }).expect(200);
    const before = await shop();
    const res = await save({ fssai: '99887766554433', ...body }).expect(400);
    expect(res.body.message).toMatch(message);
    expect(await shop()).toEqual(before);
  });
});
