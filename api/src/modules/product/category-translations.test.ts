import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import type { StoreCategory } from '../../contract/category.ts';
import { up as seedHindi } from '../../db/migrations/026-category-translations.ts';
import { signInSeller } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

describe.each(kinds)('category names in Hindi on %s', (kind) => {
  let app: TestApp;
  let seller: Agent;
  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
  });
  afterAll(() => app.close());

  const list = async (query = '', language?: string): Promise<StoreCategory[]> => {
    const req = app.agent().get(`/api/category/list${query}`);
    if (language) req.set('Accept-Language', language);
    return (await req.expect(200)).body.categories;
  };
  const sellersList = async (): Promise<StoreCategory[]> =>
    (await seller.get('/api/category/list?all=true').expect(200)).body.categories;
  const shown = (categories: StoreCategory[]) =>
    categories.map((c) => [c.name, c.label, c.text, c.path]);

  it('answers a Hindi shopper with the seed’s Hindi names and tile texts', async () => {
    const expected = [
      ['Vegetables', 'सब्ज़ियाँ', 'ऑर्गेनिक सब्ज़ियाँ', 'vegetables'],
      ['Fruits', 'फल', 'ताज़े फल', 'fruits'],
      ['Drinks', 'पेय', 'ठंडे पेय', 'drinks'],
      ['Instant', 'झटपट खाना', 'इंस्टेंट फ़ूड', 'instant'],
      ['Dairy', 'डेयरी', 'डेयरी प्रोडक्ट', 'dairy'],
      ['Bakery', 'बेकरी', 'बेकरी और ब्रेड', 'bakery'],
      ['Grains', 'अनाज', 'अनाज और दालें', 'grains'],
    ];
    expect(shown(await list('?lang=hi'))).toEqual(expected);
    const byHeader = await list('', 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(shown(byHeader)).toEqual(expected);
    // Shoppers never see the stored translations themselves.
    expect(byHeader[0]).not.toHaveProperty('translations');
  });

  it('leaves the English answer as it was, with the name as its label', async () => {
    const list1 = await list();
    expect(shown(list1).slice(0, 2)).toEqual([
      ['Vegetables', 'Vegetables', 'Organic veggies', 'vegetables'],
      ['Fruits', 'Fruits', 'Fresh Fruits', 'fruits'],
    ]);
    expect(shown(await list('', 'en-IN'))).toEqual(shown(list1));
    expect(list1[0]).not.toHaveProperty('translations');
  });

  it('falls back to the original per field', async () => {
    const plain = (await seller.post('/api/category/add').send({ name: 'Toys' }).expect(201)).body
      .category as StoreCategory;
    expect(plain).toMatchObject({ label: 'Toys', text: 'Toys', translations: {} });
    const labelOnly = await seller
      .post('/api/category/add')
      .send({ name: 'Spices', translations: { hi: { label: 'मसाले' } } })
      .expect(201);
    expect(labelOnly.body.category.translations).toEqual({ hi: { label: 'मसाले', text: null } });
    await seller
      .post('/api/category/add')
      .send({ name: 'Snacks', text: 'Chips & Namkeen', translations: { hi: { label: 'नाश्ता' } } })
      .expect(201);

    const hindi = await list('?lang=hi');
    const find = (name: string) => hindi.find((c) => c.name === name);
    // No translation: the original's name and text.
    expect(find('Toys')).toMatchObject({ label: 'Toys', text: 'Toys' });
    // A Hindi name and no text of its own either way: the tile shows the Hindi name.
    expect(find('Spices')).toMatchObject({ label: 'मसाले', text: 'मसाले' });
    // A Hindi name, the original's own text untranslated: that text.
    expect(find('Snacks')).toMatchObject({ label: 'नाश्ता', text: 'Chips & Namkeen' });
  });

  it('lets the seller edit the Hindi, and reads it back in ?all=true', async () => {
    const added = await seller
      .post('/api/category/add')
      .send({
        name: 'Pooja Items',
        text: 'Pooja Needs',
        translations: { hi: { label: ' पूजा सामग्री ', text: 'पूजा का सामान' } },
      })
      .expect(201);
    const id = (added.body.category as StoreCategory).id;
    const stored = async () => (await sellersList()).find((c) => c.id === id)?.translations;
    expect(await stored()).toEqual({ hi: { label: 'पूजा सामग्री', text: 'पूजा का सामान' } });
    // The seed's are there for the seller too.
    expect((await sellersList())[0]?.translations).toEqual({
      hi: { label: 'सब्ज़ियाँ', text: 'ऑर्गेनिक सब्ज़ियाँ' },
    });

    const updated = await seller
      .post('/api/category/update')
      .send({ id, translations: { hi: { label: 'पूजा', text: '' } } })
      .expect(200);
    expect(updated.body.category).toMatchObject({
      name: 'Pooja Items',
      label: 'Pooja Items',
      text: 'Pooja Needs',
      translations: { hi: { label: 'पूजा', text: null } },
    });
    expect((await list('?lang=hi')).find((c) => c.id === id)).toMatchObject({
      name: 'Pooja Items',
      label: 'पूजा',
      text: 'Pooja Needs',
    });

    // A change of other fields keeps the Hindi; clearing both removes it.
    await seller.post('/api/category/update').send({ id, colour: '#FEE0E0' }).expect(200);
    expect(await stored()).toEqual({ hi: { label: 'पूजा', text: null } });
    await seller
      .post('/api/category/update')
      .send({ id, translations: { hi: { label: null } } })
      .expect(200);
    expect(await stored()).toEqual({});
    expect((await list('?lang=hi')).find((c) => c.id === id)?.label).toBe('Pooja Items');
  });

  it.each([
    [{ hi: { label: 'क'.repeat(41) } }, 'Category name must be at most 40 characters.'],
    [{ hi: { text: 'क'.repeat(61) } }, 'Tile text must be at most 60 characters.'],
    [{ fr: { label: 'Jouets' } }, 'Unrecognized key: "fr".'],
  ])('refuses the translations %j', async (translations, message) => {
    const res = await seller
      .post('/api/category/add')
      .send({ name: 'Refused Hindi', translations })
      .expect(400);
    expect(res.body.message).toBe(message);
    expect((await sellersList()).some((c) => c.name === 'Refused Hindi')).toBe(false);
  });

  it('seeds Hindi only where the seed’s name (and tile text) is still there', async () => {
    const before = await sellersList();
    const fruits = before.find((c) => c.name === 'Fruits')!;
    const dairy = before.find((c) => c.name === 'Dairy')!;
    await seller.post('/api/category/update').send({ id: fruits.id, name: 'Fresh Fruit' });
    await seller.post('/api/category/update').send({ id: dairy.id, text: 'Milk & Curd' });
    // The migration again, on a shop whose seller has changed two of the seed's categories.
    const db = app.database.db;
    await db.schema.dropTable('category_translations');
    await seedHindi(db);
    const hindi = await list('?lang=hi');
    expect(hindi.find((c) => c.id === fruits.id)).toMatchObject({
      label: 'Fresh Fruit',
      text: 'Fresh Fruits',
    });
    expect(hindi.find((c) => c.id === dairy.id)).toMatchObject({
      label: 'डेयरी',
      text: 'Milk & Curd',
    });
    expect(hindi[0]).toMatchObject({ label: 'सब्ज़ियाँ', text: 'ऑर्गेनिक सब्ज़ियाँ' });
  });
});
