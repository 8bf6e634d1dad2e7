import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listProducts } from '../../../test/api.ts';
import { signInSellerForEachTest } from '../../../test/browser-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

const HEADER = 'sku,name,category,price,offerPrice,weight,stock,inStock,description';
const csv = (name: string, ...rows: string[]) =>
  new File([[HEADER, ...rows].join('\r\n')], name, { type: 'text/csv' });

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
    expect(row).toHaveTextContent(/Category must be one of/);
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

  it('says why a file cannot be read at all', async () => {
    const { user } = renderApp('/price-list');
    await user.upload(
      await screen.findByLabelText('Price list file (CSV)'),
      new File(['name,colour\nA,red'], 'odd.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText(/Unknown column "colour"/)).toBeInTheDocument();
  });
});
