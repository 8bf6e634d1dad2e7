import { useQuery } from '@tanstack/react-query';
import { categoryQueries } from '../../../lib/api-client.ts';
import { useLingui } from '@lingui/react/macro';

/**
 * The category select's choices: the shop's active categories in their order, and the
 * product's own when it has been retired since (so an edit can keep it). While the list
 * loads or fails, the placeholder and hint say so.
 */
export function useCategoryOptions(storedCategory?: string) {
  const { t } = useLingui();
  const list = useQuery(categoryQueries.list());
  // The API's (or the network's) words for why the list failed.
  const problem = list.error?.message;
  const names = (list.data ?? []).map((category) => category.name);
  // Each choice reads in the console's language; its value stays the name products carry.
  const labels = new Map((list.data ?? []).map((category) => [category.name, category.label]));
  if (storedCategory && !names.includes(storedCategory)) names.push(storedCategory);
  const options = names.map((name) => ({
    value: name,
    label:
      name === storedCategory && list.data && !list.data.some((c) => c.name === name)
        ? t`${name} (retired)`
        : (labels.get(name) ?? name),
  }));
  return {
    options,
    placeholder: list.isPending ? t`Loading categories…` : t`Select category`,
    hint: problem
      ? t`The categories could not be loaded: ${problem}`
      : list.data?.length === 0
        ? t`No categories yet: add one on the Categories screen.`
        : undefined,
  };
}

/**
 * A category's name as the seller reads it in the console's language (the list's `label`):
 * products carry the original name. A name the list lacks (retired) shows as it is.
 */
export function useCategoryLabel(): (name: string) => string {
  const { data } = useQuery(categoryQueries.list());
  return (name) => data?.find((category) => category.name === name)?.label ?? name;
}
