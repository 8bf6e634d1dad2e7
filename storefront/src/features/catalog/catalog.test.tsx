import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogue, productNamed } from '../../test/api-helpers.ts';
import { renderApp, topBar } from '../../test/render-app.tsx';
import { SEARCH_DEBOUNCE_MS } from './use-search-box.ts';

const productNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent ?? '');

describe('searching products', () => {
  it('lists every in-stock product on /products', async () => {
    const inStock = (await catalogue()).filter((product) => product.inStock);
    renderApp('/products');
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(inStock.length);
  });

  it('navigates to /products as you type and keeps names containing the text, in any case', async () => {
    const { user, location } = renderApp('/');
    await screen.findByRole('list', { name: 'Best Sellers' });
    await user.type(within(topBar()).getByRole('searchbox', { name: 'Search products' }), 'FRESH');
    await waitFor(() => expect(location()).toBe('/products?search=FRESH'));
    const list = await screen.findByRole('list', { name: 'Products' });
    const names = productNames(list);
    expect(names.length).toBeGreaterThanOrEqual(7);
    for (const name of names) expect(name.toLowerCase()).toContain('fresh');
    expect(screen.getByRole('status')).toHaveTextContent(`${names.length} products match`);
  });

  it('stays on a page the shopper opened before the typing was sent', async () => {
    const { user, location } = renderApp('/');
    const bestSellers = await screen.findByRole('list', { name: 'Best Sellers' });
    const [first] = within(bestSellers).getAllByRole('link');
    // Typed, then a product opened within the search's pause.
    await user.type(within(topBar()).getByRole('searchbox', { name: 'Search products' }), 'x');
    await user.click(first!);
    const productPage = location();
    expect(productPage).toMatch(/^\/products\/[a-z]+\/[\w-]+$/);
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2));
    expect(location()).toBe(productPage);
  });

  it('matches inside a word regardless of case ("veg pulao")', async () => {
    renderApp('/products?search=veg%20PULAO');
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(productNames(list)).toEqual(['Ready-to-Eat Veg Pulao']);
  });

  it('says so when nothing matches', async () => {
    renderApp('/products?search=zzzz');
    expect(await screen.findByText('No products match “zzzz”.')).toBeInTheDocument();
  });
});

describe('a category page', () => {
  it('lists the products of that category, matching the URL in any case', async () => {
    renderApp('/products/FRUITS');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fresh Fruits' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Fresh Fruits' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(5);
    for (const card of cards) expect(within(card).getByText('Fruits')).toBeInTheDocument();
  });

  it('says "No Products found in this category." for an unknown category', async () => {
    renderApp('/products/sweets');
    expect(await screen.findByText('No Products found in this category.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /products/i })).not.toBeInTheDocument();
  });
});

describe('a product page', () => {
  it('shows thumbnails, prices, bullets, weight and up to five related products', async () => {
    const tomatoes = await productNamed('Fresh Tomatoes');
    const { user } = renderApp(`/products/vegetables/${tomatoes._id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fresh Tomatoes' }),
    ).toBeInTheDocument();
    const thumbnails = within(screen.getByRole('list', { name: 'Product images' }));
    expect(thumbnails.getAllByRole('button')).toHaveLength(2);
    await user.click(thumbnails.getByRole('button', { name: 'Show image 2 of 2' }));
    expect(thumbnails.getByRole('button', { name: 'Show image 2 of 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('img', { name: 'Fresh Tomatoes' })).toHaveAttribute(
      'src',
      tomatoes.image[1],
    );
    expect(screen.getByText('Rs.34.50')).toBeInTheDocument();
    expect(screen.getByText('Rs.40.00')).toBeInTheDocument();
    expect(screen.getByText('Firm, ripe red tomatoes')).toBeInTheDocument();
    expect(screen.getByText(/Weight:/).parentElement).toHaveTextContent('Weight: 500 g');
    expect(screen.getAllByRole('img', { name: 'Rated 4 out of 5' })[0]).toHaveTextContent('(4)');
    const related = await screen.findByRole('list', { name: 'Related Products' });
    const names = productNames(related);
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(5);
    expect(names).not.toContain('Fresh Tomatoes');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Organic veggies',
    );
  });

  it('shows N/A for a product without a weight', async () => {
    const spinach = await productNamed('Spinach Bunch');
    renderApp(`/products/vegetables/${spinach._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Spinach Bunch' });
    expect(screen.getByText(/Weight:/).parentElement).toHaveTextContent('Weight: N/A');
  });

  it('Buy now adds the product and opens the cart', async () => {
    const bread = await productNamed('Whole Wheat Bread');
    const { user, location } = renderApp(`/products/bakery/${bread._id}`);
    await user.click(await screen.findByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(location()).toBe('/cart'));
    const lines = await screen.findByRole('list', { name: 'Cart items' });
    expect(within(lines).getByRole('link', { name: 'Whole Wheat Bread' })).toBeInTheDocument();
    expect(within(topBar()).getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });
});
