import { useQuery } from '@tanstack/react-query';
import { seedCategories } from '../../../config/categories.ts';
import { categoryQueries } from '../../../lib/api-client.ts';

/**
 * The shop's categories for the home page's tiles: the seed's while the list loads (what
 * the prerendered page shows, so hydration matches), then the shop's own.
 */
export function useCategoryTiles() {
  return useQuery({
    ...categoryQueries.list(),
    placeholderData: { success: true as const, categories: [...seedCategories] },
  });
}

/** The shop's categories as they are (no placeholder): a page must know whether one exists. */
export const useCategories = () => useQuery(categoryQueries.list());
