import type { SynonymListResponse } from '@kirana/api/contract/search';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API_URL } from '../../../config/env.ts';
import { signInSellerForEachTest } from '../../../test/browser-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

signInSellerForEachTest();

// The API is shared with the other files running at the same time: these tests only
// change words they made themselves.
const unique = (word: string) => `${word}${Math.random().toString(36).slice(2, 6)}`;

const stored = async () =>
  (
    (await (
      await fetch(`${API_URL}/api/search/synonyms`, { credentials: 'include' })
    ).json()) as SynonymListResponse
  ).synonyms;

const table = () => screen.findByRole('table', { name: 'Search words and what they find' });
const rowOf = async (word: string) =>
  within(await table())
    .getByRole('rowheader', { name: word })
    .closest('tr')!;

describe('the Search words screen', () => {
  it('is in the navigation and lists the seeded words with what they find', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Search words' }));
    expect(await screen.findByRole('heading', { name: 'Search words' })).toBeInTheDocument();
    await user.type(await screen.findByRole('searchbox', { name: 'Filter the words' }), 'doodh');
    expect(within(await rowOf('doodh')).getByRole('cell', { name: 'milk' })).toBeInTheDocument();
  });

  it('adds, edits and deletes a word, checking it first', async () => {
    const word = unique('kulfi');
    const { user } = renderApp('/search-words');
    await user.click(await screen.findByRole('button', { name: 'Add search word' }));
    const form = screen.getByRole('form', { name: 'New search word' });
    await user.type(within(form).getByRole('textbox', { name: /Word shoppers type/ }), word);
    await user.click(within(form).getByRole('button', { name: 'Add word' }));
    const meanings = within(form).getByRole('textbox', { name: /Finds products named/ });
    expect(meanings).toHaveAccessibleDescription(
      expect.stringMatching(/Give at least one meaning/),
    );
    expect(meanings).toHaveFocus();

    await user.type(meanings, 'Milk, ice cream');
    await user.click(within(form).getByRole('button', { name: 'Add word' }));
    expect(await screen.findByText(`${word} added`)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Filter the words' }), word);
    expect(within(await rowOf(word)).getByRole('cell', { name: 'ice cream, milk' })).toBeVisible();
    expect(await stored()).toContainEqual({ word, meanings: ['ice cream', 'milk'] });

    await user.click(within(await rowOf(word)).getByRole('button', { name: `Edit ${word}` }));
    const edit = screen.getByRole('form', { name: `Edit ${word}` });
    const editMeanings = within(edit).getByRole('textbox', { name: /Finds products named/ });
    await user.clear(editMeanings);
    await user.type(editMeanings, 'curd');
    await user.click(within(edit).getByRole('button', { name: 'Save word' }));
    expect(await screen.findByText(`${word} saved`)).toBeInTheDocument();
    expect(within(await rowOf(word)).getByRole('cell', { name: 'curd' })).toBeVisible();

    await user.click(within(await rowOf(word)).getByRole('button', { name: `Delete ${word}` }));
    expect(await screen.findByText(`${word} deleted`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No word matches the filter')).toBeVisible());
    expect((await stored()).map((s) => s.word)).not.toContain(word);
  });

  it('refuses a word with other characters before sending it', async () => {
    const { user } = renderApp('/search-words');
    await user.click(await screen.findByRole('button', { name: 'Add search word' }));
    const form = screen.getByRole('form', { name: 'New search word' });
    await user.type(within(form).getByRole('textbox', { name: /Word shoppers type/ }), 'doo%dh');
    await user.type(within(form).getByRole('textbox', { name: /Finds products named/ }), 'milk');
    await user.click(within(form).getByRole('button', { name: 'Add word' }));
    expect(
      within(form).getByRole('textbox', { name: /Word shoppers type/ }),
    ).toHaveAccessibleDescription(expect.stringMatching(/only letters, digits/));
  });
});
