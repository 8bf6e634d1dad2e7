import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../contract/product.ts';
import { demoCategories as categories } from './demo-catalogue.ts';
import { DEMO_ARTWORK_DIR } from '../../images/demo-artwork.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';
import { demoCatalogue } from './demo-catalogue.ts';
import { seedDemoCatalogue } from './seed-demo-catalogue.ts';

const kinds = await availableKinds();

describe('demo catalogue data', () => {
  it('has 35 products, 5 per category, unique generic names and valid prices', () => {
    expect(demoCatalogue).toHaveLength(35);
    for (const category of categories)
      expect(demoCatalogue.filter((p) => p.category === category)).toHaveLength(5);
    expect(new Set(demoCatalogue.map((p) => p.name)).size).toBe(35);
    for (const p of demoCatalogue) {
      expect(p.offerPrice).toBeLessThanOrEqual(p.price);
      expect(Math.round(p.offerPrice * 100)).toBeCloseTo(p.offerPrice * 100, 6);
    }
  });

  it('ships every picture it names as small, script-free SVG', () => {
    for (const file of demoCatalogue.flatMap((p) => p.images)) {
      const path = join(DEMO_ARTWORK_DIR, file);
      expect(existsSync(path), file).toBe(true);
      const svg = readFileSync(path, 'utf8');
      expect(svg.length).toBeLessThan(4096);
      expect(svg).not.toMatch(/<script|<foreignObject|\son\w+=|<image/i);
    }
  });
});

describe.each(kinds)('loading the demo catalogue on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  it('fills an empty catalogue once, mixing categories at the top', async () => {
    expect(await seedDemoCatalogue(app.database.db)).toBe(35);
    expect(await seedDemoCatalogue(app.database.db)).toBe(0);
    const products: Product[] = (await app.agent().get('/api/product/list').expect(200)).body
      .products;
    expect(products).toHaveLength(35);
    expect(new Set(products.slice(0, 7).map((p) => p.category)).size).toBe(7);
    const tomatoes = products.find((p) => p.name === 'Fresh Tomatoes')!;
    expect(tomatoes.image).toHaveLength(2);
    // The artwork is drawn at its own 256x256: one file, its size known for the layout.
    expect(tomatoes.images).toEqual(
      tomatoes.image.map((url) => ({ url, srcset: url, width: 256, height: 256 })),
    );
    expect(products.some((p) => p.weight === undefined)).toBe(true);
  });

  it('serves the artwork as SVG with a locked-down policy', async () => {
    const products: Product[] = (await app.agent().get('/api/product/list')).body.products;
    const res = await app.agent().get(new URL(products[0]!.image[0]!).pathname).expect(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    await app.agent().get('/images/demo/..%2Fseed-demo-catalogue.ts').expect(404);
    await app.agent().get('/images/other/x.svg').expect(404);
  });

  it('reports the database as up on /api/health', async () => {
    await app
      .agent()
      .get('/api/health')
      .expect(200, { success: true, status: 'ok', database: 'up' });
  });
});
