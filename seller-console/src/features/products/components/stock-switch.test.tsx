import type { Product } from '@kirana/api/contract/product';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ProductListRoute } from '../../../app/routes/product-list.tsx';
import {
  listProducts,
  registerShopper,
  setStock,
  signInAsSeller,
  signOutSeller,
} from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';

// Each test takes its own demo product, so tests in other files that add products or
// place orders never touch the same row.
async function demoProduct(index: number): Promise<Product> {
  const demo = (await listProducts()).filter((p) => p.image[0]?.includes('/images/demo/'));
  const product = demo[index];
  if (!product) throw new Error(`No demo product at ${index}`);
  return product;
}

/**
 * Every value the product's switch shows for aria-checked, in order. Read from whichever
 * element is the switch at each change: a refetch landing beside the click may draw the
 * row anew, and an observer on the first element alone then sees nothing.
 */
function recordCheckedStates(toggle: HTMLElement): string[] {
  const name = toggle.getAttribute('aria-label') ?? '';
  const states: string[] = [];
  const record = () => {
    const current = screen.queryByRole('switch', { name });
    const value = current?.getAttribute('aria-checked') ?? '';
    if (value && states.at(-1) !== value) states.push(value);
  };
  const observer = new MutationObserver(record);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-checked'],
  });
  // The document outlives the test (files share a jsdom): a role query on every later
  // change anywhere would slow every test after this one.
  onTestFinished(() => observer.disconnect());
  return states;
}

/** The list searched for the product's name, once only matching rows are shown. */
async function renderList(product: Product) {
  const view = renderWithProviders(<ProductListRoute />);
  // Pasted, not typed: what is tested is the switch, and each letter typed would draw the
  // whole page of products again (the search itself: product-list.test.tsx).
  await view.user.click(screen.getByRole('searchbox', { name: 'Search products by name' }));
  await view.user.paste(product.name);
  await waitFor(() => {
    const toggles = screen.getAllByRole('switch');
    expect(toggles.map((toggle) => toggle.getAttribute('aria-label'))).toEqual([
      `${product.name} in stock`,
    ]);
  });
  const toggle = screen.getByRole('switch', { name: `${product.name} in stock` });
  return { ...view, toggle };
}

describe('the stock switch', () => {
  it('lists every product, out of stock ones too, with category and offer price', async () => {
    await signInAsSeller();
    const soldOut = await demoProduct(6);
    await setStock(soldOut._id, false);
    const unfiltered = renderWithProviders(<ProductListRoute />);
    // A page of 50; other test files add products meanwhile, so at least the demo's 35.
    await waitFor(() => expect(screen.getAllByRole('switch').length).toBeGreaterThanOrEqual(35));
    unfiltered.unmount();
    const { toggle } = await renderList(soldOut);

    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('table', { name: 'All products' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Product',
      'Category',
      'Selling Price',
      'Units',
      'In Stock',
      'Actions',
    ]);
    const row = toggle.closest('tr')!;
    expect(row).toHaveTextContent(soldOut.category);
    expect(row).toHaveTextContent(formatPrice(soldOut.offerPrice));

    await setStock(soldOut._id, true);
  });

  it('switches a product out of stock at once and keeps it that way', async () => {
    await signInAsSeller();
    const product = await demoProduct(3);
    const { user, toggle } = await renderList(product);
    expect(toggle).toBeChecked();

    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(await screen.findByText('Stock Updated')).toBeInTheDocument();
    const saved = (await listProducts()).find((p) => p._id === product._id);
    expect(saved?.inStock).toBe(false);
    // The refetched list agrees with the server.
    await waitFor(() => expect(toggle).not.toBeChecked());

    await setStock(product._id, true);
  });

  it('rolls back with an error toast when the session has ended', async () => {
    await signInAsSeller();
    const product = await demoProduct(4);
    const { user, toggle } = await renderList(product);
    // Signed out on the server after the list loaded: the API will really refuse.
    await signOutSeller();
    const states = recordCheckedStates(toggle);

    await user.click(toggle);
    expect(
      await screen.findByText('Please sign in as the seller to continue.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: `${product.name} in stock` })).toBeChecked(),
    );
    // Off at once, then back on when the refusal came.
    expect(states).toEqual(['false', 'true']);
    expect(toggle).toHaveAccessibleName(`${product.name} in stock`);
    await signInAsSeller();
    expect((await listProducts()).find((p) => p._id === product._id)?.inStock).toBe(true);
  });

  it("rolls back when a shopper's session makes the call", async () => {
    await signInAsSeller();
    const product = await demoProduct(5);
    const { user, toggle } = await renderList(product);
    await signOutSeller();
    await registerShopper();

    const states = recordCheckedStates(toggle);

    await user.click(toggle);
    expect(await screen.findByText('Only the seller can do that.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: `${product.name} in stock` })).toBeChecked(),
    );
    expect(states).toEqual(['false', 'true']);
  });
});
