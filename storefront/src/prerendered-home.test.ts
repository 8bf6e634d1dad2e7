import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { activateLanguage } from '@kirana/ui-kit/lib/i18n';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { seedCategories } from './config/categories.ts';
import { catalogues } from './lib/i18n.ts';
import { highlights } from './config/highlights.ts';

// Reads the production build: Nx builds the storefront before its tests (the `test` target
// depends on `build` in package.json), so this checks what `vite build` really wrote.
const built = (page = 'index.html') => join(import.meta.dirname, '..', 'dist', page);

function builtPage(page?: string): Document {
  if (!existsSync(built(page))) {
    throw new Error(
      `storefront/dist/${page ?? 'index.html'} is missing: run \`npx nx run @kirana/storefront:test\`, which builds first.`,
    );
  }
  return new DOMParser().parseFromString(readFileSync(built(page), 'utf8'), 'text/html');
}

/** The home page's one module script, the starter. */
function builtStarter(): string {
  const src = builtPage().querySelector('script[type="module"]')?.getAttribute('src') ?? '';
  return readFileSync(join(import.meta.dirname, '..', 'dist', src), 'utf8');
}

function prerenderedRoot(page?: string): HTMLElement {
  const root = builtPage(page).getElementById('root');
  if (!root) throw new Error('the built index.html has no #root');
  return root;
}

const text = (element: Element | null) => element?.textContent?.trim() ?? '';

