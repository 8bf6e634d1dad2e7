import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopPage } from '../../contract/shop-pages.ts';
import { registerUser, signInSeller } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

describe.each(kinds)("the footer's pages on %s", (kind) => {
  let app: TestApp;
  let seller: Awaited<ReturnType<typeof signInSeller>>;
  const page = async (slug: string) =>
    (await app.agent().get(`/api/shop/page/${slug}`).expect(200)).body.page as ShopPage;
  const save = (body: object) => seller.post('/api/shop/page').send(body);

  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
  });
  afterAll(() => app.close());

  it('answers default text for every page to anyone, and 404 for another', async () => {
    for (const slug of ['delivery', 'returns', 'payment-methods', 'contact', 'faqs']) {
      const p = await page(slug);
      expect(p).toMatchObject({ slug, edited: false, updatedAt: null });
      expect(p.markdown.length).toBeGreaterThan(20);
    }
    expect((await page('returns')).title).toBe('Return & refund policy');
    const res = await app.agent().get('/api/shop/page/about').expect(404);
    expect(res.body.message).toBe('There is no such page.');
  });

  it("builds Contact us from the shop's details, its own text kept as text", async () => {
    await seller
      .post('/api/shop')
      .send({ name: 'Sharma [General] Store', phone: '9845012345', email: 'shop@example.com' })
      .expect(200);
    const { markdown } = await page('contact');
    expect(markdown).toContain('**Sharma \\[General\\] Store**');
    expect(markdown).toContain('[+919845012345](tel:+919845012345)');
    expect(markdown).toContain('[shop@example.com](mailto:shop@example.com)');
  });

  it('lets only the seller save a page, stored as the text sent (HTML and all)', async () => {
    const markdown =
      '# Delivery\n\n<script>alert(1)</script>\n<img src=x onerror="alert(2)">\n\n- Same day';
    await app.agent().post('/api/shop/page').send({ slug: 'delivery', markdown }).expect(401);
    const { agent: shopper } = await registerUser(app);
    await shopper.post('/api/shop/page').send({ slug: 'delivery', markdown }).expect(403);

    const saved = (await save({ slug: 'delivery', markdown }).expect(200)).body.page as ShopPage;
    expect(saved).toMatchObject({ slug: 'delivery', markdown, edited: true });
    expect(await page('delivery')).toEqual(saved);
    const [row] = await app.database.db('shop_pages').where({ slug: 'delivery' });
    expect(row.markdown).toBe(markdown);

    const all = (await seller.get('/api/shop/pages').expect(200)).body.pages as ShopPage[];
    expect(all.map((p) => p.slug)).toEqual([
      'delivery',
      'returns',
      'payment-methods',
      'contact',
      'faqs',
    ]);
    expect(all[0]).toEqual(saved);
    await app.agent().get('/api/shop/pages').expect(401);
  });

  it('takes a page of 20,000 characters of Hindi, and brings back the default when saved blank', async () => {
    const long = 'दूध '.repeat(5000);
    await save({ slug: 'faqs', markdown: long }).expect(200);
    expect((await page('faqs')).markdown).toBe(long);
    await save({ slug: 'faqs', markdown: '  \n ' }).expect(200);
    expect(await page('faqs')).toMatchObject({ edited: false, updatedAt: null });
  });

  it.each([
    [{ slug: 'about', markdown: 'x' }, /^The page must be one of: delivery, returns/],
    [
      { slug: 'faqs', markdown: 'x'.repeat(20_001) },
      /^The page text must be at most 20,000 characters/,
    ],
    [{ slug: 'faqs', markdown: 42 }, /^The page text must be text/],
  ])('refuses %j', async (body, message) => {
    const res = await save(body).expect(400);
    expect(res.body.message).toMatch(message);
  });
});
