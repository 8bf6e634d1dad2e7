import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, signInSeller } from '../../../test/fixtures.ts';
import { recordFor, startFakeBuyerApp, type Callback } from '../../../test/fake-ondc-network.ts';
import { deliveryRules } from '../../../test/delivery-rules.ts';
import { createOndcTestApp, KIRANA, type OndcTestApp } from '../../../test/ondc-test-app.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';
import { generateOndcKeyPair, privateKeyFromBase64 } from './ondc-keys.ts';
import { signatureHeader } from './ondc-signing.ts';

const kinds = await availableKinds();

interface Catalog {
  'bpp/providers': {
    id: string;
    locations: { gps: string; address: Record<string, string> }[];
    items: Record<string, unknown>[];
    tags: unknown[];
  }[];
}

describe.each(kinds)('the ONDC seller node on %s', (kind) => {
  let ondc: OndcTestApp;
  let app: TestApp;
  let rice: { _id: string };

  const rows = async () =>
    (await app.database.db('ondc_messages').orderBy('createdAt').select()) as Record<
      string,
      unknown
    >[];
  const searchBody = (intent: object = {}, context: Record<string, unknown> = {}) =>
    ondc.requestBody(
      'search',
      { intent: { fulfillment: { type: 'Delivery' }, ...intent } },
      { ...context },
    );
  const post = (action: string, body: string, authorization?: string) =>
    ondc.post(action, body, authorization);
  const callbackFor = (messageId: string) => ondc.callbackFor(messageId);
  const outRow = (messageId: string, status: string) => ondc.outRow(messageId, status);
  const catalogOf = (callback: Callback) => callback.body.message.catalog as Catalog;

  beforeAll(async () => {
    ondc = await createOndcTestApp(kind);
    app = ondc.app;
    const seller = await signInSeller(app);
    await seller
      .post('/api/shop')
      .send({
        name: 'Sharma General Store',
        address: '14, 5th Cross, Malleshwaram, Bengaluru 560003',
        phone: '9845012345',
        email: 'shop@example.com',
      })
      .expect(200);
    await seller.post('/api/delivery/settings').send(deliveryRules([])).expect(200);
    rice = await addProduct(seller, {
      name: 'Basmati Rice',
      category: 'Grains',
      price: 120,
      offerPrice: 110.5,
      weight: '1 kg',
      stock: 12,
    });
    await addProduct(seller, { name: 'Fresh Tomatoes', category: 'Vegetables', stock: 0 });
  });

  afterAll(() => ondc.close());

  it('acknowledges a signed search at once and sends the catalogue, signed, to bap_uri', async () => {
    const { body, messageId } = searchBody();
    const res = await post('search', body).expect(200);
    expect(res.body).toEqual({ message: { ack: { status: 'ACK' } } });

    const callback = await callbackFor(messageId);
    expect(callback.action).toBe('on_search');
    expect(callback.signature).toEqual({ ok: true });
    expect(callback.keyId).toBe(`${KIRANA.id}|${KIRANA.ukId}|ed25519`);
    const sent = JSON.parse(body) as { context: Record<string, string> };
    expect(callback.body.context).toMatchObject({
      domain: 'ONDC:RET10',
      action: 'on_search',
      city: 'std:080',
      core_version: '1.2.0',
      bap_id: ondc.buyer.subscriberId,
      bpp_id: KIRANA.id,
      bpp_uri: KIRANA.url,
      transaction_id: sent.context.transaction_id,
      message_id: messageId,
    });
    const [provider] = catalogOf(callback)['bpp/providers'];
    expect(provider?.locations[0]).toMatchObject({
      gps: '12.991,77.571',
      address: { area_code: '560003', street: '14, 5th Cross, Malleshwaram, Bengaluru 560003' },
    });
    expect(provider?.tags).toEqual([
      { code: 'order_value', list: [{ code: 'min_value', value: '100.00' }] },
    ]);
    const item = provider?.items.find((i) => i.id === rice._id);
    expect(item).toMatchObject({
      descriptor: { name: 'Basmati Rice', short_desc: 'Ripe and red' },
      quantity: {
        unitized: { measure: { unit: 'kilogram', value: '1' } },
        available: { count: '99' },
        maximum: { count: '12' },
      },
      price: { currency: 'INR', value: '110.50', maximum_value: '120.00' },
      category_id: 'Rice and Rice Products',
      fulfillment_id: 'F1',
      location_id: 'L1',
      '@ondc/org/returnable': false,
      '@ondc/org/cancellable': true,
      '@ondc/org/time_to_ship': 'PT1H',
      '@ondc/org/available_on_cod': true,
      '@ondc/org/contact_details_consumer_care':
        'Sharma General Store,shop@example.com,+919845012345',
    });
    const images = (item?.descriptor as { images: string[] }).images;
    expect(images.length).toBeGreaterThan(0);
    for (const url of images) expect(url).toMatch(/^http:\/\/api\.kirana\.test\//);
    const tomatoes = provider?.items.find((i) => i.id !== rice._id);
    expect(tomatoes).toMatchObject({
      category_id: 'Fruits and Vegetables',
      quantity: { available: { count: '0' }, maximum: { count: '0' } },
    });

    // What was received and what was sent are kept, byte for byte, for a dispute.
    await outRow(messageId, 'sent');
    const kept = (await rows()).filter((r) => r.messageId === messageId);
    expect(kept.map((r) => [r.direction, r.action, r.status])).toEqual([
      ['in', 'search', 'acked'],
      ['out', 'on_search', 'sent'],
    ]);
    expect(kept[0]?.body).toBe(body);
    expect(kept[1]?.body).toBe(callback.raw.toString('utf8'));
    expect(Number(kept[1]?.attempts)).toBe(1);
  });

  it('narrows the catalogue by item name or category, and sends none for a PIN not served', async () => {
    const byName = searchBody({ item: { descriptor: { name: 'rice' } } });
    const byCategory = searchBody({ category: { id: 'Fruits and Vegetables' } });
    const pin = (code: string) =>
      searchBody({
        fulfillment: { type: 'Delivery', end: { location: { address: { area_code: code } } } },
      });
    const served = pin('560001');
    const elsewhere = pin('110001');
    for (const search of [byName, byCategory, served, elsewhere])
      await post('search', search.body).expect(200);
    const names = async (messageId: string) =>
      catalogOf(await callbackFor(messageId))['bpp/providers'].flatMap((p) =>
        p.items.map((i) => (i.descriptor as { name: string }).name),
      );
    expect(await names(byName.messageId)).toEqual(['Basmati Rice']);
    expect(await names(byCategory.messageId)).toEqual(['Fresh Tomatoes']);
    expect((await names(served.messageId)).sort()).toEqual(['Basmati Rice', 'Fresh Tomatoes']);
    expect(catalogOf(await callbackFor(elsewhere.messageId))['bpp/providers']).toEqual([]);
  });

  it('refuses bad signatures, contexts and sizes with a NACK, writing nothing', async () => {
    const before = (await rows()).length;
    const nackOf = (res: request.Response) =>
      res.body as { message: { ack: { status: string } }; error: { type: string; code: string } };

    const { body } = searchBody();
    const tampered = await post(
      'search',
      body.replace('"PT30S"', '"PT59S"'),
      ondc.buyer.sign(body),
    );
    expect(tampered.status).toBe(401);
    expect(nackOf(tampered).message.ack.status).toBe('NACK');
    expect(nackOf(tampered).error.code).toBe('30016');
    expect(tampered.headers['www-authenticate']).toMatch(/^Signature realm="kirana\.test"/);

    const stranger = privateKeyFromBase64(generateOndcKeyPair().privateKey);
    await post('search', body, ondc.buyer.sign(body, undefined, stranger)).expect(401);

    const past = Math.floor(Date.now() / 1000) - 120;
    await post('search', body, ondc.buyer.sign(body, { created: past, expires: past + 30 })).expect(
      401,
    );
    await post('search', body, 'Bearer nothing').expect(401);

    // Signed by a listed buyer app, but for another one's bap_id.
    const other = await startFakeBuyerApp(ondc.registry, 'other-buyer.test');
    try {
      const foreign = searchBody({}, { bap_id: ondc.buyer.subscriberId }).body;
      await post('search', foreign, other.sign(foreign)).expect(401);
    } finally {
      await other.close();
    }

    const contexts: [string, Record<string, unknown>, string][] = [
      ['another seller', { bpp_id: 'someone-else.test' }, '30000'],
      ['another city', { city: 'std:011' }, '30000'],
      ['another domain', { domain: 'ONDC:RET11' }, '30000'],
      ['stale', { timestamp: new Date(Date.now() - 60_000).toISOString() }, '30022'],
      ['a ttl that is not one', { ttl: '30 seconds' }, '30000'],
    ];
    for (const [why, context, code] of contexts) {
      const res = await post('search', searchBody({}, context).body);
      expect([why, res.status, nackOf(res).error.code]).toEqual([why, 400, code]);
    }
    // A search body sent to another action's path.
    await post('select', searchBody().body).expect(400);
    // An action this node does not answer yet (returns and replacements).
    const update = searchBody({}, { action: 'update', bpp_id: KIRANA.id }).body;
    expect(nackOf(await post('update', update).expect(400)).error.code).toBe('40001');
    await post('search', '{"context":', ondc.buyer.sign('{"context":')).expect(400);

    const huge = JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) });
    const tooLarge = await post('search', huge, ondc.buyer.sign(huge)).expect(413);
    expect(nackOf(tooLarge).message.ack.status).toBe('NACK');

    expect((await rows()).length).toBe(before);
  });

  it('checks a gateway’s X-Gateway-Authorization beside the buyer app’s signature', async () => {
    const gateway = generateOndcKeyPair();
    ondc.registry.records.push(recordFor('gateway.test', 'bg-1', gateway.publicKey, 'BG'));
    const gatewayKey = privateKeyFromBase64(gateway.privateKey);
    const signAsGateway = (body: string, key = gatewayKey) => {
      const created = Math.floor(Date.now() / 1000);
      return signatureHeader({
        body,
        subscriberId: 'gateway.test',
        uniqueKeyId: 'bg-1',
        privateKey: key,
        created,
        expires: created + 30,
      });
    };
    const forwarded = (body: string, gatewayHeader: string) =>
      request(app.callback)
        .post('/ondc/search')
        .set('Content-Type', 'application/json')
        .set('Authorization', ondc.buyer.sign(body))
        .set('X-Gateway-Authorization', gatewayHeader)
        .send(body);
    const ok = searchBody({}, { city: '*' });
    await forwarded(ok.body, signAsGateway(ok.body)).expect(200);
    expect((await callbackFor(ok.messageId)).body.context.city).toBe('std:080');

    const before = (await rows()).length;
    const forged = searchBody();
    const stranger = privateKeyFromBase64(generateOndcKeyPair().privateKey);
    const refused = await forwarded(forged.body, signAsGateway(forged.body, stranger)).expect(401);
    expect(refused.headers['proxy-authenticate']).toMatch(/^Signature realm="kirana\.test"/);
    expect((await rows()).length).toBe(before);
  });

  it('accepts a message id once, even sent five times at once', async () => {
    const { body, messageId } = searchBody();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('search', body)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
    await callbackFor(messageId);
    const kept = (await rows()).filter((r) => r.messageId === messageId);
    expect(kept.map((r) => r.direction).sort()).toEqual(['in', 'out']);
    const again = await post('search', body).expect(400);
    expect(again.body.error.message).toMatch(/already received/);
  });

  it('tries a buyer app that is down again, and gives up when the ttl has passed', async () => {
    ondc.buyer.outage.remaining = 2;
    const late = searchBody();
    await post('search', late.body).expect(200);
    await callbackFor(late.messageId);
    expect(Number((await outRow(late.messageId, 'sent')).attempts)).toBe(3);

    ondc.buyer.outage.remaining = 1000;
    const lost = searchBody({}, { ttl: 'PT1S' });
    await post('search', lost.body).expect(200);
    try {
      const expired = await outRow(lost.messageId, 'expired');
      expect(Number(expired.attempts)).toBeGreaterThan(1);
    } finally {
      ondc.buyer.outage.remaining = 0;
    }
  });

  it('keeps an acknowledged answer owed while no worker runs, and sends it once one does', async () => {
    const { outbox } = ondc;
    await outbox.stop();
    const { body, messageId } = searchBody();
    await post('search', body).expect(200);
    const [owed] = (await rows()).filter((r) => r.messageId === messageId && r.direction === 'out');
    expect(owed?.status).toBe('pending');
    outbox.start();
    expect((await callbackFor(messageId)).signature).toEqual({ ok: true });
  });
});

describe('without ONDC settings', () => {
  it('has no receivers', async () => {
    const app = await createTestApp('sqlite');
    try {
      await request(app.callback).post('/ondc/search').send('{}').expect(404);
      expect(app.services.ondc).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