describe('the built index.html', () => {
  const root = prerenderedRoot();

  it('holds the home page, marked for hydration on /', () => {
    expect(root.dataset.prerendered).toBe('/');
    expect(text(root.querySelector('h1'))).toBe('Freshness You Can Trust, Savings You will Love!');
    const banner = root.querySelector('section[aria-labelledby="home-banner-title"]');
    expect(banner?.querySelector('img')?.getAttribute('src')).toMatch(/^\/assets\/.+\.svg$/);
    expect(banner?.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    const links = [...(banner?.querySelectorAll('a') ?? [])].map((link) => text(link));
    expect(links).toEqual(['Shop now', 'Explore deals']);
  });

  it('has the top bar and the footer', () => {
    const header = root.querySelector('header');
    expect(header?.querySelector('a[aria-label="Kirana home"]')).not.toBeNull();
    expect(header?.querySelector('nav[aria-label="Main"]')).not.toBeNull();
    expect(header?.querySelector('input[type="search"]')).not.toBeNull();
    // Nothing the browser alone knows: an empty cart and no Login until the session answers.
    expect(header?.querySelector('a[href="/cart"]')?.getAttribute('aria-label')).toBe(
      'Cart, 0 items',
    );
    expect(text(header)).not.toContain('Login');
    const footer = root.querySelector('footer');
    expect(footer?.querySelector('nav[aria-label="Footer"]')).not.toBeNull();
    expect(text(footer)).toContain('help@kirana.example');
    // Every footer link leads somewhere; Follow Us waits for the shop's own links.
    const hrefs = [...(footer?.querySelectorAll('nav a') ?? [])].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/pages/delivery');
    expect(hrefs).toContain('/my-orders');
    expect(hrefs).not.toContain('#');
    expect(text(footer)).not.toContain('Follow Us');
  });

  const tilesOf = (page: HTMLElement) =>
    [...page.querySelectorAll('section[aria-labelledby="categories-title"] a')].map((tile) => [
      text(tile),
      tile.getAttribute('href'),
    ]);

  it('has the seed’s seven category tiles, which the shop’s own list replaces once loaded', () => {
    const seeds = seedCategories(i18n);
    expect(tilesOf(root)).toEqual(
      seeds.map((category) => [category.text, `/products/${category.path}`]),
    );
    const tiles = [...root.querySelectorAll('section[aria-labelledby="categories-title"] a')];
    expect(tiles.map((tile) => tile.querySelector('img')?.getAttribute('src'))).toEqual(
      seeds.map(() => expect.stringMatching(/^(data:image\/svg\+xml|\/assets\/)/)),
    );
  });

  it('has the seed’s tiles in Hindi on the Hindi page, at the same addresses', async () => {
    await activateLanguage('hi', catalogues);
    const tiles = tilesOf(prerenderedRoot('hi/index.html'));
    expect(tiles[0]).toEqual(['ऑर्गेनिक सब्ज़ियाँ', '/products/vegetables']);
    expect(tiles).toEqual(
      seedCategories(i18n).map((category) => [category.text, `/products/${category.path}`]),
    );
  });

  it('has the four highlights', () => {
    const section = root.querySelector('section[aria-labelledby="why-best-title"]');
    expect(text(section?.querySelector('h2') ?? null)).toBe('Why We Are The Best?');
    for (const highlight of highlights) {
      expect(text(section)).toContain(highlight.title);
      expect(text(section)).toContain(highlight.description);
    }
  });

  it('shows Best Sellers loading, since products come from the API at run time', () => {
    const bestSellers = root.querySelector('section[aria-labelledby="best-sellers-title"]');
    expect(text(bestSellers?.querySelector('h2') ?? null)).toBe('Best Sellers');
    const skeleton = bestSellers?.querySelector('[aria-busy="true"]');
    expect(skeleton?.getAttribute('aria-label')).toBe('Best Sellers');
    expect(bestSellers?.querySelector('ul[aria-label="Best Sellers"]')).toBeNull();
  });

  it('starts the app through the starter, which imports the entry chunk', () => {
    const scripts = [...builtPage().querySelectorAll('script[type="module"]')];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toMatch(/^\/assets\/start-[\w-]+\.js$/);
    expect(builtStarter()).toMatch(/import\([`"']\.\/index-[\w-]+\.js[`"']\)/);
  });

  it('names no web font until the starter has seen the banner painted', () => {
    const html = builtPage().documentElement;
    expect(html.dataset.fonts).toBe('after-paint');
    expect(builtPage('hi/index.html').documentElement.dataset.fonts).toBe('after-paint');
    // Another page's first paint has no banner to wait for.
    expect(builtPage('shell.html').documentElement.dataset.fonts).toBeUndefined();
    expect(builtStarter()).toMatch(/removeAttribute\([`"']data-fonts[`"']\)/);
    const assets = join(import.meta.dirname, '..', 'dist', 'assets');
    const theme = readdirSync(assets)
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('');
    expect(theme).toMatch(/html\[data-fonts=["']?after-paint["']?\]\{--font-sans:[^}]*\}/);
  });
});

describe('the built Hindi catalogues', () => {
  const assets = join(import.meta.dirname, '..', 'dist', 'assets');
  const messagesOf = async (file: string): Promise<Record<string, unknown>> => {
    const module = (await import(/* @vite-ignore */ pathToFileURL(join(assets, file)).href)) as {
      [name: string]: Record<string, unknown>;
    };
    // A catalogue chunk exports one thing, its messages (under a minified name).
    return Object.values(module)[0] ?? {};
  };

  it('preload the words of the code the page starts with, and leave the rest for later', async () => {
    const preloaded = [...builtPage('hi/index.html').querySelectorAll('link[rel="modulepreload"]')]
      .map((link) => link.getAttribute('href')?.replace('/assets/', '') ?? '')
      .filter((file) => file.startsWith('hi-'));
    const parts = readdirSync(assets).filter((file) => /^hi-[\w-]+\.js$/.test(file));
    // The kit's and the storefront's, each in two parts.
    expect(preloaded).toHaveLength(2);
    expect(parts).toHaveLength(4);
    const first = Object.assign({}, ...(await Promise.all(preloaded.map(messagesOf))));
    const all = Object.assign({}, ...(await Promise.all(parts.map(messagesOf))));
    // The entry chunk says each message as `id:"…"` (minified: a template literal).
    const entry = readdirSync(assets).find((file) => /^index-[\w-]+\.js$/.test(file)) ?? '';
    const code = readFileSync(join(assets, entry), 'utf8');
    const said = [...code.matchAll(/\bid:[`"']([\w+/=-]{6})[`"']/g)].map((match) => match[1] ?? '');
    expect(said.length).toBeGreaterThan(50);
    const late = said.filter((id) => id in all && !(id in first));
    expect(late, 'words of the first page left for later').toEqual([]);
    // Every other screen's words are not the first page's download.
    expect(Object.keys(first).length).toBeLessThan(Object.keys(all).length / 2);
  });
});
