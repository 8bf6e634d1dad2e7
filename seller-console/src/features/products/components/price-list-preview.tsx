import type { ImportReport } from '@kirana/api/contract/product';
import { Button } from '@kirana/ui-kit/button';
import { DataTable } from '@kirana/ui-kit/data-table';
import { EmptyState } from '@kirana/ui-kit/empty-state';
import { plural } from '../lib/price-list-text.ts';
import { PriceListChanges } from './price-list-changes.tsx';
import { PriceListNewProducts } from './price-list-new-products.tsx';

function Summary({ report }: { report: ImportReport }) {
  return (
    <ul aria-label="What the file does" className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
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

function Problems({ problems }: { problems: readonly RowError[] }) {
  return (
    <>
      <p className="text-sm text-danger">
        {plural(problems.length, 'row has a problem', 'rows have problems')}. Fix{' '}
        {problems.length === 1 ? 'it' : 'them'} in your spreadsheet and choose the file again;
        nothing is saved until every row is right.
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
  );
}

export interface PriceListPreviewProps {
  fileName: string | undefined;
  /** The dry run's answer. */
  report: ImportReport;
  onApply: () => void;
  onReset: () => void;
}

/**
 * What a checked file would do: the counts, every row with a problem, the changed rows
 * old → new and the new products apart, and only below them the button that applies it.
 */
export function PriceListPreview({ fileName, report, onApply, onReset }: PriceListPreviewProps) {
  const changes = report.created + report.updated;
  const problems = report.errors;
  const { preview } = report;
  const nothing = changes === 0 && problems.length === 0;
  return (
    <div className="flex flex-col gap-4 rounded-card border border-line p-4">
      <p className="font-medium">Checked {fileName}</p>
      <Summary report={report} />
      {problems.length > 0 ? <Problems problems={problems} /> : null}
      {nothing ? (
        <EmptyState
          titleAs="p"
          icon="check"
          title="Nothing would change"
          description="Every row matches its product as it is now. Edit the prices or counts in your spreadsheet and choose the file again."
          className="py-6"
        />
      ) : null}
      {preview && preview.changes.length > 0 ? (
        <PriceListChanges
          changes={preview.changes}
          total={report.updated}
          large={preview.largeChanges}
        />
      ) : null}
      {preview && preview.newProducts.length > 0 ? (
        <PriceListNewProducts products={preview.newProducts} total={report.created} />
      ) : null}
      <div className="flex flex-wrap gap-3">
        {nothing ? null : (
          <Button onClick={onApply} disabled={problems.length > 0 || changes === 0}>
            {`Apply ${plural(changes, 'change', 'changes')}`}
          </Button>
        )}
        <Button variant="outline" onClick={onReset}>
          Choose another file
        </Button>
      </div>
    </div>
  );
}
