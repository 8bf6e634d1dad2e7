import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_DEFAULTS } from '../../contract/shop-home.ts';
import type { ShopSettings } from '../../contract/shop.ts';
import { registerUser, signInSeller } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

const EMPTY: ShopSettings = {
  name: null,
  address: null,
  phone: null,
  whatsapp: null,
  email: null,
  gstin: null,
  fssai: null,
  taxMode: 'added',
  ...HOME_DEFAULTS,
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
    (await app.agent().get('/api/shop').expect(200)).body.shop as ShopSettings;
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
    const saved = (await save(FULL).expect(200)).body.shop as ShopSettings;
    const expected = {
      ...EMPTY,
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

  it('takes an FSSAI number typed as printed, with spaces or hyphens, and keeps its digits', async () => {
    await save({ fssai: '1122 3344 5566 77' }).expect(200);
    expect((await shop()).fssai).toBe('11223344556677');
    await save({ fssai: '1122-3344-5566-78' }).expect(200);
    expect((await shop()).fssai).toBe('11223344556678');
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
    [{ fssai: '1122 3344 5566 7' }, /^FSSAI licence number must be exactly 14 digits/],
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

describe.each(kinds)("the home page's text on %s", (kind) => {
  let app: TestApp;
  let seller: Awaited<ReturnType<typeof signInSeller>>;
  const shop = async () =>
    (await app.agent().get('/api/shop').expect(200)).body.shop as ShopSettings;
  const save = (body: object) => seller.post('/api/shop').send(body);

  const HIGHLIGHTS = [
    { title: 'Open till 11 pm', text: 'Every day of the year.' },
    { title: 'Fresh every morning', text: 'Vegetables from the KR Market at 6 am.' },
    { title: 'MRP or less', text: 'Never above the price on the pack.' },
    { title: 'Since 1998', text: 'Three generations in Malleshwaram.' },
  ];

  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
  });
  afterAll(() => app.close());

  it("answers the spec's text, stars on and no social links until the shop sets them", async () => {
    expect(await shop()).toMatchObject({
      bannerTitle: 'Freshness You Can Trust, Savings You will Love!',
      bannerText: null,
      highlights: HOME_DEFAULTS.highlights,
      showRatings: true,
      social: { instagram: null, facebook: null, youtube: null, x: null },
    });
  });

  it('saves the banner, the highlights, the stars and https social links, keeping the rest', async () => {
    await save({ name: 'Sharma Stores' }).expect(200);
    const saved = (
      await save({
        bannerTitle: '  Malleshwaram’s own kirana  ',
        bannerText: 'Free delivery above ₹500',
        highlights: HIGHLIGHTS,
        showRatings: false,
        social: { instagram: 'https://www.instagram.com/sharmastores', x: 'https://x.com/sharma' },
      }).expect(200)
    ).body.shop as ShopSettings;
    const expected = {
      name: 'Sharma Stores',
      bannerTitle: 'Malleshwaram’s own kirana',
      bannerText: 'Free delivery above ₹500',
      highlights: HIGHLIGHTS,
      showRatings: false,
      social: {
        instagram: 'https://www.instagram.com/sharmastores',
        facebook: null,
        youtube: null,
        x: 'https://x.com/sharma',
      },
    };
    expect(saved).toMatchObject(expected);
    expect(await shop()).toMatchObject(expected);

    // A social link left out is kept; one sent blank is cleared.
    await save({ social: { x: '' }, showRatings: true }).expect(200);
    expect((await shop()).social).toEqual({ ...expected.social, x: null });
    expect((await shop()).showRatings).toBe(true);
  });

  it("brings back the spec's text when a field is sent blank or null", async () => {
    await save({ bannerTitle: 'Ours', bannerText: 'Line', highlights: HIGHLIGHTS }).expect(200);
    await save({ bannerTitle: '', bannerText: null, highlights: null }).expect(200);
    expect(await shop()).toMatchObject({
      bannerTitle: HOME_DEFAULTS.bannerTitle,
      bannerText: null,
      highlights: HOME_DEFAULTS.highlights,
    });
  });

  it.each([
    [
      { social: { instagram: 'http://instagram.com/shop' } },
      /^Instagram link must be a full https:\/\/ link/,
    ],
    [{ social: { facebook: 'javascript:alert(1)' } }, /^Facebook link must be a full https/],
    [{ social: { youtube: 'www.youtube.com/@shop' } }, /^YouTube link must be a full https/],
    [{ social: { x: 'https://user:pw@x.com/shop' } }, /^X link must be a full https/],
    [
      { social: { x: `https://x.com/${'a'.repeat(300)}` } },
      /^X link must be at most 300 characters/,
    ],
    [
      { social: { tiktok: 'https://tiktok.com/@shop' } },
      /^Social links must be an object of links/,
    ],
    [{ highlights: HIGHLIGHTS.slice(0, 3) }, /^Highlights must be a list of 4/],
    [
      { highlights: [...HIGHLIGHTS.slice(0, 3), { title: ' ', text: 'x' }] },
      /^Highlight 4 needs a title/,
    ],
    [
      { highlights: [{ title: 'x'.repeat(41), text: 'y' }, ...HIGHLIGHTS.slice(1)] },
      /^Highlight 1's title must be at most 40/,
    ],
    [{ bannerTitle: 'x'.repeat(81) }, /^Banner title must be at most 80 characters/],
    [{ bannerText: 'x'.repeat(201) }, /^Banner text must be at most 200 characters/],
    [{ showRatings: 'no' }, /^Show star ratings must be true or false/],
  ])('refuses %j naming the field, and saves nothing', async (body, message) => {
    const before = await shop();
    const res = await save({ bannerText: 'Changed?', ...body }).expect(400);
    expect(res.body.message).toMatch(message);
    expect(await shop()).toEqual(before);
  });
});
