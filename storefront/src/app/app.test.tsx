import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, topBar, waitForSessionCheck } from '../test/render-app.tsx';

describe('the storefront layout', () => {
  it('has the top bar links, search, cart and Login, and nothing of the seller', async () => {
    renderApp('/');
    await waitForSessionCheck();
    const bar = within(topBar());
    const nav = within(bar.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'All Product' })).toHaveAttribute('href', '/products');
    expect(nav.getByRole('link', { name: 'Contact' })).toBeInTheDocument();
    expect(bar.getByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
    expect(bar.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(bar.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(links.filter((href) => /seller/i.test(href))).toEqual([]);
  });

  it('has a footer whose links all lead to real pages, Follow Us only once the shop has links', async () => {
    renderApp('/');
    const footer = within(await screen.findByRole('navigation', { name: 'Footer' }));
    for (const title of ['Quick Links', 'Need help?']) {
      expect(footer.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(footer.queryByRole('heading', { name: 'Follow Us' })).not.toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Offers & Deals' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(footer.getByRole('link', { name: 'Delivery information' })).toHaveAttribute(
      'href',
      '/pages/delivery',
    );
    expect(footer.getByRole('link', { name: 'Return & refund policy' })).toHaveAttribute(
      'href',
      '/pages/returns',
    );
    expect(footer.getByRole('link', { name: 'Payment methods' })).toHaveAttribute(
      'href',
      '/pages/payment-methods',
    );
    expect(footer.getByRole('link', { name: 'Track your order' })).toHaveAttribute(
      'href',
      '/my-orders',
    );
    expect(footer.getAllByRole('link', { name: 'Contact us' })[0]).toHaveAttribute(
      'href',
      '/pages/contact',
    );
    expect(footer.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/pages/faqs');
    for (const link of footer.getAllByRole('link')) expect(link).not.toHaveAttribute('href', '#');
  });
});

describe('the home page', () => {
  it('shows the banner, categories, five best sellers, the highlights and the newsletter', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Freshness You Can Trust, Savings You will Love!',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Shop now/ })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Explore deals' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.getByRole('link', { name: 'Organic veggies' })).toHaveAttribute(
      'href',
      '/products/vegetables',
    );
    expect(screen.getByRole('link', { name: 'Grains & Cereals' })).toHaveAttribute(
      'href',
      '/products/grains',
    );
    const bestSellers = await screen.findByRole('list', { name: 'Best Sellers' });
    expect(within(bestSellers).getAllByRole('listitem')).toHaveLength(5);
    expect(within(bestSellers).getAllByText(/^Rs\.\d/).length).toBeGreaterThanOrEqual(5);
    for (const title of [
      'Fastest Delivery',
      'Freshness Guaranteed',
      'Affordable Prices',
      'Trusted by Thousands',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email');
    for (const image of screen.getAllByRole('img')) {
      if (image.tagName === 'IMG') expect(image).toHaveAttribute('alt');
    }
  });
});

describe('routes', () => {
  it('match case-insensitively: /Cart is the cart', async () => {
    renderApp('/Cart');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Shopping Cart/ }),
    ).toBeInTheDocument();
  });

  it('shows a not-found page for unknown paths, /seller included', async () => {
    renderApp('/seller');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  });
});
