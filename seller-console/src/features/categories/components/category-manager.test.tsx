import type { CategoryListResponse, CategoryResponse } from '@kirana/api/contract/category';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API_URL } from '../../../config/env.ts';
import { addProductInPage, signInSellerForEachTest } from '../../../test/browser-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

signInSellerForEachTest();

// The API is shared with the other files running at the same time: these tests only
// change categories they made themselves.
const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 6)}`;

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

const addCategory = async (name: string) =>
  (await post<CategoryResponse>('/api/category/add', { name })).category;

const storedNames = async () =>
  (
    (await (
      await fetch(`${API_URL}/api/category/list?all=true`, { credentials: 'include' })
    ).json()) as CategoryListResponse
  ).categories.map((category) => category.name);

const list = () => screen.findByRole('list', { name: 'Categories' });

describe('the Categories screen', () => {
  it('is in the navigation and lists the shop’s categories with their paths', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Categories' }));
    expect(await screen.findByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    const rows = within(await list()).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Vegetables')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('/products/vegetables')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Move Vegetables up' })).toBeDisabled();
  });

  it('adds a category through the form, checking the path first', async () => {
    const name = unique('Pooja Items');
    const { user } = renderApp('/categories');
    await user.click(await screen.findByRole('button', { name: 'Add category' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), name);
    const path = screen.getByRole('textbox', { name: 'Path' });
    await user.type(path, 'Pooja Items');
    await user.type(screen.getByRole('textbox', { name: 'Colour' }), '#f1e3f9');
    await user.click(screen.getByRole('button', { name: 'Save category' }));
    expect(path).toHaveAccessibleDescription(
      expect.stringMatching(/Path must be a lowercase slug/),
    );
    expect(path).toHaveFocus();

    await user.clear(path);
    await user.click(screen.getByRole('button', { name: 'Save category' }));
    expect(await screen.findByText(`${name} added`)).toBeInTheDocument();
    const row = within(await list())
      .getByText(name)
      .closest('li')!;
    expect(
      within(row).getByText(`/products/${name.toLowerCase().replace(/ /g, '-')}`),
    ).toBeInTheDocument();
    expect(await storedNames()).toContain(name);
  });

  it('says why a name is refused', async () => {
    const { user } = renderApp('/categories');
    await user.click(await screen.findByRole('button', { name: 'Add category' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'dairy');
    await user.click(screen.getByRole('button', { name: 'Save category' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A category named "dairy" already exists.',
    );
  });

  it('moves a category up with the keyboard, retires and restores it', async () => {
    const name = unique('Stationery');
    await addCategory(name);
    const { user } = renderApp('/categories');
    await within(await list()).findByText(name);
    const before = await storedNames();
    const up = screen.getByRole('button', { name: `Move ${name} up` });
    up.focus();
    await user.keyboard('{Enter}');
    await waitFor(async () => {
      const after = await storedNames();
      expect(after.indexOf(name)).toBe(before.indexOf(name) - 1);
    });
    expect(await screen.findByText(`${name} moved up`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Retire ${name}` }));
    const restore = await screen.findByRole('button', { name: `Restore ${name}` });
    const row = restore.closest('li')!;
    expect(within(row).getByText('Retired')).toBeInTheDocument();
    await user.click(restore);
    expect(await screen.findByRole('button', { name: `Retire ${name}` })).toBeInTheDocument();
  });

  it('shows why a category with products cannot be deleted, and deletes an empty one', async () => {
    const full = unique('Hardware');
    await addCategory(full);
    await addProductInPage({ name: unique('Hammer'), category: full });
    const empty = unique('Empty Shelf');
    await addCategory(empty);
    const { user } = renderApp('/categories');
    await within(await list()).findByText(full);
    await user.click(screen.getByRole('button', { name: `Delete ${full}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${full} has 1 product: retire it instead.`,
    );
    await user.click(screen.getByRole('button', { name: `Delete ${empty}` }));
    await waitFor(() => expect(screen.queryByText(empty)).toBeNull());
    expect(await storedNames()).not.toContain(empty);
  });

  it('renames a category in place', async () => {
    const name = unique('Snacks');
    await addCategory(name);
    const { user } = renderApp('/categories');
    await within(await list()).findByText(name);
    await user.click(screen.getByRole('button', { name: `Edit ${name}` }));
    const form = screen.getByRole('form', { name: `Edit ${name}` });
    const field = within(form).getByRole('textbox', { name: 'Name' });
    await user.clear(field);
    await user.type(field, `${name} & Namkeen`);
    await user.click(within(form).getByRole('button', { name: 'Save category' }));
    expect(await within(await list()).findByText(`${name} & Namkeen`)).toBeInTheDocument();
  });
});
