import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, codOrderBy, signInSeller } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';
import { orderExport } from './order-export.ts';

const kinds = await availableKinds();
const AT = Date.parse('2026-03-10T10:00:00+05:30');

describe.each(kinds)('the orders export, page by page, on %s', (kind) => {
  let app: TestApp;
  let at = AT;
  beforeAll(async () => {
    app = await createTestApp(kind, { clock: () => at });
  });
  afterAll(() => app.close());

  it('reads every order once across pages, orders placed in the same millisecond too', async () => {
    const seller = await signInSeller(app);
    const product = await addProduct(seller, { name: 'Poha' });
    // Five orders at one instant and two a minute later: pages of 2 split the ties.
    const placed: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      at = AT + (i < 5 ? 0 : 60_000);
      placed.push((await codOrderBy(app, product._id, i + 1)).orderId);
    }
    const pieces: string[] = [];
    for await (const piece of orderExport(
      {
        db: app.database.db,
        timeZone: 'Asia/Kolkata',
        skusOf: async () => new Map(),
        pageSize: 2,
      },
      { start: AT, end: AT + 120_000 },
    ))
      pieces.push(piece);
    // The header, then pages of 2, 2, 2 and 1 orders.
    expect(pieces).toHaveLength(5);
    const rows = (parse(pieces.join(''), { bom: true }) as string[][]).slice(1);
    expect(rows.map((row) => Number(row[10])).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows.map((row) => row[1])).toEqual([
      ...Array<string>(5).fill('2026-03-10 10:00'),
      '2026-03-10 10:01',
      '2026-03-10 10:01',
    ]);
    expect(placed).toHaveLength(7);
  });
});
