import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue, productNamed } from '../../test/api-helpers.ts';
import { renderApp, topBar } from '../../test/render-app.tsx';
import { SEARCH_DEBOUNCE_MS } from './use-search-box.ts';

const productNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent ?? '');

/** The catalogue page calls made so far (`/api/product/list?…`), as their query strings. */
function recordPageCalls(): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/api/product/list' && url.search) calls.push(url.searchParams);
    return realFetch(input, init);
  });
  return calls;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('all products, 24 at a time', () => {
  it('shows 24, then the rest with Load more, moving focus to the first new product', async () => {
    const inStock = (await catalogue()).filter((product) => product.inStock);
    expect(inStock.length).toBeGreaterThan(24);
    const { user } = renderApp('/products');
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 24 products');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')).toHaveLength(Math.min(48, inStock.length)),
    );
    const items = within(list).getAllByRole('listitem');
    await waitFor(() => expect(within(items[24]!).getAllByRole('link')[0]).toHaveFocus());
    if (inStock.length <= 48) {
      expect(screen.getByRole('status')).toHaveTextContent(
        `Showing ${inStock.length} products, that is all.`,
      );
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    }
    // Nobody repeated: the second page continues where the first ended.
    const names = productNames(list);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('searching products', () => {
  it('asks the server once per pause in typing, not once per letter', async () => {
    const calls = recordPageCalls();
    renderApp('/products');
    await screen.findByRole('list', { name: 'Products' });
    const box = within(topBar()).getByRole('searchbox', { name: 'Search products' });
    // The pause is the search box's own timer, run by the test: however slowly the machine
    // draws each letter, no pause passes between them unless the test says so.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const typed of ['t', 'to', 'tom', 'toma', 'tomat', 'tomato']) {
      fireEvent.change(box, { target: { value: typed } });
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    }
    expect(calls.map((params) => params.get('q'))).toEqual([null]);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await screen.findByText('Products matching “tomato”');
    // The previous answer stays on screen until the search's answer replaces it.
    await waitFor(() => {
      const names = productNames(screen.getByRole('list', { name: 'Products' }));
      expect(names).toContain('Fresh Tomatoes');
      for (const name of names) expect(name.toLowerCase()).toContain('tomato');
    });
    expect(calls.map((params) => params.get('q'))).toEqual([null, 'tomato']);
    expect(calls.every((params) => params.get('inStock') === 'true')).toBe(true);
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
    expect(screen.getByRole('status')).toHaveTextContent(
      `Showing ${names.length} products, that is all.`,
    );
  });

  it('stays on a page the shopper opened before the typing was sent', async () => {
    const { location } = renderApp('/');
    const bestSellers = await screen.findByRole('list', { name: 'Best Sellers' });
    const [first] = within(bestSellers).getAllByRole('link');
    // Typed, then a product opened within the search's pause (its timer run by the test).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(within(topBar()).getByRole('searchbox', { name: 'Search products' }), {
      target: { value: 'x' },
    });
    fireEvent.click(first!);
    const productPage = location();
    expect(productPage).toMatch(/^\/products\/[a-z]+\/[\w-]+$/);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    vi.useRealTimers();
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

  it('finds a product by a word in the shopper’s language (issue 30)', async () => {
    renderApp('/products?search=tamatar');
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(productNames(list)).toContain('Fresh Tomatoes');
  });

  it('finds a word one typo away, and says so', async () => {
    renderApp('/products?search=tomatos');
    expect(
      await screen.findByText('No exact match for “tomatos”: products with words close to it'),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(productNames(list)).toContain('Fresh Tomatoes');
  });

  it('suggests the nearest products when nothing matches', async () => {
    renderApp('/products?search=mlk');
    const milk = await screen.findByRole('link', { name: 'Toned Milk' });
    expect(milk.closest('p')).toHaveTextContent(/^No products match “mlk”\. Did you mean /);
    expect(milk).toHaveAttribute('href', expect.stringMatching(/^\/products\/dairy\//));
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

  it('shows each card’s pack size under its name', async () => {
    renderApp('/products/vegetables');
    const tomatoes = await screen.findByRole('article', { name: 'Fresh Tomatoes' });
    const heading = within(tomatoes).getByRole('heading', { name: 'Fresh Tomatoes' });
    expect(heading.nextElementSibling).toHaveTextContent(/^500 g$/);
  });

  it('says "No Products found in this category." for an unknown category', async () => {
    renderApp('/products/sweets');
    expect(await screen.findByText('No Products found in this category.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /products/i })).not.toBeInTheDocument();
  });
});

describe('a product page', () => {
  it('shows thumbnails, prices, bullets, pack size and up to five related products', async () => {
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
    expect(screen.getByText(/Pack size:/).parentElement).toHaveTextContent('Pack size: 500 g');
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

  it('shows N/A for a product without a pack size', async () => {
    const spinach = await productNamed('Spinach Bunch');
    renderApp(`/products/vegetables/${spinach._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Spinach Bunch' });
    expect(screen.getByText(/Pack size:/).parentElement).toHaveTextContent('Pack size: N/A');
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
