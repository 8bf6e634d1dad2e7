import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listProducts } from '../../../test/api.ts';
import {
  addProductInPage,
  pngFile,
  signInSellerForEachTest,
} from '../../../test/browser-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

signInSellerForEachTest();

describe('editing a product', () => {
  it('starts from the stored product and saves a new price and stock', async () => {
    const product = await addProductInPage({
      name: 'Edit Me Okra',
      description: ['Tender'],
      sku: 'OKRA-250',
      weight: '250 g',
    });
    const { user, router } = renderApp(`/products/${product._id}/edit`);

    const name = await screen.findByRole('textbox', { name: 'Product Name' });
    expect(name).toHaveValue('Edit Me Okra');
    expect(screen.getByRole('textbox', { name: 'SKU' })).toHaveValue('OKRA-250');
    const offer = screen.getByRole('spinbutton', { name: 'Offer Price' });
    expect(offer).toHaveValue(45);
    await user.clear(offer);
    await user.type(offer, '39.50');
    await user.type(screen.getByRole('spinbutton', { name: 'Units in stock' }), '3');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    // The save goes through the real API, which the full suite's other files keep busy: it
    // once took over the usual 5 s there (a whole CI run on two cores).
    await waitFor(() => expect(router.state.location.pathname).toBe('/product-list'), {
      timeout: 10_000,
    });
    expect(await screen.findByText('Product Updated')).toBeInTheDocument();
    const saved = (await listProducts()).find((p) => p._id === product._id);
    expect(saved).toMatchObject({
      name: 'Edit Me Okra',
      offerPrice: 39.5,
      stock: 3,
      sku: 'OKRA-250',
    });
  });

  it('keeps, removes and reorders the current pictures', async () => {
    const product = await addProductInPage({ name: 'Two Pictures' }, [
      pngFile('front.png'),
      pngFile('back.png'),
    ]);
    const [, back] = product.image;
    const { user } = renderApp(`/products/${product._id}/edit`);
    const images = await screen.findByRole('group', { name: 'Product Image' });
    // The stored pictures are the API's processed files, offered by width.
    const [frontPicture] = product.images;
    const shown = within(images).getByRole('img', { name: 'Current image 1 of Two Pictures' });
    expect(shown).toHaveAttribute('src', frontPicture!.url);
    expect(shown).toHaveAttribute('srcset', frontPicture!.srcset);
    expect(shown).toHaveAttribute('sizes');
    await user.click(
      within(images).getByRole('button', {
        name: 'Make Current image 2 of Two Pictures the main image',
      }),
    );
    await user.click(
      within(images).getByRole('button', { name: 'Remove Current image 1 of Two Pictures' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Product Updated');
    expect((await listProducts()).find((p) => p._id === product._id)?.image).toEqual([back]);
  });

  it('refuses what the API would refuse, without saving', async () => {
    const product = await addProductInPage({ name: 'Bad Stock' });
    const { user } = renderApp(`/products/${product._id}/edit`);
    await user.type(await screen.findByRole('spinbutton', { name: 'Units in stock' }), '2.5');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('spinbutton', { name: 'Units in stock' })).toHaveAccessibleDescription(
      /Stock must be a whole number from 0 to 1,00,000/,
    );
    expect((await listProducts()).find((p) => p._id === product._id)?.stock).toBeNull();
  });

  it('says so for a product that does not exist', async () => {
    renderApp('/products/0190a0b0-0000-7000-8000-00000000dead/edit');
    expect(await screen.findByText('This product does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Product List' })).toBeInTheDocument();
  });
});
