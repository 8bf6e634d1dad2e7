import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { activateSourceLanguage } from '@kirana/ui-kit/lib/i18n';
import { dayLabel } from '../src/lib/slot-label.ts';
import { apiPost, launch, openStore, PASSWORD, productId, toast, uniqueEmail } from './support.ts';

// The day labels below are the app's own words, in English as this journey's browser reads them.
activateSourceLanguage();

// The shop delivers to one PIN code in two slots a day; the morning one has a single place,
// taken by another shopper before this one opens the cart.
const EVERY_DAY = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const RULES = {
  pincodes: [{ pincode: '560001', fee: null }],
  minOrder: 0,
  fee: 25,
  freeAbove: null,
  slots: [
    { days: EVERY_DAY, start: '07:00', end: '09:00', capacity: 1, cutoffMinutes: 0 },
    { days: EVERY_DAY, start: '18:00', end: '20:00', capacity: 20, cutoffMinutes: 0 },
  ],
};
const FRESH_SHOP = { pincodes: [], minOrder: 0, fee: 0, freeAbove: null, slots: [] };

interface Quote {
  today: string;
  slots: { id: string; date: string; start: string }[];
}

const address = {
  firstName: 'Meena',
  lastName: 'Iyer',
  email: 'meena@example.com',
  street: '7 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560001',
  country: 'India',
  phone: '9845012345',
};

/** A shopper's account with an address in 560001, made through the API as `context`. */
async function shopper(context: BrowserContext, name: string) {
  await apiPost(context, '/api/user/register', {
    name,
    email: uniqueEmail('slot'),
    password: PASSWORD,
  });
  await apiPost(context, '/api/address/add', { address });
}

describe('delivery where and when the shop can', () => {
  let browser: Browser;
  let seller: BrowserContext;
  const apiUrl = inject('apiUrl');
  const origin = { Origin: inject('sellerUrl') };
  const saveRules = async (rules: unknown) => {
    const saved = await seller.request.post(`${apiUrl}/api/delivery/settings`, {
      data: rules,
      headers: origin,
    });
    expect(saved.status()).toBe(200);
  };

  beforeAll(async () => {
    browser = await launch();
    seller = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const login = await seller.request.post(`${apiUrl}/api/seller/login`, {
      data: inject('testSeller'),
      headers: origin,
    });
    expect(login.status()).toBe(200);
    await saveRules(RULES);
  });
  // The other journeys expect the fresh shop: everywhere, free, no slots.
  afterAll(async () => {
    await saveRules(FRESH_SHOP);
    await browser?.close();
  });

  it('PIN code served → full slot disabled → order in a slot → the console lists it under that slot', async () => {
    const quote = (await (
      await seller.request.get(`${apiUrl}/api/delivery/quote?pincode=560001&subtotal=100`)
    ).json()) as Quote;
    const morning = quote.slots.find((slot) => slot.start === '07:00')!;

    // Ravi takes the morning's only place.
    const other = await browser.newContext();
    await shopper(other, 'Ravi');
    const { addresses } = (await (await other.request.get(`${apiUrl}/api/address/get`)).json()) as {
      addresses: { _id: string }[];
    };
    await apiPost(other, '/api/order/cod', {
      items: [{ product: await productId(other, 'Fresh Tomatoes'), quantity: 1 }],
      address: addresses[0]!._id,
      slot: { id: morning.id, date: morning.date },
    });
    await other.close();

    // Meena checks her PIN code in the top bar first.
    const { context, page } = await openStore(browser);
    const store = inject('storefrontUrl');
    await page.getByRole('banner').getByRole('button', { name: 'Deliver to PIN code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Where should we deliver?' });
    await dialog.getByRole('textbox', { name: 'PIN code' }).fill('560099');
    await dialog.getByRole('button', { name: 'Check' }).click();
    await dialog.getByRole('status').getByText("We don't deliver to 560099 yet.").waitFor();
    await dialog.getByRole('textbox', { name: 'PIN code' }).fill('560001');
    await dialog.getByRole('button', { name: 'Check' }).click();
    await dialog
      .getByRole('status')
      .getByText(/^Delivering to 560001 · next slot /)
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: 'Deliver to 560001' }).waitFor();

    await shopper(context, 'Meena');
    await apiPost(context, '/api/cart/update', {
      cartItems: { [await productId(context, 'Fresh Tomatoes')]: 2 },
    });
    await page.goto(`${store}/cart`);
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    const place = summary.getByRole('button', { name: 'Place Order' });
    await summary.getByText('Please choose a delivery slot.').waitFor();
    expect(await place.isDisabled()).toBe(true);

    // The morning slot is shown on its day, full and not choosable; days are tabs the
    // arrow keys move between.
    const days = summary.getByRole('tablist', { name: 'Delivery slot' });
    await days.getByRole('tab').first().focus();
    await page.keyboard.press('ArrowRight');
    await days
      .getByRole('tab')
      .nth(1)
      .and(days.getByRole('tab', { selected: true }))
      .waitFor();
    await days.getByRole('tab', { name: dayLabel(morning.date, quote.today) }).click();
    const full = summary.getByRole('radio', { name: '7–9 am, full' });
    expect(await full.isDisabled()).toBe(true);
    const evening = summary.getByRole('radio', { name: /^6–8 pm, \d+ left$/ });
    await evening.click();
    expect(await evening.getAttribute('aria-checked')).toBe('true');
    // 2 × Rs.34.50 = Rs.69.00, 2% tax Rs.1.38, delivery Rs.25.00.
    expect(await summary.textContent()).toContain('Rs.95.38');
    await place.click();
    await page.waitForURL(`${store}/my-orders`);
    await toast(page, 'Order Placed Successfully');
    const order = page.getByRole('article', { name: /^Order KR-\d+ placed/ }).first();
    await order.waitFor();
    const number = /KR-\d+/.exec((await order.textContent()) ?? '')![0];
    await context.close();

    // The seller finds it under its slot, with the slot's packing list a click away.
    const console = await seller.newPage();
    await console.goto(`${inject('sellerUrl')}/orders`);
    const group = console.getByRole('region', { name: /18:00–20:00 · 1 order$/ });
    await group.getByText(number).first().waitFor();
    await group.getByRole('link', { name: /^Packing list for .*18:00–20:00$/ }).click();
    await console.waitForURL(/\/orders\/packing\?/);
    await console.getByText(number).first().waitFor();
  });
});
