import { ApiError } from '@kirana/api/client/api-client';
import type { ImportReport } from '@kirana/api/contract/product';
import { Spinner } from '@kirana/ui-kit/spinner';
import { toast } from '@kirana/ui-kit/toaster';
import { useId, useState, type ChangeEvent } from 'react';
import { useImportPriceList } from '../api/import-price-list.ts';
import { PriceListPreview } from './price-list-preview.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * Choose a CSV, see what it would do (a dry run: old → new for each changed row, changes
 * over 50% flagged, new products apart, every row with a problem), then apply it. The Apply
 * button exists only in that preview; nothing is written until the seller applies a file
 * without problems, and then all of it is written or none.
 */
export function PriceListImport() {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const importList = useImportPriceList();
  const { t } = useLingui();
  const fileName = file?.name;

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

  function apply(confirmEmptied: boolean) {
    if (!file) return;
    importList.mutate(
      { file, dryRun: false, confirmEmptied },
      {
        onSuccess: (report) => {
          const { created, updated } = report;
          toast.success(t`Price list imported: ${created} created, ${updated} updated.`);
          reset();
        },
        onError: (error) => {
          setFailure(error.message);
          // Checked clean, refused now: something changed since (an order packed, a count
          // changed). Checking again lists the rows that are wrong now.
          if (error instanceof ApiError && (error.status === 400 || error.status === 409))
            checkFile(file);
        },
      },
    );
  }

  return (
    <section aria-labelledby={`${inputId}-heading`} className="flex max-w-5xl flex-col gap-4">
      <h2 id={`${inputId}-heading`} className="text-lg font-medium">
        <Trans>Import</Trans>
      </h2>
      <p className="max-w-2xl text-sm text-ink-muted">
        <Trans>
          Rows are matched to products by SKU; a row without a SKU adds a product. Pictures are not
          part of the file. A stock you changed is refused if the shelf count changed since the
          export (orders packed, another count): export the list again for those. You will see what
          the file changes, old → new, before anything is saved; a change over 50% is flagged as a
          likely typo.
        </Trans>
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          <Trans>Price list file (CSV)</Trans>
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
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner size="sm" label={null} />
            {preview ? t`Saving…` : fileName ? t`Checking ${fileName}…` : t`Checking the file…`}
          </p>
        ) : null}
        {failure ? (
          <p className="max-w-2xl rounded-control border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger">
            {failure}
          </p>
        ) : null}
        {preview && !importList.isPending ? (
          <PriceListPreview
            fileName={file?.name}
            report={preview}
            onApply={apply}
            onReset={reset}
          />
        ) : null}
      </div>
    </section>
  );
}
