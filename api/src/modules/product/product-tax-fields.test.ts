import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import { addProduct, signInSeller } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

describe.each(kinds)('a product’s GST rate and HSN code on %s', (kind) => {
  let app: TestApp;
  let seller: Agent;
  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
  });
  afterAll(() => app.close());

  const update = (data: Record<string, unknown>) =>
    seller.post('/api/product/update').field('productData', JSON.stringify(data));

  it('is not set unless given', async () => {
    const product = await addProduct(seller, { name: 'Plain Salt' });
    expect(product).toMatchObject({ gstRate: null, hsn: null });
  });

  it('takes them on add (forms send text) and changes or clears them on update', async () => {
    const product = await addProduct(seller, { name: 'Ghee 1 L', gstRate: '18', hsn: ' 0405 ' });
    expect(product).toMatchObject({ gstRate: 18, hsn: '0405' });
    const changed = await update({ id: product._id, gstRate: 5 }).expect(200);
    expect(changed.body.product).toMatchObject({ gstRate: 5, hsn: '0405' });
    const cleared = await update({ id: product._id, gstRate: '', hsn: '' }).expect(200);
    expect(cleared.body.product).toMatchObject({ gstRate: null, hsn: null });
    const detail = await app.agent().get(`/api/product/${product._id}`).expect(200);
    expect(detail.body.product).toMatchObject({ gstRate: null, hsn: null });
  });

  it('refuses a rate off the slabs and a code that is not 4 to 8 digits', async () => {
    const product = await addProduct(seller, { name: 'Sugar 1 kg' });
    const rate = await update({ id: product._id, gstRate: 15 }).expect(400);
    expect(rate.body.message).toBe('GST rate must be one of 0, 0.25, 3, 5, 18, 40 (percent).');
    const code = await update({ id: product._id, hsn: '123456789' }).expect(400);
    expect(code.body.message).toBe('HSN code must be 4 to 8 digits.');
  });

  it('takes the rates since 22 September 2025, fractions too, and refuses the ended 12% and 28%', async () => {
    const gold = await addProduct(seller, { name: 'Gold coin', gstRate: '3' });
    for (const gstRate of [0.25, '0.25%', 40]) {
      const saved = await update({ id: gold._id, gstRate }).expect(200);
      expect(saved.body.product.gstRate).toBe(gstRate === 40 ? 40 : 0.25);
    }
    for (const gstRate of [12, '28']) {
      const refused = await update({ id: gold._id, gstRate }).expect(400);
      expect(refused.body.message).toMatch(/^GST rates of 12% and 28% ended on 22 September 2025/);
    }
    // A product saved with a former rate keeps it until the seller changes it.
    await app.database.db('products').where('id', gold._id).update({ gstRate: 12 });
    const kept = await app.agent().get(`/api/product/${gold._id}`).expect(200);
    expect(kept.body.product.gstRate).toBe(12);
  });
});
