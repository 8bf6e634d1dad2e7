import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { seedCategories } from '../../../config/categories.ts';
import { categoryQueries } from '../../../lib/api-client.ts';

/**
 * The shop's categories for the home page's tiles: the seed's while the list loads (what
 * the prerendered page shows, so hydration matches), then the shop's own.
 */
export function useCategoryTiles() {
  const { i18n } = useLingui();
  // In the page's language (the prerendered Hindi page has Hindi tiles); one per language.
  const placeholder = useMemo(
    () => ({ success: true as const, categories: seedCategories(i18n) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the words change with the locale
    [i18n, i18n.locale],
  );
  return useQuery({ ...categoryQueries.list(), placeholderData: placeholder });
}

/** The shop's categories as they are (no placeholder): a page must know whether one exists. */
export const useCategories = () => useQuery(categoryQueries.list());
