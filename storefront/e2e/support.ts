import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

// Shared steps of the journeys. Everything is real: the built storefront served by the
// production static server, the API on its own port with a temp SQLite database, Debian's
// Chromium.

/** The run's one Chromium (started by the global set-up); each test opens its own context. */
export const launch = (): Promise<Browser> => chromium.connect(inject('browserEndpoint'));

export async function openStore(browser: Browser, path = '/') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${inject('storefrontUrl')}${path}`);
  await appReady(page);
  return { context, page };
}

/**
 * Waits for the app's code to be running. The home page is prerendered, so its buttons are
 * on screen (and clickable, to no effect) a moment before the code that handles them.
 */
export const appReady = (page: Page) =>
  page.locator('html[data-app-ready]').waitFor({ state: 'attached' });

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${counter}@kirana.test`;
}

export const PASSWORD = 'e2e-password-123';

/**
 * Waits until a toast with this message shows in the notifications region (its text also
 * carries a hidden "Success: " or "Error: " for screen readers, hence no exact match).
 */
export const toast = (page: Page, message: string) =>
  page
    // A modal dialog hides the page (toasts included) from the accessibility tree.
    .getByRole('region', { name: /Notifications/, includeHidden: true })
    .getByText(message)
    .first()
    .waitFor({ state: 'visible' });

export const cartLink = (page: Page, count: number) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` });

/** Fills and sends the sign-up form of the login modal, which must already be open. */
export async function signUpInModal(page: Page, name: string, email: string) {
  await page.getByRole('dialog', { name: 'User Login' }).waitFor();
  await page.getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'User Sign Up' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await dialog.waitFor({ state: 'detached' });
}

export async function fillAddressForm(page: Page) {
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Last name').fill('Rao');
  await page.getByLabel('Phone').fill('98765 43210');
  // The PIN code fills in city and state (India Post's "Bangalore", which Asha corrects).
  await page.getByLabel('PIN code').fill('560001');
  await page.getByLabel('State').getByText('Karnataka').waitFor();
  await page.getByLabel('Street').fill('12 MG Road');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByRole('button', { name: 'Save address' }).click();
}

/** Calls the API as the browser context (its cookies), e.g. to prepare an account quickly. */
export async function apiPost(context: BrowserContext, path: string, data: unknown) {
  const response = await context.request.post(`${inject('apiUrl')}${path}`, { data });
  if (!response.ok()) {
    throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as Record<string, unknown>;
}

export async function productId(context: BrowserContext, name: string): Promise<string> {
  const response = await context.request.get(`${inject('apiUrl')}/api/product/list`);
  const { products } = (await response.json()) as { products: { _id: string; name: string }[] };
  const product = products.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`No product named ${name}`);
  return product._id;
}

/**
 * How far the page scrolls sideways (0 when it fits) and, with `withAxe`, its axe-core
 * WCAG 2.1 A/AA violations, measured in the page (tools/e2e/axe.mjs).
 */
export async function audit(page: Page, withAxe: boolean) {
  await page.evaluate(inject('auditScript'));
  return (await page.evaluate(`window.kiranaAudit(${withAxe})`)) as {
    overflow: number;
    violations: string[];
  };
}
