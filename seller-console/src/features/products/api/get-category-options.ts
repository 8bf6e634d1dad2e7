import { useQuery } from '@tanstack/react-query';
import { categoryQueries } from '../../../lib/api-client.ts';

/**
 * The category select's choices: the shop's active categories in their order, and the
 * product's own when it has been retired since (so an edit can keep it). While the list
 * loads or fails, the placeholder and hint say so.
 */
export function useCategoryOptions(storedCategory?: string) {
  const list = useQuery(categoryQueries.list());
  const names = (list.data ?? []).map((category) => category.name);
  if (storedCategory && !names.includes(storedCategory)) names.push(storedCategory);
  const options = names.map((name) => ({
    value: name,
    label:
      name === storedCategory && list.data && !list.data.some((c) => c.name === name)
        ? `${name} (retired)`
        : name,
  }));
  return {
    options,
    placeholder: list.isPending ? 'Loading categories…' : 'Select category',
    hint: list.isError
      ? `The categories could not be loaded: ${list.error.message}`
      : list.data?.length === 0
        ? 'No categories yet: add one on the Categories screen.'
        : undefined,
  };
}
