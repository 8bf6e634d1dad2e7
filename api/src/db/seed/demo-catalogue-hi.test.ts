import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../contract/product.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';
import { demoCatalogueHi } from './demo-catalogue-hi.ts';
import { demoCatalogue } from './demo-catalogue.ts';
import { seedDemoCatalogue } from './seed-demo-catalogue.ts';

const kinds = await availableKinds();

/** Devanagari letters, the marks they carry, digits, spaces, hyphens and punctuation. */
const HINDI_TEXT = /^[\u0900-\u097F0-9A-Z ,;()-]+$/u;

describe('the demo catalogue in Hindi', () => {
  it('has every product, in Devanagari, with as many description lines as the English', () => {
    expect(Object.keys(demoCatalogueHi).sort()).toEqual(demoCatalogue.map((p) => p.name).sort());
    for (const product of demoCatalogue) {
      const [name, ...description] = demoCatalogueHi[product.name];
      expect(name, product.name).toMatch(HINDI_TEXT);
      expect(description, product.name).toHaveLength(product.description.length);
      for (const line of description) expect(line, product.name).toMatch(HINDI_TEXT);
    }
    // Hindi names are told apart in search and on the shelf as the English ones are.
    expect(new Set(Object.values(demoCatalogueHi).map(([name]) => name)).size).toBe(35);
  });
});

describe.each(kinds)('the demo catalogue in Hindi on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
    expect(await seedDemoCatalogue(app.database.db)).toBe(35);
  });
  afterAll(() => app.close());

  const products = async (query: string): Promise<Product[]> =>
    (await app.agent().get(`/api/product/list?${query}`).expect(200)).body.products as Product[];
  const names = async (query: string) => (await products(query)).map((p) => p.name);

  it('lists every product by its Hindi name and description with ?lang=hi', async () => {
    const hindi = await products('lang=hi');
    expect(hindi).toHaveLength(35);
    expect(hindi.every((p) => p.lang === 'hi')).toBe(true);
    expect(hindi.find((p) => p.name === 'टोंड दूध')).toMatchObject({
      description: ['कार्टन में पाश्चराइज़्ड टोंड दूध', 'चाहें तो पीने से पहले उबाल लें', 'फ्रिज में रखें'],
      category: 'Dairy',
    });
    expect(hindi.map((p) => p.name)).toEqual(
      expect.arrayContaining(['सादा दही', 'ताज़े टमाटर', 'ताज़ा चक्की आटा', 'कॉर्न फ्लेक्स']),
    );
  });

  it('keeps the English answers as they were', async () => {
    const english = await products('');
    expect(english.map((p) => p.name).sort()).toEqual(demoCatalogue.map((p) => p.name).sort());
    expect(english.every((p) => p.lang === 'en-IN')).toBe(true);
    expect(english.find((p) => p.name === 'Toned Milk')?.description).toEqual([
      'Pasteurised toned milk in a carton',
      'Boil before drinking if you prefer',
      'Keep refrigerated',
    ]);
    // The same product in both languages: the Hindi list is the English one translated.
    const hindi = await products('lang=hi');
    const milk = english.find((p) => p.name === 'Toned Milk')!;
    expect(hindi.find((p) => p._id === milk._id)?.name).toBe('टोंड दूध');
  });

  it('finds a product by the words of its Hindi name', async () => {
    // "टोंड" is in no search synonym: only the Hindi name can lead to Toned Milk.
    expect(await names('q=टोंड')).toEqual(['Toned Milk']);
    expect(await names('q=टोंड&lang=hi')).toEqual(['टोंड दूध']);
    expect(await names('q=दूध&lang=hi')).toEqual(['टोंड दूध']);
    expect(await names('q=चक्की आटा')).toEqual(['Fresh Chakki Atta']);
    expect(await names('q=milk')).toEqual(['Toned Milk']);
  });
});
