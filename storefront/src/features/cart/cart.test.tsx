import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productNamed } from '../../test/api-helpers.ts';
import { expectToast, renderApp, topBar } from '../../test/render-app.tsx';

const seedVisitorCart = (items: Record<string, number>) =>
  localStorage.setItem('kirana.cart', JSON.stringify(items));

const summary = () => within(screen.getByRole('complementary', { name: 'Order Summary' }));

/** The value next to a label in the order summary, e.g. "Tax (2%)" → "Rs.3.86". */
const summaryValue = (label: string) =>
  summary().getByText(label).closest('div')?.querySelector('dd')?.textContent;

describe('the cart page', () => {
  it('shows the price, free shipping, 2% tax and the total to the paisa', async () => {
    const tomatoes = await productNamed('Fresh Tomatoes'); // Rs.34.50
    const paneer = await productNamed('Fresh Paneer'); // Rs.89.50
    seedVisitorCart({ [tomatoes._id]: 3, [paneer._id]: 1 });
    renderApp('/cart');
    const lines = await screen.findByRole('list', { name: 'Cart items' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(within(lines).getByText('Rs.103.50')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shopping Cart 4 Items');
    expect(summaryValue('Price')).toBe('Rs.193.00');
    expect(summaryValue('Shipping Fee')).toBe('Free');
    expect(summaryValue('Tax (2%)')).toBe('Rs.3.86');
    expect(summaryValue('Total Amount:')).toBe('Rs.196.86');
  });

  it('sets an exact quantity with the quantity select ("Cart Updated")', async () => {
    const tomatoes = await productNamed('Fresh Tomatoes');
    const paneer = await productNamed('Fresh Paneer');
    seedVisitorCart({ [tomatoes._id]: 3, [paneer._id]: 1 });
    const { user } = renderApp('/cart');
    const select = await screen.findByRole('combobox', { name: 'Quantity of Fresh Tomatoes' });
    expect(select).toHaveTextContent('3');
    select.focus();
    await user.keyboard('{Enter}');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    await user.click(screen.getByRole('option', { name: '5' }));
    await expectToast('Cart Updated');
    expect(summaryValue('Price')).toBe('Rs.262.00');
    expect(summaryValue('Tax (2%)')).toBe('Rs.5.24');
    expect(summaryValue('Total Amount:')).toBe('Rs.267.24');
    expect(JSON.parse(localStorage.getItem('kirana.cart') ?? '{}')).toEqual({
      [tomatoes._id]: 5,
      [paneer._id]: 1,
    });
  });

  it('offers up to the current quantity when more than nine are in the cart', async () => {
    const tomatoes = await productNamed('Fresh Tomatoes');
    seedVisitorCart({ [tomatoes._id]: 12 });
    const { user } = renderApp('/cart');
    const select = await screen.findByRole('combobox', { name: 'Quantity of Fresh Tomatoes' });
    select.focus();
    await user.keyboard('{Enter}');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(12);
  });

  it('removes one at a time and drops the line at zero ("Removed from Cart")', async () => {
    const paneer = await productNamed('Fresh Paneer');
    const bread = await productNamed('Whole Wheat Bread');
    seedVisitorCart({ [paneer._id]: 2, [bread._id]: 1 });
    const { user } = renderApp('/cart');
    const remove = await screen.findByRole('button', { name: 'Remove one Fresh Paneer' });
    await user.click(remove);
    await expectToast('Removed from Cart');
    expect(screen.getByRole('combobox', { name: 'Quantity of Fresh Paneer' })).toHaveTextContent(
      '1',
    );
    await user.click(screen.getByRole('button', { name: 'Remove one Fresh Paneer' }));
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: 'Quantity of Fresh Paneer' })).toBeNull(),
    );
    expect(within(topBar()).getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove one Whole Wheat Bread' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(localStorage.getItem('kirana.cart')).toBeNull();
  });

  it('removes a whole line with "Remove item", whatever its quantity', async () => {
    const paneer = await productNamed('Fresh Paneer');
    const bread = await productNamed('Whole Wheat Bread');
    seedVisitorCart({ [paneer._id]: 3, [bread._id]: 1 });
    const { user } = renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: 'Remove item Fresh Paneer' }));
    await expectToast('Fresh Paneer removed from Cart');
    expect(screen.queryByRole('combobox', { name: 'Quantity of Fresh Paneer' })).toBeNull();
    expect(within(topBar()).getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('kirana.cart') ?? '{}')).toEqual({ [bread._id]: 1 });
  });

  it('asks a visitor to log in before placing the order', async () => {
    const paneer = await productNamed('Fresh Paneer');
    seedVisitorCart({ [paneer._id]: 1 });
    const { user } = renderApp('/cart');
    expect(await screen.findByText('Log in to choose where we deliver.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await expectToast('Please log in to place an order');
    expect(await screen.findByRole('dialog', { name: 'User Login' })).toBeInTheDocument();
  });
});

describe('adding from a product card', () => {
  it('adds one ("Added to Cart") and keeps the visitor cart across a reload', async () => {
    const first = renderApp('/products/dairy');
    const list = await screen.findByRole('list', { name: 'Dairy Products' });
    const card = within(list).getAllByRole('article')[0]!;
    const name = within(card).getByRole('heading').textContent ?? '';
    await first.user.click(within(card).getByRole('button', { name: `Add ${name} to cart` }));
    await expectToast('Added to Cart');
    await first.user.click(within(card).getByRole('button', { name: `Add one more ${name}` }));
    expect(within(card).getByRole('group', { name: `Quantity of ${name}` })).toHaveTextContent('2');
    expect(within(topBar()).getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    first.unmount();

    renderApp('/');
    expect(
      await within(topBar()).findByRole('link', { name: 'Cart, 2 items' }),
    ).toBeInTheDocument();
  });
});
