import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiPost, launch, PASSWORD, productId, toast, uniqueEmail } from './support.ts';

/** The reset link in the newest email to `to` (the journeys' API writes .eml files). */
async function resetLinkFor(to: string): Promise<string | undefined> {
  const dir = inject('mailOutboxDir');
  const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
  for (const file of files) {
    // Quoted-printable: soft line breaks and escaped characters undone first.
    const mail = (await readFile(join(dir, file), 'utf8'))
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (!mail.includes(to)) continue;
    const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[\w-]+/.exec(mail)?.[0];
    if (link) return link;
  }
  return undefined;
}

describe('an account a phone shopper can live with', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('forgot password → email → reset → sign in; edit an address, make it the default, order again', async () => {
    const store = inject('storefrontUrl');
    const apiUrl = inject('apiUrl');
    const email = uniqueEmail('forgot');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await apiPost(context, '/api/user/register', { name: 'Farah', email, password: PASSWORD });
    for (const street of ['3 Church Street', '8 Brigade Road'])
      await apiPost(context, '/api/address/add', {
        address: {
          firstName: 'Farah',
          lastName: 'Khan',
          street,
          city: 'Bengaluru',
          state: 'Karnataka',
          zipcode: '560001',
          phone: '9845098450',
        },
      });
    const { addresses } = (await (
      await context.request.get(`${apiUrl}/api/address/get`)
    ).json()) as {
      addresses: { _id: string }[];
    };
    await apiPost(context, '/api/order/cod', {
      items: [{ product: await productId(context, 'Fresh Paneer'), quantity: 2 }],
      address: addresses[0]!._id,
    });
    await context.clearCookies();

    // Farah has forgotten her password.
    await page.goto(store);
    await page.getByRole('button', { name: 'Login' }).first().click();
    const login = page.getByRole('dialog', { name: 'User Login' });
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
    await forgot.getByRole('textbox', { name: 'Email' }).fill(email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByText('If an account exists for that email, we have sent a link to reset its password.')
      .waitFor();
    await expect.poll(() => resetLinkFor(email), { timeout: 15_000 }).toBeTruthy();
    const link = (await resetLinkFor(email))!;
    expect(link.startsWith(`${store}/reset-password?token=`)).toBe(true);

    await page.goto(link);
    const fresh = 'a-new-password-2026';
    await page.getByLabel(/^New password/).fill(fresh);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed. Please log in.').first().waitFor();
    const again = page.getByRole('dialog', { name: 'User Login' });
    if (!(await again.isVisible()))
      await page.getByRole('button', { name: 'Login' }).first().click();
    await again.getByRole('textbox', { name: 'Email' }).fill(email);
    await again.getByLabel('Password').fill(fresh);
    await again.getByRole('button', { name: 'Login' }).click();
    await again.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Account menu' }).waitFor();

    // She moved: the second address gets a new street and becomes the default.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'My Addresses' }).click();
    const book = page.getByRole('list', { name: 'Saved addresses' });
    await book.getByRole('link', { name: 'Edit 8 Brigade Road' }).click();
    const street = page.getByRole('textbox', { name: /Street/ });
    await street.fill('21 Brigade Road');
    await page.getByRole('button', { name: 'Save address' }).click();
    await toast(page, 'Address updated');
    await book.getByRole('button', { name: 'Set as default: 21 Brigade Road' }).click();
    await toast(page, 'Default address set');
    await book
      .getByRole('listitem', { name: '21 Brigade Road, 560001' })
      .getByText('Default')
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // The weekly basket, again: into the cart, to the new default address.
    await page.goto(`${store}/my-orders`);
    await page
      .getByRole('button', { name: /^Order again/ })
      .first()
      .click();
    await page.waitForURL(`${store}/cart`);
    await page.getByText('Fresh Paneer').first().waitFor();
    const address = page.getByRole('combobox', { name: 'Delivery Address' });
    await address.getByText(/21 Brigade Road/).waitFor();
    await context.close();
  });
});
