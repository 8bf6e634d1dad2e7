import type { StoreCategory } from '@kirana/api/contract/category';
import { Button } from '@kirana/ui-kit/button';
import { EmptyState } from '@kirana/ui-kit/empty-state';
import { toast } from '@kirana/ui-kit/toaster';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { categoryQueries } from '../../../lib/api-client.ts';
import { useCategoryChange } from '../api/use-category-change.ts';
import { CategoryForm } from './category-form.tsx';
import { CategoryRow } from './category-row.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

/** `ids` with the one at `index` swapped with its neighbour in `direction`. */
function moved(ids: readonly string[], index: number, direction: -1 | 1): string[] {
  const other = index + direction;
  return ids.map((id, i) => (i === index ? ids[other] : i === other ? ids[index] : id) ?? id);
}

/**
 * The shop's categories in their order, retired ones too: add, edit, move, retire, restore
 * and delete (only an empty one; the API says how many products stop it).
 */
export function CategoryManager() {
  const list = useQuery(categoryQueries.withRetired());
  const change = useCategoryChange<unknown>();
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useLingui();

  function run(call: () => Promise<unknown>, done: string) {
    setProblem(null);
    change.mutate(call, {
      onSuccess: () => toast.success(done),
      onError: (error) => setProblem(error.message),
    });
  }

  const finish = (saved?: string) => {
    setEditing(null);
    setProblem(null);
    if (saved) toast.success(saved);
  };

  if (list.isPending) return <PageLoading label={t`Loading the categories`} />;
  if (list.isError)
    return (
      <ErrorPanel
        title={t`The categories could not be loaded`}
        message={list.error.message}
        onRetry={() => void list.refetch()}
      />
    );
  const categories: StoreCategory[] = list.data;
  const ids = categories.map((category) => category.id);

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <p className="text-sm text-ink-muted">
        <Trans>
          Shoppers see the active categories as tiles on the home page, in this order. A retired
          category is hidden from them; its products keep it. Only a category without products can
          be deleted.
        </Trans>
      </p>
      <div>
        {editing === 'new' ? (
          <CategoryForm onDone={finish} />
        ) : (
          <Button onClick={() => setEditing('new')}>
            <Trans>Add category</Trans>
          </Button>
        )}
      </div>
      {problem ? (
        <p
          role="alert"
          className="rounded-control border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger"
        >
          {problem}
        </p>
      ) : null}
      {categories.length === 0 ? (
        <EmptyState
          title={t`No categories yet`}
          description={t`Add one: products need a category before they can be added.`}
        />
      ) : (
        <ol aria-label={t`Categories`} className="flex flex-col">
          {categories.map((category, index) => {
            const { name } = category;
            return editing === category.id ? (
              <li key={category.id} className="py-3">
                <CategoryForm category={category} onDone={finish} />
              </li>
            ) : (
              <CategoryRow
                key={category.id}
                category={category}
                first={index === 0}
                last={index === categories.length - 1}
                busy={change.isPending}
                onMove={(direction) =>
                  run(
                    () => categoryQueries.reorder(moved(ids, index, direction)),
                    direction < 0 ? t`${name} moved up` : t`${name} moved down`,
                  )
                }
                onEdit={() => setEditing(category.id)}
                onRetire={(retired) =>
                  run(
                    () => categoryQueries.retire(category.id, retired),
                    retired ? t`${name} retired: shoppers no longer see it` : t`${name} restored`,
                  )
                }
                onDelete={() => run(() => categoryQueries.remove(category.id), t`${name} deleted`)}
              />
            );
          })}
        </ol>
      )}
    </div>
  );
}
