import type { ImportReport } from '@kirana/api/contract/product';
import { Button } from '@kirana/ui-kit/button';
import { DataTable } from '@kirana/ui-kit/data-table';
import { EmptyState } from '@kirana/ui-kit/empty-state';
import { formatCount } from '@kirana/ui-kit/lib/intl-locale';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PriceListChanges } from './price-list-changes.tsx';
import { PriceListNewProducts } from './price-list-new-products.tsx';
import { checkGlyph } from '@kirana/ui-kit/glyphs';
import { useState } from 'react';
import { PriceListEmptiedConfirm } from './price-list-emptied-confirm.tsx';

function Summary({ report }: { report: ImportReport }) {
  const { t } = useLingui();
  const { created, updated } = report;
  const unchanged = formatCount(report.unchanged);
  return (
    <ul aria-label={t`What the file does`} className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      <li>
        <Trans>
          <strong>
            <Plural value={created} one="# product" other="# products" />
          </strong>{' '}
          to create
        </Trans>
      </li>
      <li>
        <Trans>
          <strong>
            <Plural value={updated} one="# product" other="# products" />
          </strong>{' '}
          to update
        </Trans>
      </li>
      <li>
        <Trans>
          <strong>{unchanged}</strong> unchanged
        </Trans>
      </li>
    </ul>
  );
}

type RowError = ImportReport['errors'][number];

function Problems({ problems }: { problems: readonly RowError[] }) {
  const { t } = useLingui();
  const count = problems.length;
  return (
    <>
      <p className="text-sm text-danger">
        <Plural
          value={count}
          one="# row has a problem. Fix it in your spreadsheet and choose the file again; nothing is saved until every row is right."
          other="# rows have problems. Fix them in your spreadsheet and choose the file again; nothing is saved until every row is right."
        />
      </p>
      <DataTable<RowError>
        caption={t`Rows with problems`}
        columns={[
          { id: 'row', header: t`Row`, cell: (e) => e.row, className: 'w-16' },
          // The API's own words for each row's problem.
          { id: 'message', header: t`Problem`, cell: (e) => e.message },
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
  /** `confirmEmptied`: the seller ticked that the fields the file empties may go. */
  onApply: (confirmEmptied: boolean) => void;
  onReset: () => void;
}

type Note = NonNullable<ImportReport['preview']>['notes'][number];

/** Cells read otherwise than typed (an HSN code's leading zero put back), row by row. */
function Notes({ notes }: { notes: readonly Note[] }) {
  const { t } = useLingui();
  return (
    <DataTable<Note>
      caption={t`Read with a correction`}
      columns={[
        { id: 'row', header: t`Row`, cell: (n) => n.row, className: 'w-16' },
        // The API's own words for what it read.
        { id: 'message', header: t`Note`, cell: (n) => n.message },
      ]}
      rows={notes}
      getRowKey={(n) => `${n.row}:${n.message}`}
    />
  );
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
  const emptying = preview?.emptying ?? 0;
  const [confirmed, setConfirmed] = useState(false);
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-4 rounded-card border border-line p-4">
      <p className="font-medium">
        <Trans>Checked {fileName}</Trans>
      </p>
      <Summary report={report} />
      {problems.length > 0 ? <Problems problems={problems} /> : null}
      {nothing ? (
        <EmptyState
          titleAs="p"
          icon={checkGlyph}
          title={t`Nothing would change`}
          description={t`Every row matches its product as it is now. Edit the prices or counts in your spreadsheet and choose the file again.`}
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
      {preview && preview.notes.length > 0 ? <Notes notes={preview.notes} /> : null}
      {emptying > 0 && problems.length === 0 ? (
        <PriceListEmptiedConfirm
          rows={emptying}
          checked={confirmed}
          onCheckedChange={setConfirmed}
        />
      ) : null}
      <div className="flex flex-wrap gap-3">
        {nothing ? null : (
          <Button
            onClick={() => onApply(confirmed)}
            disabled={problems.length > 0 || changes === 0 || (emptying > 0 && !confirmed)}
          >
            <Plural value={changes} one="Apply # change" other="Apply # changes" />
          </Button>
        )}
        <Button variant="outline" onClick={onReset}>
          <Trans>Choose another file</Trans>
        </Button>
      </div>
    </div>
  );
}
