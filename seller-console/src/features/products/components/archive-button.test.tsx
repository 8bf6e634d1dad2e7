import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listArchivedProducts, listProducts } from '../../../test/api.ts';
import { addProductInPage, signInSellerForEachTest } from '../../../test/browser-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

signInSellerForEachTest();

describe('archiving from the product list', () => {
  it('asks first, takes the product off sale, and restores it from Archived', async () => {
    const product = await addProductInPage({ name: 'Archive Me Beans', stock: 2 });
    const { user } = renderApp('/product-list');
    const table = await screen.findByRole('table', { name: 'All products' });
    const row = within(table).getByText('Archive Me Beans').closest('tr')!;
    // Shown twice: in the Units column, and under the name for phones (CSS hides one).
    expect(within(row).getAllByText('Low')).toHaveLength(2);

    // The actions are in the row twice (under the name for phones; CSS shows one): use the
    // Actions column's.
    const archiveButton = () =>
      within(row).getAllByRole('button', { name: 'Archive Archive Me Beans' }).at(-1)!;
    await user.click(archiveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Archive Archive Me Beans?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await listProducts()).some((p) => p._id === product._id)).toBe(true);

    await user.click(archiveButton());
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }),
    );
    await waitFor(() => expect(within(table).queryByText('Archive Me Beans')).toBeNull());
    expect((await listArchivedProducts()).map((p) => p._id)).toContain(product._id);

    await user.click(screen.getByRole('button', { name: 'Archived' }));
    const archive = await screen.findByRole('table', { name: 'Archived products' });
    await user.click(
      within(archive).getAllByRole('button', { name: 'Restore Archive Me Beans' }).at(-1)!,
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }),
    );
    await waitFor(async () =>
      expect((await listProducts()).some((p) => p._id === product._id)).toBe(true),
    );
  });

  it('filters to products running low', async () => {
    await addProductInPage({ name: 'Plenty Peas', stock: 80 });
    await addProductInPage({ name: 'Last Lentils', stock: 1 });
    const { user } = renderApp('/product-list');
    const table = await screen.findByRole('table', { name: 'All products' });
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Low stock (5 or fewer)' }));
    // The API answers the filter: the unfiltered rows stay until it has.
    await waitFor(() => expect(within(table).queryByText('Plenty Peas')).toBeNull());
    expect(within(table).getByText('Last Lentils')).toBeInTheDocument();
  });
});
