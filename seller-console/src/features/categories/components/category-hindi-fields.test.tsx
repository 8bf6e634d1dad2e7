import type { CategoryListResponse, CategoryResponse } from '@kirana/api/contract/category';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API_URL } from '../../../config/env.ts';
import { signInSellerForEachTest } from '../../../test/browser-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

signInSellerForEachTest();

// The API is shared with the other files running at the same time: these tests only
// change categories they made themselves.
const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 6)}`;

async function addCategory(body: unknown) {
  const response = await fetch(`${API_URL}/api/category/add`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as CategoryResponse).category;
}

/** The category as the seller's list has it: the original with its stored translations. */
const stored = async (name: string) =>
  (
    (await (
      await fetch(`${API_URL}/api/category/list?all=true`, { credentials: 'include' })
    ).json()) as CategoryListResponse
  ).categories.find((category) => category.name === name);

const list = () => screen.findByRole('list', { name: 'Categories' });

describe('the Hindi name and tile text of a category', () => {
  it('shows the stored ones, marked as Hindi, and saves a change', async () => {
    const name = unique('Spices');
    await addCategory({
      name,
      text: 'Masala Box',
      translations: { hi: { label: 'मसाले', text: 'मसाला डिब्बा' } },
    });
    const { user } = renderApp('/categories');
    const row = (await within(await list()).findByText(name)).closest('li')!;
    expect(within(row).getByText('मसाले')).toHaveAttribute('lang', 'hi');

    await user.click(within(row).getByRole('button', { name: `Edit ${name}` }));
    const form = screen.getByRole('form', { name: `Edit ${name}` });
    const labelHi = within(form).getByRole('textbox', { name: 'Name in Hindi' });
    const textHi = within(form).getByRole('textbox', { name: 'Tile text in Hindi' });
    expect(labelHi).toHaveValue('मसाले');
    expect(labelHi).toHaveAttribute('lang', 'hi');
    expect(textHi).toHaveValue('मसाला डिब्बा');
    expect(textHi).toHaveAttribute('lang', 'hi');

    await user.clear(labelHi);
    await user.type(labelHi, 'गरम मसाले');
    await user.clear(textHi);
    await user.click(within(form).getByRole('button', { name: 'Save category' }));

    expect(await screen.findByText(`${name} saved`)).toBeInTheDocument();
    expect((await stored(name))?.translations).toEqual({
      hi: { label: 'गरम मसाले', text: null },
    });
    expect(await within(await list()).findByText('गरम मसाले')).toBeInTheDocument();
  });

  it('adds a category with its Hindi name and tile text', async () => {
    const name = unique('Pooja Needs');
    const { user } = renderApp('/categories');
    await user.click(await screen.findByRole('button', { name: 'Add category' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), name);
    await user.type(screen.getByRole('textbox', { name: 'Name in Hindi' }), 'पूजा सामग्री');
    await user.type(screen.getByRole('textbox', { name: 'Tile text in Hindi' }), 'पूजा का सामान');
    await user.click(screen.getByRole('button', { name: 'Save category' }));

    expect(await screen.findByText(`${name} added`)).toBeInTheDocument();
    expect((await stored(name))?.translations).toEqual({
      hi: { label: 'पूजा सामग्री', text: 'पूजा का सामान' },
    });
  });

  it('points at a Hindi name that is too long', async () => {
    const name = unique('Long Hindi');
    await addCategory({ name });
    const { user } = renderApp('/categories');
    await within(await list()).findByText(name);
    await user.click(screen.getByRole('button', { name: `Edit ${name}` }));
    const labelHi = screen.getByRole('textbox', { name: 'Name in Hindi' });
    // maxLength stops typing, so the value is set the way a paste past it would not be.
    labelHi.removeAttribute('maxlength');
    await user.type(labelHi, 'क'.repeat(41));
    await user.click(screen.getByRole('button', { name: 'Save category' }));

    expect(labelHi).toHaveAccessibleDescription(/at most 40 characters/);
    expect(labelHi).toHaveFocus();
    expect((await stored(name))?.translations).toEqual({});
  });
});
