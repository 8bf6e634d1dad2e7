import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  apiPost,
  cartLink,
  fillAddressForm,
  launch,
  openStore,
  PASSWORD,
  productId,
  signUpInModal,
  toast,
  uniqueEmail,
} from './support.ts';

describe('shopping journeys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('browse → search → product → add → sign up (cart kept) → address → cash on delivery → Pay on delivery', async () => {
    const { context, page } = await openStore(browser);
    const store = inject('storefrontUrl');

    await page.getByRole('list', { name: 'Best Sellers' }).waitFor();
    await page
      .getByRole('banner')
      .getByRole('searchbox', { name: 'Search products' })
      .fill('tomat');
    await page.waitForURL(`${store}/products?search=tomat`);
    await page.getByRole('link', { name: 'Fresh Tomatoes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Fresh Tomatoes' }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await toast(page, 'Added to Cart');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await cartLink(page, 2).waitFor();

    // The visitor's cart survives a reload (localStorage).
    await page.reload();
    await cartLink(page, 2).click();
    await page.waitForURL(`${store}/cart`);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await toast(page, 'Please log in to place an order');
    await signUpInModal(page, 'Asha', uniqueEmail('cod'));
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await cartLink(page, 2).waitFor();

    await page.getByRole('link', { name: 'Add address' }).click();
    await page.waitForURL(`${store}/add-address`);
    await fillAddressForm(page);
    await page.waitForURL(`${store}/cart`);
    await toast(page, 'Address added successfully');
    const address = page.getByRole('combobox', { name: 'Delivery Address' });
    await address.waitFor();
    expect(await address.textContent()).toContain('12 MG Road');
    expect(await page.getByRole('combobox', { name: 'Payment Method' }).textContent()).toContain(
      'Cash on Delivery',
    );
    // 2 × Rs.34.50 = Rs.69.00, 2% tax Rs.1.38.
    expect(await page.getByRole('complementary').textContent()).toContain('Rs.70.38');

    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(`${store}/my-orders`);
    await toast(page, 'Order Placed Successfully');
    const order = page.getByRole('article', { name: /^Order KR-\d+ placed/ }).first();
    await order.waitFor();
    expect(await order.textContent()).toContain('Fresh Tomatoes');
    expect(await order.getByText('Pay on delivery', { exact: true }).isVisible()).toBe(true);
    expect(await order.textContent()).toContain('Total Amount: Rs.70.38');
    await cartLink(page, 0).waitFor();
    await context.close();
  });

  it('online payment: cancel (back to the cart, Online kept) → pay → /loader says received → Paid', async () => {
    const { context, page } = await openStore(browser);
    const store = inject('storefrontUrl');
    // An account with an address and a cart, prepared through the API as this browser.
    await apiPost(context, '/api/user/register', {
      name: 'Vikram',
      email: uniqueEmail('online'),
      password: PASSWORD,
    });
    await apiPost(context, '/api/address/add', {
      address: {
        firstName: 'Vikram',
        lastName: 'Shah',
        email: 'vikram@example.com',
        street: '4 Park Street',
        city: 'Kolkata',
        state: 'West Bengal',
        zipcode: '700016',
        country: 'India',
        phone: '9830012345',
      },
    });
    await apiPost(context, '/api/cart/update', {
      cartItems: { [await productId(context, 'Alphonso Mangoes')]: 1 },
    });

    await page.goto(`${store}/cart`);
    await page.getByRole('combobox', { name: 'Delivery Address' }).waitFor();
    await page.getByRole('combobox', { name: 'Payment Method' }).click();
    await page.getByRole('option', { name: 'Online' }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

    // Changing one's mind on the payment page: back to the cart, told so, Online still chosen.
    await page.waitForURL(/\/api\/payments\/test\//);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL(/\/cart\?payment=cancelled/);
    await page.getByText('Payment cancelled: nothing was charged.').waitFor();
    expect(await page.getByRole('combobox', { name: 'Payment Method' }).textContent()).toContain(
      'Online',
    );
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

    await page.waitForURL(/\/api\/payments\/test\//);
    expect(await page.getByText('TEST PAYMENT', { exact: false }).isVisible()).toBe(true);
    // Rs.449.00 + 2% tax Rs.8.98.
    await page.getByRole('button', { name: 'Pay Rs.457.98' }).click();

    await page.waitForURL(/\/loader\?next=my-orders&order=/);
    await page.getByText(/^Payment received: Rs\.457\.98 for order KR-\d+\.$/).waitFor();
    await page.waitForURL(`${store}/my-orders`, { timeout: 10_000 });
    const order = page.getByRole('article', { name: /^Order KR-\d+ placed/ }).first();
    await order.waitFor();
    expect(await order.getByText('Paid', { exact: true }).isVisible()).toBe(true);
    expect(await order.textContent()).toContain('Payment: Online');
    expect(await order.textContent()).toContain('Alphonso Mangoes');
    // The paid order emptied the account's cart.
    await cartLink(page, 0).waitFor();
    await context.close();
  });
});
