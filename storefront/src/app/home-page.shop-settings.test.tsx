import type { ShopInput } from '@kirana/api/contract/shop';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { apiPost } from '../lib/api-client.ts';
import { uniqueEmail } from '../test/api-helpers.ts';
import { renderApp } from '../test/render-app.tsx';

// The shop's home page settings change every page's stars, so this file runs on an API of
// its own (vitest.config.ts).

async function asSeller<T>(path: string, body: unknown): Promise<T> {
  await apiPost('/api/seller/login', inject('testSeller'));
  return apiPost<T>(path, body);
}
const setShop = (changes: ShopInput) => asSeller('/api/shop', changes);

afterAll(() =>
  setShop({
    bannerTitle: null,
    bannerText: null,
    highlights: null,
    showRatings: true,
    social: { instagram: null },
  }),
);

describe('the home page as the shop writes it', () => {
  it("shows the shop's banner and highlights in place of the spec's", async () => {
    await setShop({
      bannerTitle: 'Malleshwaram’s own kirana',
      bannerText: 'Open 7 am to 11 pm',
      highlights: [
        { title: 'Delivered in an hour', text: 'Anywhere in Malleshwaram.' },
        { title: 'Fresh every morning', text: 'From the KR Market at 6 am.' },
        { title: 'MRP or less', text: 'Never above the pack.' },
        { title: 'Since 1998', text: 'Three generations.' },
      ],
    });
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Malleshwaram’s own kirana' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Open 7 am to 11 pm')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Delivered in an hour' })).toBeInTheDocument();
    expect(screen.getByText('Three generations.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Fastest Delivery' })).not.toBeInTheDocument();
  });

  it('shows no star on any product while the shop has ratings off, and the stars when on', async () => {
    await setShop({ showRatings: false });
    const first = renderApp('/');
    const bestSellers = await screen.findByRole('list', { name: 'Best Sellers' });
    await waitFor(() =>
      expect(within(bestSellers).getAllByRole('listitem').length).toBeGreaterThan(0),
    );
    expect(screen.queryAllByRole('img', { name: /^Rated/ })).toEqual([]);
    const [link] = within(bestSellers).getAllByRole('link');
    if (!link) throw new Error('no product link');
    await first.user.click(link);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Add to Cart/i })).toBeInTheDocument();
    expect(screen.queryAllByRole('img', { name: /^Rated/ })).toEqual([]);
    first.unmount();

    await setShop({ showRatings: true });
    renderApp('/');
    const list = await screen.findByRole('list', { name: 'Best Sellers' });
    await waitFor(() =>
      expect(within(list).getAllByRole('img', { name: 'Rated 4 out of 5' }).length).toBeGreaterThan(
        0,
      ),
    );
  });

  it('lists in the footer only the social links the shop set', async () => {
    await setShop({ social: { instagram: 'https://www.instagram.com/sharmastores' } });
    renderApp('/');
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(await footer.findByRole('heading', { name: 'Follow Us' })).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/sharmastores',
    );
    expect(footer.queryByRole('link', { name: /YouTube|Facebook|X/ })).not.toBeInTheDocument();
  });
});

describe('the newsletter box', () => {
  it('thanks the shopper only once the server stored the address, and shows a refusal', async () => {
    const { user } = renderApp('/');
    const box = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(box, uniqueEmail('news'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/^Thanks! You are subscribed/)).toHaveAttribute(
      'role',
      'status',
    );
    expect(box).toHaveValue('');

    // A browser takes a@b as an address; the API does not.
    await user.type(box, 'asha@kirana');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address',
    );
    expect(box).toHaveValue('asha@kirana');
  });
});

describe("the shop's pages", () => {
  it('renders the Markdown with no raw HTML: a script or an onerror picture shows nothing', async () => {
    await asSeller('/api/shop/page', {
      slug: 'delivery',
      markdown:
        '# Delivery in Malleshwaram\n\n- Same day before 5 pm\n\n<script>window.hacked = 1</script>\n<img src="x" onerror="window.hacked = 2">\n\n[Call](tel:+919845012345) [bad](javascript:alert(1))',
    });
    renderApp('/pages/delivery');
    const main = within(screen.getByRole('main'));
    expect(
      await main.findByRole('heading', { level: 2, name: 'Delivery in Malleshwaram' }),
    ).toBeInTheDocument();
    expect(
      main.getByRole('heading', { level: 1, name: 'Delivery information' }),
    ).toBeInTheDocument();
    expect(main.getByRole('listitem')).toHaveTextContent('Same day before 5 pm');
    expect(main.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919845012345');
    expect(main.queryByRole('link', { name: 'bad' })).not.toBeInTheDocument();
    expect(screen.getByRole('main').querySelector('script, img, [onerror]')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    await asSeller('/api/shop/page', { slug: 'delivery', markdown: '' });
  });

  it('shows the default Contact us and says so for a page that does not exist', async () => {
    const first = renderApp('/pages/contact');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact us' }),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('main')).findByRole('link', { name: 'help@kirana.example' }),
    ).toHaveAttribute('href', 'mailto:help@kirana.example');
    first.unmount();
    renderApp('/pages/about-us');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('says when an unsubscribe link is not valid or not complete', async () => {
    const first = renderApp('/unsubscribe?token=nope.AAAA');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid.',
    );
    first.unmount();
    renderApp('/unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent(/not complete/);
  });
});
