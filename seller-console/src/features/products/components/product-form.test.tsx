import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listProducts } from '../../../test/api.ts';
import { pngFile, signInAsSellerInPage, signOutInPage } from '../../../test/browser-session.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { ProductForm } from './product-form.tsx';

// applyAccept off: the point is to see what the form does with a file the picker would hide.
const renderForm = () => renderWithProviders(<ProductForm />, { applyAccept: false });

type User = ReturnType<typeof renderForm>['user'];

async function fillDetails(
  user: User,
  details: { name?: string; price?: string; offerPrice?: string; category?: string } = {},
) {
  const { name = 'Test Basil', price = '50', offerPrice = '45', category = 'Vegetables' } = details;
  if (name) await user.type(screen.getByRole('textbox', { name: 'Product Name' }), name);
  await user.type(
    screen.getByRole('textbox', { name: 'Product Description' }),
    'Fresh leaves{Enter}Grown nearby',
  );
  if (category) {
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: category }));
  }
  if (price) await user.type(screen.getByRole('spinbutton', { name: 'Product Price' }), price);
  if (offerPrice) {
    await user.type(screen.getByRole('spinbutton', { name: 'Offer Price' }), offerPrice);
  }
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Add Product' }));

describe('the add-product form', () => {
  afterEach(() => signOutInPage());

  it('names every required field that is missing and focuses the first', async () => {
    const { user } = renderForm();
    await submit(user);

    const name = screen.getByRole('textbox', { name: 'Product Name' });
    expect(name).toHaveAccessibleDescription('Product name is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      'Please choose a category',
    );
    expect(screen.getByRole('spinbutton', { name: 'Product Price' })).toHaveAccessibleDescription(
      'Price is required',
    );
    expect(screen.getByRole('spinbutton', { name: 'Offer Price' })).toHaveAccessibleDescription(
      'Offer price is required',
    );
  });

  it('refuses an offer price above the price, as the API would', async () => {
    const { user } = renderForm();
    await fillDetails(user, { price: '40', offerPrice: '45' });
    await submit(user);

    const offer = screen.getByRole('spinbutton', { name: 'Offer Price' });
    expect(offer).toHaveAccessibleDescription('Offer price cannot be more than the price');
    expect(offer).toHaveFocus();
    expect(screen.getByRole('spinbutton', { name: 'Product Price' })).not.toHaveAttribute(
      'aria-invalid',
    );
  });

  it('refuses prices with more than two decimals or above ten lakh', async () => {
    const { user } = renderForm();
    await fillDetails(user, { price: '2000000', offerPrice: '10.555' });
    await submit(user);

    expect(screen.getByRole('spinbutton', { name: 'Product Price' })).toHaveAccessibleDescription(
      'Price must be at most Rs.10,00,000',
    );
    expect(screen.getByRole('spinbutton', { name: 'Offer Price' })).toHaveAccessibleDescription(
      'Offer price can have at most two decimals',
    );
  });

  it('takes image files only, with a preview for each', async () => {
    const { user } = renderForm();
    const picker = screen.getByLabelText(/product images, 4 of 4 slots free/);
    await user.upload(picker, [
      pngFile('basil.png'),
      new File(['not a picture'], 'notes.txt', { type: 'text/plain' }),
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
    ]);

    expect(screen.getByRole('img', { name: 'Image 1: basil.png' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /logo\.svg/ })).not.toBeInTheDocument();
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent).join(' ')).toMatch(
      /notes\.txt is not an image\..*logo\.svg: SVG images cannot be uploaded/,
    );
  });

  it("shows the server's message when the server refuses", async () => {
    const { user } = renderForm();
    // Nobody signed in: the refusal comes from the real API.
    await fillDetails(user);
    await submit(user);

    expect(
      await screen.findByText('Please sign in as the seller to continue.', { selector: 'p' }),
    ).toBeInTheDocument();
    // Once, next to the form: not repeated as a toast.
    const toastRegion = screen.getByRole('region', { name: /notifications/i });
    expect(within(toastRegion).queryByText('Please sign in as the seller to continue.')).toBeNull();
    // Nothing was lost: the seller can sign in and send it again.
    expect(screen.getByRole('textbox', { name: 'Product Name' })).toHaveValue('Test Basil');
  });

  it('uploads the product with its images, says "Product Added" and clears the form', async () => {
    await signInAsSellerInPage();
    const { user } = renderForm();
    const name = `Component Basil ${Date.now()}`;
    await user.upload(screen.getByLabelText(/product images/), [
      pngFile('front.png'),
      pngFile('back.png'),
    ]);
    await fillDetails(user, { name, price: '50.50', offerPrice: '45' });
    await submit(user);

    expect(screen.getByRole('progressbar', { name: /Uploading|Saving the product/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeDisabled();
    // The API makes each picture's sizes before answering: slow on a busy machine.
    expect(await screen.findByText('Product Added', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Product Name' })).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: 'Product Price' })).toHaveValue(null);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Select category');
    expect(screen.queryByRole('img', { name: /front\.png/ })).not.toBeInTheDocument();

    const saved = (await listProducts()).find((p) => p.name === name);
    expect(saved).toMatchObject({
      category: 'Vegetables',
      price: 50.5,
      offerPrice: 45,
      description: ['Fresh leaves', 'Grown nearby'],
      inStock: true,
    });
    expect(saved?.image).toHaveLength(2);
  });

  it('offers the shop’s categories from the API, a GST rate and an HSN code', async () => {
    await signInAsSellerInPage();
    const { user } = renderForm();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    const options = await screen.findAllByRole('option');
    expect(options.slice(0, 3).map((option) => option.textContent)).toEqual([
      'Vegetables',
      'Fruits',
      'Drinks',
    ]);
    await user.keyboard('{Escape}');

    const name = `GST Basil ${Date.now()}`;
    await fillDetails(user, { name });
    const rate = screen.getByRole('combobox', { name: 'GST rate' });
    expect(rate).toHaveTextContent('Not set');
    await user.click(rate);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Not set',
      '0%',
      '0.25%',
      '3%',
      '5%',
      '18%',
      '40%',
    ]);
    await user.click(screen.getByRole('option', { name: '5%' }));
    const hsn = screen.getByRole('textbox', { name: 'HSN code' });
    await user.type(hsn, '07x');
    await submit(user);
    expect(hsn).toHaveAccessibleDescription(
      expect.stringContaining('HSN code must be 4 to 8 digits'),
    );
    expect(hsn).toHaveFocus();

    await user.clear(hsn);
    await user.type(hsn, '0709');
    await submit(user);
    expect(await screen.findByText('Product Added', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect((await listProducts()).find((p) => p.name === name)).toMatchObject({
      gstRate: 5,
      hsn: '0709',
    });
  });

  it('warns while GST added on top would take the price above the MRP', async () => {
    const { user } = renderForm();
    await fillDetails(user, { price: '50', offerPrice: '45' });
    // 45 + 2% = 45.90: within the MRP of 50.
    expect(screen.queryByText(/above the MRP/)).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'GST rate' }));
    await user.click(await screen.findByRole('option', { name: '18%' }));
    // 45 + 18% = 53.10.
    expect(await screen.findByRole('status')).toHaveTextContent(
      'With 18% GST added at checkout, shoppers would pay Rs.53.10, above the MRP of Rs.50.00.',
    );
    const offer = screen.getByRole('spinbutton', { name: 'Offer Price' });
    await user.clear(offer);
    await user.type(offer, '42');
    // 42 + 18% = 49.56.
    expect(screen.queryByText(/above the MRP/)).toBeNull();
  });

  it('takes a scanned barcode, Enter and all, and refuses a misread one by its check digit', async () => {
    await signInAsSellerInPage();
    const { user } = renderForm();
    const name = `Barcode Basil ${Date.now()}`;
    await fillDetails(user, { name });
    const barcode = screen.getByRole('textbox', { name: 'Barcode' });
    // A scanner types the code and Enter: that must not send the form.
    await user.type(barcode, '4006381333932{Enter}');
    expect(screen.queryByRole('button', { name: 'Adding…' })).toBeNull();
    await submit(user);
    expect(barcode).toHaveAccessibleDescription(expect.stringContaining('wrong check digit'));
    expect(barcode).toHaveFocus();

    // A code of the shop's own, unique to this run.
    const code = `KR${Date.now()}`.slice(0, 16);
    await user.clear(barcode);
    await user.type(barcode, code.toLowerCase());
    await submit(user);
    expect(await screen.findByText('Product Added', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect((await listProducts()).find((p) => p.name === name)).toMatchObject({ barcode: code });
  });
});
