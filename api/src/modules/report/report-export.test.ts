import { parse } from 'csv-parse/sync';
import type { Agent } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../contract/product.ts';
import { D1, D2, sellerDay } from '../../../test/seller-day.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

describe.each(kinds)('the orders export on %s', (kind) => {
  let app: TestApp;
  let seller: Agent;
  let atta: Product;
  let besan: Product;
  let ids: Record<string, string>;
  beforeAll(async () => {
    ({ app, seller, atta, besan, ids } = await sellerDay(kind));
  });
  afterAll(() => app.close());

  it('exports one formula-safe row per order line, with a BOM, in the shop’s time', async () => {
    const res = await seller.get(`/api/order/export?from=${D1}&to=${D2}`).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="kirana-orders-${D1}-to-${D2}.csv"`,
    );
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    expect(res.text).toContain('\r\n');
    const rows = parse(res.text, { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'Order number',
      'Date',
      'Status',
      'Payment',
      'Customer',
      'PIN code',
      'Product',
      'SKU',
      'HSN',
      'GST rate',
      'Quantity',
      'Unit price',
      'Line amount',
      'Taxable value',
      'CGST',
      'SGST',
      'Tax mode',
      'Order tax',
      'Delivery fee',
      'Order total',
    ]);
    const body = rows.slice(1);
    const orders = (
      (await seller.get('/api/order/seller').expect(200)).body.orders as {
        _id: string;
        number: string;
      }[]
    ).reduce<Record<string, string>>((all, o) => ({ ...all, [o._id]: o.number }), {});
    // No HSN set; no GST rate either, so the spec's 2% added on top.
    const A = [atta.name, atta.sku!, '', '2'];
    const B = [`'${besan.name}`, besan.sku!, '', '2'];
    const who = ['Asha Rao', '560001'];
    const order = (id: string, at: string, status: string, payment: string) => [
      orders[ids[id]!],
      at,
      status,
      payment,
      ...who,
    ];
    // The order's own totals once, on its first line: a column's sum counts each order once.
    const totals = (tax: string, total: string) => ['GST added', tax, '0.00', total];
    const none = ['', '', '', ''];
    expect(body).toEqual([
      [
        ...order('late', `${D1} 23:50`, 'Delivered', 'Cash on Delivery'),
        ...A,
        ...['2', '100.00', '200.00', '200.00', '2.00', '2.00'],
        ...totals('4.00', '204.00'),
      ],
      [
        ...order('midnight', `${D2} 00:10`, 'Order Placed', 'Online'),
        ...B,
        // Rs.2.73 of tax: the odd paisa goes to SGST.
        ...['3', '45.50', '136.50', '136.50', '1.36', '1.37'],
        ...totals('2.73', '139.23'),
      ],
      [
        ...order('out', `${D2} 09:00`, 'Out for delivery', 'Cash on Delivery'),
        ...A,
        ...['1', '100.00', '100.00', '100.00', '1.00', '1.00'],
        ...totals('2.91', '148.41'),
      ],
      [
        ...order('out', `${D2} 09:00`, 'Out for delivery', 'Cash on Delivery'),
        ...B,
        ...['1', '45.50', '45.50', '45.50', '0.45', '0.46'],
        ...none,
      ],
      [
        ...order('cancelled', `${D2} 11:00`, 'Cancelled', 'Cash on Delivery'),
        ...B,
        ...['2', '45.50', '91.00', '91.00', '0.91', '0.91'],
        ...totals('1.82', '92.82'),
      ],
      [
        ...order('refunded', `${D2} 12:00`, 'Cancelled', 'Online'),
        ...A,
        ...['2', '100.00', '200.00', '200.00', '2.00', '2.00'],
        ...totals('4.00', '204.00'),
      ],
    ]);
    for (const row of body) expect(row[0]).toMatch(/^KR-\d+$/);
  });

  it('exports an empty range as the header alone', async () => {
    const res = await seller.get('/api/order/export?from=2026-03-01&to=2026-03-02').expect(200);
    expect(parse(res.text, { bom: true })).toHaveLength(1);
  });
});
