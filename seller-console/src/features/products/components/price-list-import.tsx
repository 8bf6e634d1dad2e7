import { ApiError } from '@kirana/api/client/api-client';
import type { ImportReport } from '@kirana/api/contract/product';
import { Button } from '@kirana/ui-kit/button';
import { DataTable } from '@kirana/ui-kit/data-table';
import { toast } from '@kirana/ui-kit/toaster';
import { useId, useState, type ChangeEvent } from 'react';
import { useImportPriceList } from '../api/import-price-list.ts';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

function Summary({ report }: { report: ImportReport }) {
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      <li>
        <strong>{plural(report.created, 'product', 'products')}</strong> to create
      </li>
      <li>
        <strong>{plural(report.updated, 'product', 'products')}</strong> to update
      </li>
      <li>
        <strong>{report.unchanged.toLocaleString('en-IN')}</strong> unchanged
      </li>
    </ul>
  );
}

type RowError = ImportReport['errors'][number];

/**
 * Choose a CSV, see what it would do (a dry run: rows to create, to update, and every row
 * with a problem), then apply it. Nothing is written until the seller applies a file
 * without problems, and then all of it is written or none.
 */
export function PriceListImport() {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const importList = useImportPriceList();

  function reset() {
    setFile(null);
    setPreview(null);
    setInputKey((key) => key + 1);
  }

  function checkFile(chosen: File) {
    importList.mutate(
      { file: chosen, dryRun: true },
      { onSuccess: setPreview, onError: (error) => setFailure(error.message) },
    );
  }

  function check(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setPreview(null);
    setFailure(null);
    if (chosen) checkFile(chosen);
  }

  function apply() {
    if (!file) return;
    importList.mutate(
      { file, dryRun: false },
      {
        onSuccess: (report) => {
          toast.success(
            `Price list imported: ${report.created} created, ${report.updated} updated.`,
          );
          reset();
        },
        onError: (error) => {
          setFailure(error.message);
          // Checked clean, refused now: something changed since (an order packed, a count
          // changed). Checking again lists the rows that are wrong now.
          if (error instanceof ApiError && error.status === 400) checkFile(file);
        },
      },
    );
  }

  const changes = preview ? preview.created + preview.updated : 0;
  const problems = preview?.errors ?? [];

  return (
    <section aria-labelledby={`${inputId}-heading`} className="flex max-w-2xl flex-col gap-4">
      <h2 id={`${inputId}-heading`} className="text-lg font-medium">
        Import
      </h2>
      <p className="text-sm text-ink-muted">
        Rows are matched to products by SKU; a row without a SKU adds a product. Pictures are not
        part of the file. A stock you changed is refused if the shelf count changed since the export
        (orders packed, another count): export the list again for those. You will see what the file
        changes before anything is saved.
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          Price list file (CSV)
        </label>
        <input
          key={inputKey}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          onChange={check}
          disabled={importList.isPending}
          className="focus-ring block w-full max-w-sm text-sm file:mr-3 file:cursor-pointer file:rounded-control file:border file:border-line-strong file:bg-surface file:px-3 file:py-1.5"
        />
      </div>
      <div aria-live="polite" className="flex flex-col gap-4">
        {importList.isPending ? (
          <p className="text-sm text-ink-muted">
            {preview ? 'Saving…' : `Checking ${file?.name ?? 'the file'}…`}
          </p>
        ) : null}
        {failure ? (
          <p className="rounded-control border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger">
            {failure}
          </p>
        ) : null}
        {preview && !importList.isPending ? (
          <div className="flex flex-col gap-3 rounded-card border border-line p-4">
            <p className="font-medium">Checked {file?.name}</p>
            <Summary report={preview} />
            {problems.length > 0 ? (
              <>
                <p className="text-sm text-danger">
                  {plural(problems.length, 'row has a problem', 'rows have problems')}. Fix{' '}
                  {problems.length === 1 ? 'it' : 'them'} in your spreadsheet and choose the file
                  again; nothing is saved until every row is right.
                </p>
                <DataTable<RowError>
                  caption="Rows with problems"
                  columns={[
                    { id: 'row', header: 'Row', cell: (e) => e.row, className: 'w-16' },
                    { id: 'message', header: 'Problem', cell: (e) => e.message },
                  ]}
                  rows={problems}
                  getRowKey={(e) => `${e.row}:${e.message}`}
                />
              </>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <Button onClick={apply} disabled={problems.length > 0 || changes === 0}>
                {changes === 0 && problems.length === 0
                  ? 'Nothing to change'
                  : `Apply ${plural(changes, 'change', 'changes')}`}
              </Button>
              <Button variant="outline" onClick={reset}>
                Choose another file
              </Button>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
