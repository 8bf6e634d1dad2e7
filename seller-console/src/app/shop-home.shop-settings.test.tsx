import type { ShopInput, ShopResponse } from '@kirana/api/contract/shop';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { API_URL } from '../config/env.ts';
import { signInAsSeller } from '../test/api.ts';
import { renderApp } from '../test/render-app.tsx';

// The Shop screen's prices and home page. The tax mode changes what every order costs, so
// this file runs on an API of its own (vitest.config.ts), one file at a time.
beforeEach(() => signInAsSeller());

const storedShop = async () =>
  ((await (await fetch(`${API_URL}/api/shop`)).json()) as ShopResponse).shop;

/** As the seller (the cookie jar keeps the session): blank clears a field. */
async function saveShop(changes: ShopInput) {
  const response = await fetch(`${API_URL}/api/shop`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(changes),
  });
  if (!response.ok) throw new Error(`POST /api/shop: ${response.status}`);
}

async function replaceValue(
  user: ReturnType<typeof renderApp>['user'],
  name: string,
  value: string,
) {
  const input = screen.getByRole('textbox', { name });
  await user.clear(input);
  if (value) await user.type(input, value);
}

describe("the Shop screen's prices and home page", () => {
  it('saves the tax mode, the banner, a highlight, the stars and social links with the rest', async () => {
    await saveShop({ taxMode: 'added', showRatings: true, bannerTitle: null, highlights: null });
    const { user } = renderApp('/shop');
    await screen.findByRole('form', { name: 'Shop details' });

    const prices = screen.getByRole('group', { name: 'Prices' });
    expect(within(prices).getByRole('radio', { name: /^2% tax added at checkout/ })).toBeChecked();
    await user.click(within(prices).getByRole('radio', { name: /^Prices include GST/ }));

    expect(screen.getByRole('textbox', { name: 'Banner title' })).toHaveValue(
      'Freshness You Can Trust, Savings You will Love!',
    );
    await replaceValue(user, 'Banner title', 'Malleshwaram’s own kirana');
    await replaceValue(user, 'Banner text', 'Open 7 am to 11 pm');
    expect(screen.getByRole('textbox', { name: 'Highlight 1 title' })).toHaveValue(
      'Fastest Delivery',
    );
    await replaceValue(user, 'Highlight 1 title', 'Delivered in an hour');
    await replaceValue(user, 'Highlight 4 text', '');
    const stars = screen.getByRole('switch', { name: 'Show star ratings' });
    expect(stars).toBeChecked();
    await user.click(stars);
    await user.type(
      screen.getByRole('textbox', { name: 'Instagram' }),
      'http://instagram.com/sharma',
    );
    await user.click(screen.getByRole('button', { name: 'Save shop details' }));

    expect(await screen.findByText(/^Nothing was saved/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Highlight 4 text' })).toHaveAccessibleDescription(
      /Highlight 4 needs a line of text/,
    );
    expect(screen.getByRole('textbox', { name: 'Highlight 4 text' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Instagram' })).toHaveAccessibleDescription(
      /must be a full https:\/\/ link/,
    );
    expect((await storedShop()).taxMode).toBe('added');

    await replaceValue(user, 'Highlight 4 text', 'Three generations of trust.');
    await replaceValue(user, 'Instagram', 'https://www.instagram.com/sharma');
    await user.click(screen.getByRole('button', { name: 'Save shop details' }));
    expect(await screen.findByText('Shop details saved')).toBeInTheDocument();
    const stored = await storedShop();
    expect(stored).toMatchObject({
      taxMode: 'included',
      bannerTitle: 'Malleshwaram’s own kirana',
      bannerText: 'Open 7 am to 11 pm',
      showRatings: false,
      social: { instagram: 'https://www.instagram.com/sharma', x: null },
    });
    expect(stored.highlights[0]?.title).toBe('Delivered in an hour');
    expect(stored.highlights[3]?.text).toBe('Three generations of trust.');

    // Back as the other tests expect it.
    await saveShop({
      taxMode: 'added',
      showRatings: true,
      bannerTitle: null,
      bannerText: null,
      highlights: null,
      social: { instagram: null },
    });
  });

  it('edits a footer page beside its preview, which shows no raw HTML', async () => {
    const { user } = renderApp('/shop');
    await user.click(await screen.findByRole('link', { name: 'Edit footer pages' }));
    const form = await screen.findByRole('form', { name: 'Delivery information' });
    const text = within(form).getByRole('textbox', { name: 'Delivery information (Markdown)' });
    await user.clear(text);
    // Pasted: typed, [ and { would be keys to press.
    await user.click(text);
    await user.paste('# Same day\n\n<b onclick="x()">bold?</b> [trap](javascript:alert(1))');
    const preview = screen.getByRole('region', { name: 'Preview of Delivery information' });
    expect(
      within(preview).getByRole('heading', { level: 2, name: 'Same day' }),
    ).toBeInTheDocument();
    expect(preview.querySelector('b, [onclick]')).toBeNull();
    expect(within(preview).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save Delivery information' }));
    expect(await screen.findByText('Delivery information saved')).toBeInTheDocument();
    const stored = await (await fetch(`${API_URL}/api/shop/page/delivery`)).json();
    expect(stored.page.markdown).toBe(
      '# Same day\n\n<b onclick="x()">bold?</b> [trap](javascript:alert(1))',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Page' }), 'Contact us');
    const contact = await screen.findByRole('textbox', { name: 'Contact us (Markdown)' });
    expect((contact as HTMLTextAreaElement).value).toMatch(/^Email: \[/m);
    await fetch(`${API_URL}/api/shop/page`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ slug: 'delivery', markdown: '' }),
    });
  });

  it('offers the subscribers as a CSV download', async () => {
    renderApp('/shop');
    const link = await screen.findByRole('link', { name: 'Download subscribers (CSV)' });
    expect(link).toHaveAttribute('href', `${API_URL}/api/newsletter/export`);
    const csv = await (
      await fetch(link.getAttribute('href') ?? '', { credentials: 'include' })
    ).text();
    // fetch's text() takes the BOM off.
    expect(csv.replace(/^\uFEFF/, '').startsWith('Email,Subscribed at,Status\r\n')).toBe(true);
  });
});
