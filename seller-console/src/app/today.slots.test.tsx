import { toPaise } from '@kirana/api/contract/paise';
import type { Summary, SummaryResponse } from '@kirana/api/contract/summary';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_URL } from '../config/env.ts';
import {
  importPriceList,
  listProducts,
  placeCodOrder,
  registerShopper,
  setOrderStatus,
  signInAsSeller,
  uncountedProduct,
} from '../test/api.ts';
import { renderApp } from '../test/render-app.tsx';

// A *.slots file: its API is shared only with files that run one at a time, so the day's
// figures change only by what this file does (measured against the figures before it).

async function readSummary(query = ''): Promise<Summary> {
  const response = await fetch(`${API_URL}/api/seller/summary${query}`, { credentials: 'include' });
  if (!response.ok) throw new Error(`summary: ${response.status}`);
  return ((await response.json()) as SummaryResponse).summary;
}

/** What an order of `quantity` at `offerPrice` costs: goods + 2% tax, in paise. */
const amountPaise = (offerPrice: number, quantity: number) => {
  const goods = toPaise(offerPrice) * quantity;
  return goods + Math.round(goods * 0.02);
};

const figure = (list: HTMLElement, name: string) =>
  within(list).getByRole('listitem', { name }).textContent ?? '';

// As the other console files do: each test starts signed in as the seller.
beforeEach(() => signInAsSeller());

describe('the Today screen', () => {
  let before: Summary;
  let after: Summary;
  let price: number;
  let out: number;

  beforeAll(async () => {
    await signInAsSeller();
    before = await readSummary();
    const product = await uncountedProduct();
    price = product.offerPrice;
    const first = await registerShopper();
    const delivered = await placeCodOrder(first.addressId, [{ product: product._id, quantity: 2 }]);
    const second = await registerShopper();
    const onTheRoad = await placeCodOrder(second.addressId, [
      { product: product._id, quantity: 1 },
    ]);
    await signInAsSeller();
    for (const status of ['Packed', 'Out for delivery', 'Delivered'])
      await setOrderStatus(delivered.orderId, status);
    for (const status of ['Packed', 'Out for delivery'])
      await setOrderStatus(onTheRoad.orderId, status);
    await importPriceList(
      'sku,name,category,price,offerPrice,stock\r\nTODAY-LOW-1,Today Low Ghee,Dairy,100,90,2\r\n',
    );
    after = await readSummary();
    out = amountPaise(price, 1);
  });

  it('adds today’s orders to the figures, with yesterday beside them', async () => {
    // The API counted exactly these two orders: both booked, only the delivered one taken
    // (the other's cash is still with the delivery boy).
    expect(toPaise(after.booked) - toPaise(before.booked)).toBe(
      amountPaise(price, 2) + amountPaise(price, 1),
    );
    expect(toPaise(after.takings) - toPaise(before.takings)).toBe(amountPaise(price, 2));
    expect(after.orders - before.orders).toBe(2);
    expect(toPaise(after.codToCollect) - toPaise(before.codToCollect)).toBe(out);
    expect(toPaise(after.codCollected) - toPaise(before.codCollected)).toBe(amountPaise(price, 2));

    renderApp('/today');
    expect(await screen.findByRole('heading', { level: 1, name: 'Today' })).toBeInTheDocument();
    const today = await screen.findByRole('list', { name: 'Today' }, { timeout: 5000 });
    expect(figure(today, 'Takings')).toContain(formatPrice(after.takings));
    expect(figure(today, 'Booked')).toContain(formatPrice(after.booked));
    // The console's test API is not an ONDC seller node: no ONDC card.
    expect(after.ondcOn).toBe(false);
    expect(within(today).queryByRole('listitem', { name: 'ONDC orders' })).toBeNull();
    expect(figure(today, 'Orders')).toContain(String(after.orders));
    expect(figure(today, 'Cash to collect')).toContain(formatPrice(after.codToCollect));
    expect(figure(today, 'Cash collected')).toContain(formatPrice(after.codCollected));
    // Yesterday's figure arrives after today's.
    expect(await within(today).findAllByText(/^Yesterday: Rs\./)).not.toHaveLength(0);

    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    const best = screen.getByRole('table', { name: 'Best sellers by amount' });
    expect(within(best).getAllByRole('row').length).toBeGreaterThan(1);

    const low = screen.getByRole('list', { name: 'Running low' });
    const ghee = (await listProducts()).find((p) => p.name === 'Today Low Ghee')!;
    expect(within(low).getByRole('link', { name: /Today Low Ghee\s*2 left/ })).toHaveAttribute(
      'href',
      `/products/${ghee._id}/edit`,
    );
  });

  it('shows the last 7 and 30 days as a chart with a table beneath', async () => {
    const { user } = renderApp('/today');
    // The route loads on first visit, then asks for today's figures.
    await screen.findByRole('list', { name: 'Today' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: '7 days' }));
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    const chart = await screen.findByRole(
      'img',
      { name: /Takings, last 7 days/ },
      { timeout: 5000 },
    );
    expect(chart).toHaveAccessibleName(expect.stringContaining(formatPrice(after.takings)));
    const table = screen.getByRole('table', { name: 'Takings, last 7 days' });
    // A header and one row per day, today last.
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows.at(-1)).toHaveTextContent(formatPrice(after.takings));
    expect(await screen.findByRole('list', { name: 'Last 7 days' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '30 days' }));
    const month = await screen.findByRole(
      'table',
      { name: 'Takings, last 30 days' },
      { timeout: 5000 },
    );
    expect(within(month).getAllByRole('row')).toHaveLength(31);
  });
});

describe('the orders export on the Orders screen', () => {
  it('downloads today’s order lines as a CSV, and refuses a backwards range', async () => {
    const today = (await readSummary()).to;
    renderApp('/orders');
    const form = await screen.findByRole('group', { name: 'Download orders (CSV)' });
    const link = await within(form).findByRole('link', { name: 'Download' });
    const href = link.getAttribute('href')!;
    expect(href).toBe(`${API_URL}/api/order/export?from=${today}&to=${today}`);
    const response = await fetch(href, { credentials: 'include' });
    const bytes = new Uint8Array(await response.arrayBuffer());
    // UTF-8's byte order mark, for Excel (response.text() would drop it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    // No cell of these orders holds a comma or a line break: lines and cells split plainly.
    const rows = text
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(rows[0]).toEqual(expect.arrayContaining(['Order number', 'SKU', 'Order total']));
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.slice(1).every((row) => row[1]!.startsWith(today))).toBe(true);

    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2099-01-02' } });
    expect(within(form).getByRole('status')).toHaveTextContent(
      'The first day must not be after the last.',
    );
    expect(within(form).queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
  });
});
