import type { Product } from '@kirana/api/contract/product';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API_URL } from '../../../config/env.ts';
import { addProductInPage, signInSellerForEachTest } from '../../../test/browser-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

signInSellerForEachTest();

/** The product as the signed-in seller reads it: the original and its translations. */
async function sellerRead(id: string): Promise<Product | undefined> {
  const response = await fetch(`${API_URL}/api/product/list?ids=${id}`, {
    credentials: 'include',
  });
  return ((await response.json()) as { products: Product[] }).products[0];
}

describe('the Hindi name and description of a product', () => {
  it('shows the stored ones, marked as Hindi, and saves a change', async () => {
    const product = await addProductInPage({
      name: 'Hindi Form Okra',
      translations: { hi: { name: 'भिंडी', description: ['ताज़ी'] } },
    });
    const { user, router } = renderApp(`/products/${product._id}/edit`);

    const nameHi = await screen.findByRole('textbox', { name: 'Name in Hindi' });
    const descriptionHi = screen.getByRole('textbox', { name: 'Description in Hindi' });
    expect(nameHi).toHaveValue('भिंडी');
    expect(nameHi).toHaveAttribute('lang', 'hi');
    expect(descriptionHi).toHaveValue('ताज़ी');
    expect(descriptionHi).toHaveAttribute('lang', 'hi');

    await user.clear(nameHi);
    await user.type(nameHi, 'हरी भिंडी');
    await user.clear(descriptionHi);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/product-list'));
    expect((await sellerRead(product._id))?.translations).toEqual({
      hi: { name: 'हरी भिंडी', description: null },
    });
  });

  it('points at a Hindi name that is too long', async () => {
    const product = await addProductInPage({ name: 'Hindi Form Long' });
    const { user } = renderApp(`/products/${product._id}/edit`);
    const nameHi = await screen.findByRole('textbox', { name: 'Name in Hindi' });
    // maxLength stops typing, so the value is set the way a paste past it would not be.
    nameHi.removeAttribute('maxlength');
    await user.type(nameHi, 'क'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(nameHi).toHaveAccessibleDescription(/at most 120 characters/);
    expect(nameHi).toHaveFocus();
  });
});
