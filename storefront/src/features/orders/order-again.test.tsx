import type { Address } from '@kirana/api/contract/address';
import type { Order } from '@kirana/api/contract/order';
import type { Product } from '@kirana/api/contract/product';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPost } from '../../lib/api-client.ts';
import { demoAddress, productNamed, registerCustomer } from '../../test/api-helpers.ts';
import { expectToast, renderApp } from '../../test/render-app.tsx';
import { planOrderAgain } from './lib/order-again.ts';

describe('order again', () => {
  it('puts the order’s products into the cart at the same quantities, at today’s prices', async () => {
    await registerCustomer('Meena');
    const { address } = await apiPost<{ address: Address }>('/api/address/add', {
      address: demoAddress,
    });
    const paneer = await productNamed('Fresh Paneer');
    const bread = await productNamed('Whole Wheat Bread');
    await apiPost('/api/order/cod', {
      address: address._id,
      items: [
        { product: paneer._id, quantity: 2 },
        { product: bread._id, quantity: 1 },
      ],
    });
    const { user, location } = renderApp('/my-orders');
    const card = await screen.findByRole('article', { name: /^Order KR-\d+ placed/ });
    await user.click(within(card).getByRole('button', { name: /^Order again/ }));
    await expectToast('Added to your cart at today’s prices');
    await waitFor(() => expect(location()).toBe('/cart'));
    const cart = await screen
      .findByRole('region', { name: /Shopping Cart/ })
      .catch(() => document.body);
    await waitFor(() => expect(cart).toHaveTextContent('Fresh Paneer'));
    expect(cart).toHaveTextContent('Whole Wheat Bread');
  });
});

describe('planning an order again', () => {
  const product = (id: string, name: string, stock: number | null, inStock = true) =>
    ({ _id: id, name, stock, inStock, held: 0 }) as Product;
  const order = {
    items: [
      { product: { _id: 'a', name: 'Atta' }, quantity: 3 },
      { product: { _id: 'b', name: 'Biscuits' }, quantity: 2 },
      { product: { _id: 'c', name: 'Curd' }, quantity: 1 },
      { product: { _id: 'd', name: 'Dal' }, quantity: 5 },
    ],
  } as Order;

  it('caps at stock and names what is gone, out of stock or fewer', () => {
    const plan = planOrderAgain(order, [
      product('a', 'Atta', null),
      product('c', 'Curd', 4, false),
      product('d', 'Dal', 2),
    ]);
    expect(plan.lines).toEqual([
      { productId: 'a', quantity: 3 },
      { productId: 'd', quantity: 2 },
    ]);
    expect(plan.note).toBe(
      'Biscuits is no longer sold. Curd is out of stock. Fewer of Dal (only 2 left).',
    );
  });

  it('says nothing when all of it goes in as before', () => {
    expect(
      planOrderAgain(
        order,
        ['a', 'b', 'c', 'd'].map((id) => product(id, id, 10)),
      ).note,
    ).toBe(undefined);
  });
});
