import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProductListRoute } from '../../../app/routes/product-list.tsx';
import { importPriceList, signInAsSeller } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';

// 60 products of one made-up word, so the search finds exactly these whatever other test
// files add meanwhile: 50 on the first page, 10 on the second.
const WORD = 'Pagewort';

beforeAll(async () => {
  await signInAsSeller();
  const rows = Array.from({ length: 60 }, (_, i) => {
    const category = i % 2 === 0 ? 'Grains' : 'Bakery';
    // Every third Grains product is counted down to 2: the low-stock filter finds those.
    const stock = i % 6 === 0 ? '2' : '';
    return `${WORD} ${i},${category},100,90,${stock}`;
  });
  await importPriceList(['name,category,price,offerPrice,stock', ...rows].join('\n'));
});

// The category filter lists the seller's categories (retired ones too): a seller's call.
// Each test starts without cookies, so it signs in again.
beforeEach(() => signInAsSeller());

const names = () =>
  within(screen.getByRole('table', { name: 'All products' }))
    .getAllByRole('switch')
    .map((toggle) => toggle.getAttribute('aria-label') ?? '');

/** The list opened with a search in its URL, once that search's rows are shown. */
async function search(text: string) {
  const view = renderWithProviders(<ProductListRoute />, {}, `/?q=${encodeURIComponent(text)}`);
  expect(screen.getByRole('searchbox', { name: 'Search products by name' })).toHaveValue(text);
  await waitFor(() => {
    const table = screen.getByRole('table', { name: 'All products' });
    expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    const shown = names();
    expect(shown.length).toBeGreaterThan(0);
    for (const name of shown) expect(name).toContain(WORD);
  });
  return view;
}

describe('the product list', () => {
  it('searches on the server and pages 50 at a time with Previous and Next', async () => {
    const { user } = await search(WORD.toLowerCase());
    expect(names()).toHaveLength(50);
    expect(screen.getByRole('status')).toHaveTextContent('Page 1');
    const firstPage = names();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(screen.getByRole('status')).toHaveTextContent('Page 2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    const all = [...firstPage, ...names()];
    expect(new Set(all).size).toBe(60);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(names()).toEqual(firstPage);
  });

  it('filters by category and by low stock, starting again at page 1', async () => {
    const { user } = await search(WORD);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Page 2'));

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Grains' }));
    await waitFor(() => expect(names()).toHaveLength(30));
    expect(screen.queryByRole('navigation', { name: 'Product pages' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: /Low stock/ }));
    await waitFor(() => expect(names()).toHaveLength(10));
    for (const row of screen.getAllByRole('row').slice(1)) expect(row).toHaveTextContent('Grains');
  });
});
