import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import type { StoreCategory } from '../../contract/category.ts';
import { PNG, addProduct, registerUser, signInSeller } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

describe.each(kinds)('categories on %s', (kind) => {
  let app: TestApp;
  let seller: Agent;
  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
  });
  afterAll(() => app.close());

  const shoppersList = async (): Promise<StoreCategory[]> =>
    (await app.agent().get('/api/category/list').expect(200)).body.categories;
  const sellersList = async (): Promise<StoreCategory[]> =>
    (await seller.get('/api/category/list?all=true').expect(200)).body.categories;
  const add = (body: Record<string, unknown>) => seller.post('/api/category/add').send(body);
  const byName = async (name: string) => {
    const found = (await sellersList()).find((c) => c.name === name);
    if (!found) throw new Error(`no category ${name}`);
    return found;
  };

  it('starts with the spec’s seven, their tiles, paths and colours, in order', async () => {
    const list = await shoppersList();
    expect(list.map((c) => [c.name, c.text, c.path, c.colour])).toEqual([
      ['Vegetables', 'Organic veggies', 'vegetables', '#FEF6DA'],
      ['Fruits', 'Fresh Fruits', 'fruits', '#FEE0E0'],
      ['Drinks', 'Cold Drinks', 'drinks', '#F0F5DE'],
      ['Instant', 'Instant Food', 'instant', '#E1F5EC'],
      ['Dairy', 'Dairy Products', 'dairy', '#FEE6CD'],
      ['Bakery', 'Bakery & Breads', 'bakery', '#E0F6FE'],
      ['Grains', 'Grains & Cereals', 'grains', '#F1E3F9'],
    ]);
    expect(list[0]?.image).toBe('http://api.kirana.test/images/demo/category-vegetables.svg');
    await app.agent().get('/images/demo/category-vegetables.svg').expect(200);
  });

  it('lets only the seller add, list retired ones or change categories', async () => {
    const customer = (await registerUser(app)).agent;
    await app.agent().post('/api/category/add').send({ name: 'Toys' }).expect(401);
    await customer.post('/api/category/add').send({ name: 'Toys' }).expect(403);
    await app.agent().get('/api/category/list?all=true').expect(401);
    await app.agent().get('/api/category/list?all=maybe').expect(400);
  });

  it('adds a category with a path made from its name, last in order', async () => {
    const res = await add({ name: 'Pooja Items', colour: '#fef6da' }).expect(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Category Added',
      category: {
        name: 'Pooja Items',
        text: 'Pooja Items',
        ownText: false,
        path: 'pooja-items',
        colour: '#FEF6DA',
        image: null,
        retired: false,
        position: 7,
      },
    });
    expect((await shoppersList()).at(-1)?.name).toBe('Pooja Items');
  });

  it.each([
    [{ name: '' }, 400, 'Category name is required.'],
    [{ name: 'x'.repeat(41) }, 400, 'Category name must be at most 40 characters.'],
    [{ name: 'Bad Path', path: 'Bad Path' }, 400, /^Path must be a lowercase slug/],
    [{ name: 'Bad Path', path: 'a--b' }, 400, /^Path must be a lowercase slug/],
    [{ name: 'Bad Colour', colour: 'red' }, 400, 'Colour must be a hex colour such as #FEF6DA.'],
    [{ name: 'पूजा' }, 400, /^Give the category a path/],
    [{ name: 'vegetables' }, 409, 'A category named "vegetables" already exists.'],
    [
      { name: 'Greens', path: 'vegetables' },
      409,
      'Another category already has the path "vegetables". Paths must be unique.',
    ],
  ])('refuses %j with %i', async (body, status, message) => {
    const res = await add(body).expect(status);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toEqual(
      typeof message === 'string' ? message : expect.stringMatching(message),
    );
  });

  it('checks a product’s category against the list, in any case', async () => {
    const product = await addProduct(seller, { name: 'Camphor Tablets', category: 'pooja items' });
    expect(product.category).toBe('Pooja Items');
    const res = await seller
      .post('/api/product/add')
      .field(
        'productData',
        JSON.stringify({ name: 'Mop', category: 'Household', price: 10, offerPrice: 9 }),
      )
      .expect(400);
    expect(res.body.message).toBe(
      'Category Household does not exist: add it on the Categories screen first.',
    );
  });

  it('renames a category and its products stay in it, on the shoppers’ pages too', async () => {
    const household = (await add({ name: 'Housewares', path: 'housewares' }).expect(201)).body
      .category as StoreCategory;
    const broom = await addProduct(seller, { name: 'Broom', category: 'Housewares' });
    const res = await seller
      .post('/api/category/update')
      .send({ id: household.id, name: 'Household', path: 'household', text: 'Home & Cleaning' })
      .expect(200);
    expect(res.body.category).toMatchObject({
      name: 'Household',
      path: 'household',
      text: 'Home & Cleaning',
      ownText: true,
    });
    const detail = await app.agent().get(`/api/product/${broom._id}`).expect(200);
    expect(detail.body.product.category).toBe('Household');
    const page = await app.agent().get('/api/product/list?category=household').expect(200);
    expect(page.body.products.map((p: { name: string }) => p.name)).toEqual(['Broom']);
    const whole = await app.agent().get('/api/product/list').expect(200);
    expect(whole.body.products.find((p: { _id: string }) => p._id === broom._id).category).toBe(
      'Household',
    );
    await app.agent().get('/api/product/list?category=housewares').expect(400);
  });

  it('refuses a rename onto another category’s name or path', async () => {
    const fruits = await byName('Fruits');
    const clash = await seller
      .post('/api/category/update')
      .send({ id: fruits.id, name: 'DAIRY' })
      .expect(409);
    expect(clash.body.message).toBe('A category named "DAIRY" already exists.');
    await seller.post('/api/category/update').send({ id: fruits.id, path: 'dairy' }).expect(409);
    // Its own name in another case is a rename, not a clash.
    await seller.post('/api/category/update').send({ id: fruits.id, name: 'FRUITS' }).expect(200);
    await seller.post('/api/category/update').send({ id: fruits.id, name: 'Fruits' }).expect(200);
    await seller.post('/api/category/update').send({ id: 'nope', name: 'X' }).expect(404);
  });

  it('refuses to delete a category with products (409 with the count), deletes an empty one', async () => {
    const household = await byName('Household');
    await addProduct(seller, { name: 'Dustpan', category: 'Household' });
    const refused = await seller
      .post('/api/category/delete')
      .send({ id: household.id })
      .expect(409);
    expect(refused.body).toMatchObject({
      success: false,
      message: 'Household has 2 products: retire it instead.',
      productCount: 2,
    });
    expect((await byName('Household')).productCount).toBe(2);
    const empty = (await add({ name: 'Empty Shelf' }).expect(201)).body.category as StoreCategory;
    await seller.post('/api/category/delete').send({ id: empty.id }).expect(200);
    expect((await sellersList()).some((c) => c.id === empty.id)).toBe(false);
    await seller.post('/api/category/delete').send({ id: empty.id }).expect(404);
  });

  it('hides a retired category from shoppers and new products, and restores it', async () => {
    const household = await byName('Household');
    const retired = await seller
      .post('/api/category/retire')
      .send({ id: household.id, retired: true })
      .expect(200);
    expect(retired.body).toMatchObject({
      message: 'Category Retired',
      category: { retired: true },
    });
    expect((await shoppersList()).some((c) => c.name === 'Household')).toBe(false);
    expect((await byName('Household')).retired).toBe(true);
    const refused = await seller
      .post('/api/product/add')
      .field(
        'productData',
        JSON.stringify({ name: 'Mop', category: 'Household', price: 10, offerPrice: 9 }),
      )
      .expect(400);
    expect(refused.body.message).toBe(
      'Category Household is retired: restore it on the Categories screen first.',
    );
    // Its products keep it, and can still be edited.
    const broom = (await app.agent().get('/api/product/list?category=household').expect(200)).body
      .products[0];
    await seller
      .post('/api/product/update')
      .field(
        'productData',
        JSON.stringify({ id: broom._id, category: 'Household', name: 'Soft Broom' }),
      )
      .expect(200);
    await seller
      .post('/api/category/retire')
      .send({ id: household.id, retired: false })
      .expect(200);
    expect((await shoppersList()).some((c) => c.name === 'Household')).toBe(true);
  });

  it('gives a category a picture, and takes it away', async () => {
    const fruits = await byName('Fruits');
    const res = await seller
      .post('/api/category/picture')
      .field('id', fruits.id)
      .attach('image', PNG, 'fruit.png')
      .expect(200);
    expect(res.body.category.image).toMatch(/^http:\/\/api\.kirana\.test\/images\/photos\//);
    await app.agent().get(new URL(res.body.category.image).pathname).expect(200);
    await seller
      .post('/api/category/picture')
      .field('id', fruits.id)
      .attach('image', Buffer.from('not an image'), 'x.png')
      .expect(400);
    const cleared = await seller
      .post('/api/category/update')
      .send({ id: fruits.id, image: null })
      .expect(200);
    expect(cleared.body.category.image).toBeNull();
    await app.agent().get(new URL(res.body.category.image).pathname).expect(404);
  });

  it('reorders atomically: two reorders at once leave one of them, never a mix', async () => {
    const ids = (await sellersList()).map((c) => c.id);
    const reversed = [...ids].reverse();
    const rotated = [...ids.slice(1), ids[0]!];
    const answers = await Promise.all([
      seller.post('/api/category/reorder').send({ ids: reversed }),
      seller.post('/api/category/reorder').send({ ids: rotated }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const after = await sellersList();
    const order = after.map((c) => c.id);
    expect([reversed, rotated]).toContainEqual(order);
    expect(after.map((c) => c.position)).toEqual(after.map((_, i) => i));
    const stale = await seller
      .post('/api/category/reorder')
      .send({ ids: ids.slice(1) })
      .expect(409);
    expect(stale.body.message).toMatch(/have changed since this list was shown/);
    await seller.post('/api/category/reorder').send({ ids }).expect(200);
    expect((await sellersList()).map((c) => c.id)).toEqual(ids);
  });

  it('never leaves a product in a deleted category: products added during a delete', async () => {
    // Rounds with the delete sent a little after the adds, so it meets them mid-way.
    for (const [round, delayMs] of [0, 2, 5, 10, 20].entries()) {
      const name = `Racing Shelf ${round}`;
      const racing = (await add({ name }).expect(201)).body.category as StoreCategory;
      const adds = Array.from({ length: 3 }, (_, i) =>
        seller
          .post('/api/product/add')
          .field(
            'productData',
            JSON.stringify({
              name: `Racer ${round}.${i}`,
              category: name,
              price: 10,
              offerPrice: 9,
            }),
          )
          .then((res) => res),
      );
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const deleted = await seller.post('/api/category/delete').send({ id: racing.id });
      const added = await Promise.all(adds);
      const stored = (await app.agent().get('/api/product/list').expect(200)).body.products.filter(
        (p: { category: string }) => p.category === name,
      );
      const made = added.filter((res) => res.status === 201).length;
      expect(stored).toHaveLength(made);
      if (deleted.status === 200) expect(made).toBe(0);
      else {
        expect(deleted.status).toBe(409);
        expect(deleted.body.productCount).toBeGreaterThan(0);
        expect(deleted.body.productCount).toBeLessThanOrEqual(made);
      }
    }
  });

  it('refuses a page of an unknown category', async () => {
    const res = await app.agent().get('/api/product/list?category=toys').expect(400);
    expect(res.body.message).toBe('category "toys" is not one of the shop\'s categories.');
  });
});
