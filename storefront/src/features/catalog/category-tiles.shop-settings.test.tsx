import type { CategoryResponse } from '@kirana/api/contract/category';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiPost } from '../../lib/api-client.ts';
import { renderApp } from '../../test/render-app.tsx';

// New and retired categories change every page's tiles, so this file runs on an API of its
// own (vitest.config.ts, with the shop's other settings).

const made: string[] = [];

async function asSeller<T>(path: string, body: unknown): Promise<T> {
  await apiPost('/api/seller/login', inject('testSeller'));
  return apiPost<T>(path, body);
}

async function addCategory(body: Record<string, unknown>) {
  const { category } = await asSeller<CategoryResponse>('/api/category/add', body);
  made.push(category.id);
  return category;
}

beforeAll(async () => {
  await addCategory({ name: 'Pooja Items', text: 'Pooja & Festive', colour: '#F1E3F9' });
  const retired = await addCategory({ name: 'Stationery' });
  await asSeller('/api/category/retire', { id: retired.id, retired: true });
});

afterAll(async () => {
  for (const id of made) await asSeller('/api/category/delete', { id });
});

const tiles = () => screen.getByRole('region', { name: 'Categories' });

describe('the category tiles', () => {
  it('come from the shop’s list: a new one without a picture, no retired one', async () => {
    renderApp('/');
    const pooja = await within(tiles()).findByRole('link', { name: 'Pooja & Festive' });
    expect(pooja).toHaveAttribute('href', '/products/pooja-items');
    expect(pooja).toHaveStyle({ backgroundColor: '#F1E3F9' });
    expect(pooja.querySelector('img')).toBeNull();
    const veggies = within(tiles()).getByRole('link', { name: 'Organic veggies' });
    expect(veggies.querySelector('img')?.getAttribute('src')).toMatch(
      /\/images\/demo\/category-vegetables\.svg$/,
    );
    expect(within(tiles()).queryByRole('link', { name: 'Stationery' })).toBeNull();
    expect(within(tiles()).getAllByRole('link')).toHaveLength(8);
  });

  it('lead to the category’s page by its path', async () => {
    const { user } = renderApp('/');
    await user.click(await within(tiles()).findByRole('link', { name: 'Pooja & Festive' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pooja & Festive' })).toBeVisible();
    expect(await screen.findByText('No Products found in this category.')).toBeInTheDocument();
  });

  it('has no page for a retired category', async () => {
    renderApp('/products/stationery');
    expect(await screen.findByText('No Products found in this category.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('stationery');
  });
});
