import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { barcodeSchema, gs1CheckDigit } from '../../contract/barcode.ts';
import { addProduct, PNG, productData, registerUser } from '../../../test/fixtures.ts';
import { sellerAppFor } from '../../../test/seller-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

// Codes with a right check digit, as printed on packs.
const EAN13 = '4006381333931';
const UPCA = '036000291452';
const EAN8 = '96385074';

describe('barcodes as the contract reads them', () => {
  it('checks GS1 check digits and takes a shop’s own codes', () => {
    expect(gs1CheckDigit(EAN13.slice(0, -1))).toBe(1);
    expect(gs1CheckDigit(UPCA.slice(0, -1))).toBe(2);
    expect(gs1CheckDigit(EAN8.slice(0, -1))).toBe(4);
    for (const code of [EAN13, UPCA, EAN8, 'KR-0042', 'dal500']) {
      expect(barcodeSchema.safeParse(code).success, code).toBe(true);
    }
    expect(barcodeSchema.parse(' 4006 3813 33931 ')).toBe(EAN13);
    expect(barcodeSchema.parse('dal500')).toBe('DAL500');
    expect(barcodeSchema.parse('')).toBeNull();
    const wrong = barcodeSchema.safeParse('4006381333932');
    expect(wrong.error?.issues[0]?.message).toMatch(/wrong check digit \(it should end in 1\)/);
    for (const bad of ['abc', 'x'.repeat(33), 'dal 500 g!'])
      expect(barcodeSchema.safeParse(bad).success, bad).toBe(false);
  });
});

describe.each(kinds)('barcodes on products on %s', (kind) => {
  const ctx = sellerAppFor(kind);

  const update = (id: string, fields: object) =>
    ctx.seller.post('/api/product/update').field('productData', JSON.stringify({ id, ...fields }));
  const importCsv = (csv: string) =>
    ctx.seller.post('/api/product/import').attach('file', Buffer.from(csv), 'prices.csv');

  it('keeps one product per barcode, found by the scanner’s code, for the seller only', async () => {
    const { app, seller } = ctx;
    const atta = await addProduct(seller, { name: 'Barcode Atta', barcode: '4006 3813 33931' });
    expect(atta.barcode).toBe(EAN13);
    const found = await seller.get('/api/product/barcode/4006-3813-33931').expect(200);
    expect(found.body.product).toMatchObject({ _id: atta._id, barcode: EAN13 });

    const taken = await seller
      .post('/api/product/add')
      .field('productData', JSON.stringify(productData({ name: 'Other', barcode: EAN13 })))
      .attach('images', PNG, { filename: 'other.png', contentType: 'image/png' })
      .expect(409);
    expect(taken.body.message).toBe(
      `Barcode ${EAN13} is already on “Barcode Atta”. One barcode belongs to one product.`,
    );
    const rice = await addProduct(seller, { name: 'Barcode Rice' });
    expect(rice.barcode).toBeUndefined();
    const moved = await update(rice._id, { barcode: EAN13 }).expect(409);
    expect(moved.body.message).toMatch(/already on “Barcode Atta”/);
    const misread = await update(rice._id, { barcode: '4006381333932' }).expect(400);
    expect(misread.body.message).toMatch(/wrong check digit/);

    // Cleared, the code is free for another product.
    const cleared = await update(atta._id, { barcode: '' }).expect(200);
    expect(cleared.body.product.barcode).toBeUndefined();
    await update(rice._id, { barcode: EAN13 }).expect(200);
    const now = await seller.get(`/api/product/barcode/${EAN13}`).expect(200);
    expect(now.body.product._id).toBe(rice._id);

    const unknown = await seller.get('/api/product/barcode/96385074').expect(404);
    expect(unknown.body.message).toBe('No product has the barcode 96385074.');
    await request(app.callback).get(`/api/product/barcode/${EAN13}`).expect(401);
    const shopper = await registerUser(app);
    await shopper.agent.get(`/api/product/barcode/${EAN13}`).expect(403);
  });

  it('reads and writes barcodes in the price list, row by row', async () => {
    const { seller } = ctx;
    const dal = await addProduct(seller, { name: 'Sheet Dal', sku: 'SHEET-DAL', barcode: UPCA });
    await addProduct(seller, { name: 'Sheet Oil', sku: 'SHEET-OIL', barcode: EAN8 });
    const exported = (await seller.get('/api/product/export').expect(200)).text;
    const header = exported.split('\r\n')[0] ?? '';
    expect(header).toContain(',hsn,barcode,');
    expect(exported).toMatch(new RegExp(`SHEET-DAL,Sheet Dal,.*,${UPCA},`));

    const head = 'sku,name,category,price,offerPrice,barcode';
    const refused = await importCsv(
      [
        head,
        `,Sheet New,Vegetables,10,10,${UPCA}`,
        ',Sheet Twin A,Vegetables,10,10,KR-1001',
        ',Sheet Twin B,Vegetables,10,10,kr1001',
        ',Sheet Excel,Vegetables,10,10,4.00638E+12',
      ].join('\n'),
    ).expect(400);
    expect(refused.body.errors).toEqual([
      {
        row: 2,
        message: `Barcode ${UPCA} is already on “Sheet Dal”: one barcode belongs to one product.`,
      },
      { row: 3, message: 'Barcode KR1001 is also on row 4.' },
      { row: 4, message: 'Barcode KR1001 is also on row 3.' },
      {
        row: 5,
        message:
          'Barcode 4.00638E+12 was turned into a number by the spreadsheet: format the barcode column as Text and type the code again.',
      },
    ]);

    // Two products swap their codes in one sheet; a sheet without the column leaves them.
    const swapped = await importCsv(
      [
        head,
        `SHEET-DAL,Sheet Dal,Vegetables,10,10,${EAN8}`,
        `SHEET-OIL,Sheet Oil,Vegetables,10,10,${UPCA}`,
      ].join('\n'),
    ).expect(200);
    expect(swapped.body.updated).toBe(2);
    await importCsv(
      ['sku,name,category,price,offerPrice', 'SHEET-DAL,Sheet Dal,Vegetables,12,11'].join('\n'),
    ).expect(200);
    const after = await seller.get(`/api/product/barcode/${EAN8}`).expect(200);
    expect(after.body.product).toMatchObject({ _id: dal._id, price: 12 });
  });
});
