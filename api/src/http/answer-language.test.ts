import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProduct,
  registerUser,
  shopperWithAddress,
  signInSeller,
  validAddress,
} from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { availableKinds } from '../../test/test-databases.ts';

const kinds = await availableKinds();

// The API's own messages follow the request's language (docs/i18n.md, "The API's answers"):
// Accept-Language as the apps send it, or ?lang=; English without either.
describe.each(kinds)('answers in the request’s language on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  it('asks a signed-out shopper to sign in, in Hindi by header or by ?lang', async () => {
    const signIn = 'आगे बढ़ने के लिए कृपया लॉग इन करें।';
    const byHeader = await app
      .agent()
      .post('/api/cart/update')
      .set('Accept-Language', 'hi-IN,hi;q=0.9,en;q=0.8')
      .send({ cartItems: {} })
      .expect(401);
    expect(byHeader.body).toEqual({ success: false, message: signIn });
    const byQuery = await app.agent().post('/api/cart/update?lang=hi').send({}).expect(401);
    expect(byQuery.body.message).toBe(signIn);
    const english = await app.agent().post('/api/cart/update').send({}).expect(401);
    expect(english.body.message).toBe('Please sign in to continue.');
    const seller = await app
      .agent()
      .post('/api/product/stock')
      .set('Accept-Language', 'hi')
      .send({ id: 'p1', stock: 1 })
      .expect(401);
    expect(seller.body.message).toBe('आगे बढ़ने के लिए कृपया विक्रेता के रूप में लॉग इन करें।');
  });

  it('says what is wrong with a form in Hindi, and in English without a language', async () => {
    const { agent } = await registerUser(app);
    const bad = { address: validAddress({ firstName: '', zipcode: '12345' }) };
    const hindi = await agent
      .post('/api/address/add')
      .set('Accept-Language', 'hi')
      .send(bad)
      .expect(400);
    expect(hindi.body).toEqual({ success: false, message: 'पहला नाम ज़रूरी है।' });
    const pin = await agent
      .post('/api/address/add?lang=hi')
      .send({ address: validAddress({ zipcode: '12345' }) })
      .expect(400);
    expect(pin.body.message).toBe('पिन कोड 6 अंकों का होना चाहिए।');
    // zod's own message, for a check the contract gave none.
    const zod = await agent
      .post('/api/address/add?lang=hi')
      .send({ address: validAddress({ country: 42 }) })
      .expect(400);
    expect(zod.body.message).toMatch(/[\u0900-\u097F]/);
    const english = await agent.post('/api/address/add').send(bad).expect(400);
    expect(english.body.message).toBe('First name is required.');
  });

  it('answers 404s in Hindi: an unknown path and a missing product', async () => {
    const path = await app.agent().get('/api/no-such-thing?lang=hi').expect(404);
    expect(path.body).toEqual({ success: false, message: 'यह नहीं मिला।' });
    const product = await app
      .agent()
      .get('/api/product/no-such-product')
      .set('Accept-Language', 'hi')
      .expect(404);
    expect(product.body.message).toBe('यह प्रोडक्ट मौजूद नहीं है या अब नहीं बिकता।');
    const english = await app.agent().get('/api/no-such-thing').expect(404);
    expect(english.body.message).toBe('Not found.');
  });

  it('places an order and refuses one beyond the stock, in Hindi', async () => {
    const seller = await signInSeller(app);
    const dal = await addProduct(seller, { name: 'Toor Dal', stock: 3 });
    const shopper = await shopperWithAddress(app);
    const order = (quantity: number) =>
      shopper.agent
        .post('/api/order/cod')
        .set('Accept-Language', 'hi')
        .send({ address: shopper.addressId, items: [{ product: dal._id, quantity }] });

    const refused = await order(4).expect(409);
    expect(refused.body.message).toBe('Toor Dal के सिर्फ़ 3 बचे हैं। कृपया अपने कार्ट में मात्रा कम करें।');
    const placed = await order(3).expect(201);
    expect(placed.body).toMatchObject({ success: true, message: 'ऑर्डर सफलतापूर्वक प्लेस हो गया' });
    const soldOut = await order(1).expect(409);
    expect(soldOut.body.message).toBe(
      'Toor Dal का स्टॉक खत्म हो गया है (0 बचे)। कृपया इसे अपने कार्ट से हटा दें।',
    );
    const english = await shopper.agent
      .post('/api/order/cod')
      .send({ address: shopper.addressId, items: [{ product: dal._id, quantity: 1 }] })
      .expect(409);
    expect(english.body.message).toBe(
      'Toor Dal is sold out (0 left). Please remove it from your cart.',
    );
  });

  it('says a saved address and a cancelled order in Hindi, English without a language', async () => {
    const { agent } = await registerUser(app);
    const added = await agent
      .post('/api/address/add')
      .set('Accept-Language', 'hi')
      .send({ address: validAddress() })
      .expect(201);
    expect(added.body.message).toBe('पता जोड़ दिया गया');
    const english = await agent
      .post('/api/address/add')
      .send({ address: validAddress({ street: '14 Paud Road' }) })
      .expect(201);
    expect(english.body.message).toBe('Address added successfully');

    const cancel = await agent
      .post('/api/order/cancel?lang=hi')
      .send({ orderId: 'no-such-order' })
      .expect(404);
    expect(cancel.body.message).toBe('यह ऑर्डर नहीं मिला।');
  });
});
