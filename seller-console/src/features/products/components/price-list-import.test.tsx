import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { importPriceList, listProducts } from '../../../test/api.ts';
import { signInSellerForEachTest } from '../../../test/browser-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

const HEADER = 'sku,name,category,price,offerPrice,weight,stock,inStock,description';
const csv = (name: string, ...rows: string[]) =>
  new File([[HEADER, ...rows].join('\r\n')], name, { type: 'text/csv' });
// As the export writes it: the count the sheet was exported with after the one to set.
const EXPORTED =
  'sku,name,category,price,offerPrice,weight,stock,stockAtExport,inStock,description';
const exported = (name: string, ...rows: string[]) =>
  new File([[EXPORTED, ...rows].join('\r\n')], name, { type: 'text/csv' });
/** Counts the shelf again behind the screen's back, as the edit form would. */
const recount = (sku: string, name: string, stock: number) =>
  importPriceList([HEADER, `${sku},${name},Instant,120,99,,${stock},true,`].join('\r\n'));
const STALE = (name: string, sku: string) =>
  `${name} (SKU ${sku}): the sheet was exported with 10 on the shelf; there are 7 now (orders were packed or the count was changed since). Export the list again or change this stock in the product’s edit form.`;

signInSellerForEachTest();

describe('the price list screen', () => {
  it('previews a file with a bad row, naming it, and will not apply it', async () => {
    const { user } = renderApp('/price-list');
    const before = await listProducts();
    await user.upload(
      await screen.findByLabelText('Price list file (CSV)'),
      csv(
        'bad.csv',
        'PREVIEW-1,Preview Jam,Instant,120,99,,,true,',
        'PREVIEW-2,Broken,Toys,1,1,,,true,',
      ),
    );
    expect(await screen.findByText('Checked bad.csv')).toBeInTheDocument();
    expect(screen.getByText(/1 row has a problem/)).toBeInTheDocument();
    const problems = screen.getByRole('table', { name: 'Rows with problems' });
    const [, row] = within(problems).getAllByRole('row');
    expect(row).toHaveTextContent('3');
    expect(row).toHaveTextContent(
      'Category Toys does not exist: add it on the Categories screen first.',
    );
    expect(screen.getByRole('button', { name: 'Apply 1 change' })).toBeDisabled();
    expect(await listProducts()).toEqual(before);
  });

  it('previews what a good file changes, then applies it', async () => {
    const { user } = renderApp('/price-list');
    await user.upload(
      await screen.findByLabelText('Price list file (CSV)'),
      csv(
        'good.csv',
        'PREVIEW-3,Preview Pickle,Instant,"1,250.00",1199,1 kg,4,true,"Spicy\nHomemade"',
      ),
    );
    expect(await screen.findByText('Checked good.csv')).toBeInTheDocument();
    expect(screen.getByText('1 product')).toBeInTheDocument();
    expect((await listProducts()).some((p) => p.sku === 'PREVIEW-3')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Apply 1 change' }));
    expect(
      await screen.findByText('Price list imported: 1 created, 0 updated.'),
    ).toBeInTheDocument();
    expect((await listProducts()).find((p) => p.sku === 'PREVIEW-3')).toMatchObject({
      name: 'Preview Pickle',
      price: 1250,
      stock: 4,
      description: ['Spicy', 'Homemade'],
    });
  });

  it('shows old → new values, flags changes over 50% and new products apart, then applies', async () => {
    await importPriceList(
      [
        HEADER,
        'TYPO-1,Typo Ghee,Dairy,49,45,,10,true,',
        'TYPO-2,Typo Dal,Grains,49,45,,10,true,',
        'TYPO-3,Typo Salt,Instant,20,18,,,true,',
      ].join('\r\n'),
    );
    const { user } = renderApp('/price-list');
    const input = await screen.findByLabelText('Price list file (CSV)');
    expect(screen.queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument();
    await user.upload(
      input,
      csv(
        'typo.csv',
        'TYPO-1,Typo Ghee,Dairy,4.9,4.5,,10,true,',
        'TYPO-2,Typo Dal,Grains,45,45,,10,true,',
        'TYPO-3,Typo Salt,Instant,20,18,,,true,',
        ',Typo Honey,Instant,250,199,,12,true,',
      ),
    );
    const changes = await screen.findByRole('table', { name: 'Changes to products' });
    const [, ghee, dal] = within(changes).getAllByRole('row');
    expect(ghee).toHaveTextContent('Typo Ghee');
    expect(within(ghee!).getByText('Rs.49.00 → Rs.4.90')).toBeInTheDocument();
    expect(within(ghee!).getByText('Rs.45.00 → Rs.4.50')).toBeInTheDocument();
    expect(within(ghee!).getAllByText('Over 50% change')).toHaveLength(2);
    expect(dal).toHaveTextContent('Typo Dal');
    expect(within(dal!).getByText('Rs.49.00 → Rs.45.00')).toBeInTheDocument();
    expect(within(dal!).queryByText('Over 50% change')).not.toBeInTheDocument();
    expect(screen.getByText(/1 row changes a price or stock by over 50%/)).toBeInTheDocument();

    const fresh = screen.getByRole('table', { name: 'New products' });
    const [, honey] = within(fresh).getAllByRole('row');
    expect(honey).toHaveTextContent('Typo Honey');
    expect(within(honey!).getByText('Rs.250.00')).toBeInTheDocument();
    expect(within(honey!).getByText('12')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'What the file does' })).toHaveTextContent(
      '1 unchanged',
    );

    await user.click(screen.getByRole('button', { name: 'Apply 3 changes' }));
    expect(
      await screen.findByText('Price list imported: 1 created, 2 updated.'),
    ).toBeInTheDocument();
    expect((await listProducts()).find((p) => p.sku === 'TYPO-1')?.price).toBe(4.9);
  });

  it('says when nothing would change, and offers nothing to apply', async () => {
    await importPriceList([HEADER, 'SAME-1,Same Jam,Instant,120,99,,,true,'].join('\r\n'));
    const { user } = renderApp('/price-list');
    await user.upload(
      await screen.findByLabelText('Price list file (CSV)'),
      csv('same.csv', 'SAME-1,Same Jam,Instant,120,99,,,true,'),
    );
    expect(await screen.findByText('Nothing would change')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Changes to products' })).not.toBeInTheDocument();
  });

  it('lists the first 500 new products and says how many more there are', async () => {
    const { user } = renderApp('/price-list');
    const rows = Array.from({ length: 503 }, (_, i) => `,Many ${i},Fruits,10,9,,,true,`);
    await user.upload(
      await screen.findByLabelText('Price list file (CSV)'),
      csv('many.csv', ...rows),
    );
    const fresh = await screen.findByRole('table', { name: 'New products' });
    expect(within(fresh).getAllByRole('row')).toHaveLength(501);
    expect(screen.getByText('…and 3 more new products, not listed here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply 503 changes' })).toBeEnabled();
  });

  it('says why a file cannot be read at all', async () => {
    const { user } = renderApp('/price-list');
    await user.upload(
      await screen.findByLabelText('Price list file (CSV)'),
      new File(['name,colour\nA,red'], 'odd.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText(/Unknown column "colour"/)).toBeInTheDocument();
  });

  it('shows a row whose count went stale since the export, with both counts', async () => {
    await recount('STALE-1', 'Stale Jam', 10);
    await recount('STALE-1', 'Stale Jam', 7);
    const { user } = renderApp('/price-list');
    await user.upload(
      await screen.findByLabelText('Price list file (CSV)'),
      exported('stale.csv', 'STALE-1,Stale Jam,Instant,120,99,,12,10,true,'),
    );
    expect(await screen.findByText('Checked stale.csv')).toBeInTheDocument();
    const problems = screen.getByRole('table', { name: 'Rows with problems' });
    const [, row] = within(problems).getAllByRole('row');
    expect(row).toHaveTextContent('2');
    expect(row).toHaveTextContent(STALE('Stale Jam', 'STALE-1'));
    expect((await listProducts()).find((p) => p.sku === 'STALE-1')?.stock).toBe(7);
  });

  it('checks the file again when applying finds a row gone stale since the preview', async () => {
    await recount('STALE-2', 'Late Jam', 10);
    const { user } = renderApp('/price-list');
    await user.upload(
      await screen.findByLabelText('Price list file (CSV)'),
      exported('late.csv', 'STALE-2,Late Jam,Instant,120,99,,12,10,true,'),
    );
    expect(await screen.findByText('Checked late.csv')).toBeInTheDocument();
    await recount('STALE-2', 'Late Jam', 7);
    await user.click(screen.getByRole('button', { name: 'Apply 1 change' }));
    expect(
      await screen.findByText(/One row has a problem, so nothing was changed/),
    ).toBeInTheDocument();
    const problems = await screen.findByRole('table', { name: 'Rows with problems' });
    expect(within(problems).getAllByRole('row')[1]).toHaveTextContent(STALE('Late Jam', 'STALE-2'));
    expect(screen.getByRole('button', { name: 'Apply 0 changes' })).toBeDisabled();
    expect((await listProducts()).find((p) => p.sku === 'STALE-2')?.stock).toBe(7);
  });
});
