import type { Synonym } from '@kirana/api/contract/search';
import { Button } from '@kirana/ui-kit/button';
import { EmptyState } from '@kirana/ui-kit/empty-state';
import { Field } from '@kirana/ui-kit/field';
import { Input } from '@kirana/ui-kit/input';
import { toast } from '@kirana/ui-kit/toaster';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { searchQueries } from '../../../lib/api-client.ts';
import { useSynonymChange } from '../api/use-synonym-change.ts';
import { SynonymForm } from './synonym-form.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

const matches = (synonym: Synonym, filter: string) =>
  synonym.word.includes(filter) || synonym.meanings.some((meaning) => meaning.includes(filter));

/**
 * The words shoppers type and what they find ("doodh" finds milk): the list, a filter,
 * add, edit and delete.
 */
export function SearchWordsManager() {
  const list = useQuery(searchQueries.synonyms());
  const remove = useSynonymChange();
  const [editing, setEditing] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useLingui();

  const finish = (saved?: string) => {
    setEditing(null);
    setProblem(null);
    if (saved) toast.success(saved);
  };

  function deleteWord(word: string) {
    setProblem(null);
    remove.mutate(
      { action: 'delete', word },
      {
        onSuccess: () => toast.success(t`${word} deleted`),
        onError: (error) => setProblem(error.message),
      },
    );
  }

  if (list.isPending) return <PageLoading label={t`Loading the search words`} />;
  if (list.isError)
    return (
      <ErrorPanel
        title={t`The search words could not be loaded`}
        message={list.error.message}
        onRetry={() => void list.refetch()}
      />
    );
  const wanted = filter.trim().toLowerCase();
  const { rows, max } = list.data;
  const shown = wanted ? list.data.synonyms.filter((s) => matches(s, wanted)) : list.data.synonyms;

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <p className="text-sm text-ink-muted">
        <Trans>
          A shopper who searches for a word on this list also finds the products named with the
          words it means: “doodh” finds Toned Milk. {rows} of {max} word–meaning pairs used.
        </Trans>
      </p>
      <div>
        {editing === 'new' ? (
          <SynonymForm onDone={finish} />
        ) : (
          <Button onClick={() => setEditing('new')}>
            <Trans>Add search word</Trans>
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
      <Field label={t`Filter the words`} hideLabel>
        <Input
          type="search"
          placeholder={t`Filter, e.g. milk`}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </Field>
      {shown.length === 0 ? (
        <EmptyState
          title={wanted ? t`No word matches the filter` : t`No search words yet`}
          description={
            wanted
              ? t`Try another word, or clear the filter.`
              : t`Add one: shoppers then find products by the words they use.`
          }
        />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              <Trans>Search words and what they find</Trans>
            </caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-3 font-medium">
                  <Trans>Word</Trans>
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  <Trans>Finds</Trans>
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">
                    <Trans>Actions</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((synonym) => {
                const { word } = synonym;
                return editing === word ? (
                  <tr key={synonym.word}>
                    <td colSpan={3} className="py-3">
                      <SynonymForm synonym={synonym} onDone={finish} />
                    </td>
                  </tr>
                ) : (
                  <tr key={synonym.word} className="border-b border-line align-top">
                    <th scope="row" className="py-2 pr-3 font-medium">
                      {synonym.word}
                    </th>
                    <td className="py-2 pr-3">{synonym.meanings.join(', ')}</td>
                    <td className="py-2">
                      <div className="flex flex-wrap justify-end gap-2">
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={t`Edit ${word}`}
                          onClick={() => setEditing(synonym.word)}
                        >
                          <Trans>Edit</Trans>
                        </Button>
                        <Button
                          size="sm"
                          variant="danger-outline"
                          aria-label={t`Delete ${word}`}
                          disabled={remove.isPending}
                          onClick={() => deleteWord(synonym.word)}
                        >
                          <Trans>Delete</Trans>
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
