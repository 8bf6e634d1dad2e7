import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { categoryQueries } from './api-client.ts';

/**
 * A category's name as the shopper reads it. Products and order lines carry the original
 * name (the link and the filter go by it); the shop's list, the same query the catalogue's
 * `useCategories` makes, answers each one's `label` in the page's language. Here, not in a
 * feature, since the catalogue and the orders both show it. A name the list lacks (a
 * retired or renamed category, or the list still on its way) shows as it is.
 */
export function useCategoryLabel(): (name: string) => string {
  const { data } = useQuery(categoryQueries.list());
  return useCallback(
    (name: string) => data?.find((category) => category.name === name)?.label ?? name,
    [data],
  );
}
