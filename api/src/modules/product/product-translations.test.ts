import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import type { Product } from '../../contract/product.ts';
import { addProduct, signInSeller, updateProductRequest } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

describe.each(kinds)('product names and descriptions in Hindi on %s', (kind) => {
  let app: TestApp;
  let seller: Agent;
  let milk: Product;
  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
    milk = await addProduct(seller, {
      name: 'Toned Milk 1 L',
      category: 'Dairy',
      description: ['Fresh every morning'],
      translations: { hi: { name: 'टोंड दूध 1 लीटर', description: 'रोज़ सुबह ताज़ा' } },
    });
  });
  afterAll(() => app.close());

  const read = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.agent().get(path).set(headers).expect(200);
    return res;
  };
  const pageNames = async (query: string, headers: Record<string, string> = {}) =>
    ((await read(`/api/product/list?${query}`, headers)).body.products as Product[]).map(
      (p) => p.name,
    );

  it('keeps the translation given on add and shows it to the seller', () => {
    expect(milk.name).toBe('Toned Milk 1 L');
    expect(milk.lang).toBe('en-IN');
    expect(milk.translations).toEqual({
      hi: { name: 'टोंड दूध 1 लीटर', description: ['रोज़ सुबह ताज़ा'] },
    });
  });

  it('answers the seller in the original with its translations, whatever is asked', async () => {
    const res = await seller
      .get(`/api/product/list?ids=${milk._id}&lang=hi`)
      .set('Accept-Language', 'hi')
      .expect(200);
    expect(res.body.products[0]).toMatchObject({
      name: 'Toned Milk 1 L',
      lang: 'en-IN',
      translations: milk.translations,
    });
  });

  it('answers in Hindi when asked by ?lang or Accept-Language, in English otherwise', async () => {
    const detail = await read(`/api/product/${milk._id}?lang=hi`);
    expect(detail.body.product).toMatchObject({
      _id: milk._id,
      name: 'टोंड दूध 1 लीटर',
      description: ['रोज़ सुबह ताज़ा'],
      lang: 'hi',
      price: milk.price,
    });
    expect(detail.body.product).not.toHaveProperty('translations');
    expect(detail.headers.vary).toMatch(/Accept-Language/);

    const byHeader = await read(`/api/product/list?ids=${milk._id}`, {
      'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8',
    });
    expect(byHeader.body.products[0]).toMatchObject({ name: 'टोंड दूध 1 लीटर', lang: 'hi' });

    const english = await read(`/api/product/${milk._id}`, {
      'Accept-Language': 'en-GB,hi;q=0.5',
    });
    expect(english.body.product).toMatchObject({
      name: 'Toned Milk 1 L',
      description: ['Fresh every morning'],
      lang: 'en-IN',
    });
    const { translations: _seller, ...asSold } = milk;
    expect({ ...english.body.product, updatedAt: asSold.updatedAt }).toEqual(asSold);

    const whole = (await read('/api/product/list?lang=hi')).body.products as Product[];
    expect(whole.find((p) => p._id === milk._id)?.name).toBe('टोंड दूध 1 लीटर');
    const wholeEnglish = (await read('/api/product/list')).body.products as Product[];
    expect(wholeEnglish.find((p) => p._id === milk._id)?.name).toBe('Toned Milk 1 L');
  });

  it('falls back to the original field by field', async () => {
    const salt = await addProduct(seller, {
      name: 'Rock Salt',
      category: 'Instant',
      description: ['Sendha namak'],
      translations: { hi: { description: ['सेंधा नमक'] } },
    });
    const { product } = (await read(`/api/product/${salt._id}?lang=hi`)).body as {
      product: Product;
    };
    expect(product).toMatchObject({ name: 'Rock Salt', description: ['सेंधा नमक'], lang: 'en-IN' });
    const plain = await addProduct(seller, { name: 'Plain Rusk', category: 'Bakery' });
    const rusk = (await read(`/api/product/${plain._id}?lang=hi`)).body.product as Product;
    expect(rusk).toMatchObject({ name: 'Plain Rusk', lang: 'en-IN' });
  });

  it('finds a product by its Hindi name or its English one', async () => {
    expect(await pageNames('q=दूध')).toEqual(['Toned Milk 1 L']);
    expect(await pageNames('q=दूध&lang=hi')).toEqual(['टोंड दूध 1 लीटर']);
    expect(await pageNames('q=milk&lang=hi')).toEqual(['टोंड दूध 1 लीटर']);
    expect(await pageNames('q=toned milk')).toEqual(['Toned Milk 1 L']);
  });

  it('changes and clears translations on update, and pages show it at once', async () => {
    // A made-up name: no search synonym leads to it, only its translation can.
    const gorbo = await addProduct(seller, { name: 'Gorbo Cubes 200 g', category: 'Dairy' });
    const query = `category=Dairy&lang=hi&limit=60`;
    expect(await pageNames(query)).toContain('Gorbo Cubes 200 g');
    expect(await pageNames('q=गोरबो')).toEqual([]);
    expect((await read(`/api/product/${gorbo._id}?lang=hi`)).body.product.name).toBe(
      'Gorbo Cubes 200 g',
    );

    const updated = await updateProductRequest(seller, {
      id: gorbo._id,
      translations: { hi: { name: 'गोरबो क्यूब्स 200 ग्राम', description: 'ताज़ा\nमुलायम' } },
    }).expect(200);
    expect(updated.body.product.translations).toEqual({
      hi: { name: 'गोरबो क्यूब्स 200 ग्राम', description: ['ताज़ा', 'मुलायम'] },
    });
    expect(await pageNames(query)).toContain('गोरबो क्यूब्स 200 ग्राम');
    expect(await pageNames('q=गोरबो')).toEqual(['Gorbo Cubes 200 g']);

    // Only the name cleared: the description stays; the old Hindi words leave the index.
    await updateProductRequest(seller, {
      id: gorbo._id,
      translations: { hi: { name: '' } },
    }).expect(200);
    const cleared = (await read(`/api/product/${gorbo._id}?lang=hi`)).body.product as Product;
    expect(cleared).toMatchObject({ name: 'Gorbo Cubes 200 g', description: ['ताज़ा', 'मुलायम'] });
    expect(await pageNames('q=गोरबो')).toEqual([]);

    // A rename keeps the Hindi words; clearing both deletes the translation.
    await updateProductRequest(seller, {
      id: gorbo._id,
      name: 'Malai Gorbo 200 g',
      translations: { hi: { name: 'मलाई गोरबो', description: null } },
    }).expect(200);
    expect(await pageNames('q=मलाई गोरबो')).toEqual(['Malai Gorbo 200 g']);
    expect(await pageNames('q=malai gorbo')).toEqual(['Malai Gorbo 200 g']);
    const last = await updateProductRequest(seller, {
      id: gorbo._id,
      translations: { hi: { name: null } },
    }).expect(200);
    expect(last.body.product.translations).toEqual({});
  });

  it('refuses a translation into a language it does not know', async () => {
    await updateProductRequest(seller, {
      id: milk._id,
      translations: { fr: { name: 'Lait' } },
    }).expect(400);
  });
});
