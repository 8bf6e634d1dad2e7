import type { PreviewChange } from '@kirana/api/contract/price-list';
import { Badge } from '@kirana/ui-kit/badge';
import { Icon } from '@kirana/ui-kit/icon';
import { useId } from 'react';
import { t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import {
  countChangeText,
  emptiedTexts,
  moneyChangeText,
  otherChangesText,
} from '../lib/price-list-text.ts';
import { StackedTable, type StackedColumn } from './stacked-table.tsx';
import { alertGlyph } from '@kirana/ui-kit/glyphs';

/** Said in words as well as shown, so the flag is not colour alone. */
function LargeChange() {
  return (
    <Badge tone="danger">
      <Icon glyph={alertGlyph} className="size-3.5" />
      <Trans>Over 50% change</Trans>
    </Badge>
  );
}

function Unchanged() {
  return (
    <span className="text-ink-subtle">
      <span aria-hidden="true">–</span>
      <span className="sr-only">
        <Trans>Unchanged</Trans>
      </span>
    </span>
  );
}

function ChangedValue({ text, large }: { text: string; large: boolean }) {
  return (
    <span className="flex flex-col items-end gap-1 lg:items-start">
      <span className="tabular-nums">{text}</span>
      {large ? <LargeChange /> : null}
    </span>
  );
}

export const isLargeChange = (c: PreviewChange) =>
  Boolean(c.price?.large || c.offerPrice?.large || c.stock?.large);

// A function, not a constant: the headers are read in the language active at render.
const changeColumns = (): readonly StackedColumn<PreviewChange>[] => [
  {
    id: 'product',
    header: t`Product`,
    hideStackedLabel: true,
    cell: ({ name, sku, row }) => (
      <span className="flex min-w-0 flex-col">
        <span className="font-medium">{name}</span>
        <span className="text-xs text-ink-muted">
          <Trans>
            SKU {sku} · row {row}
          </Trans>
        </span>
      </span>
    ),
  },
  {
    id: 'price',
    header: t`Price`,
    isEmpty: (c) => !c.price,
    cell: (c) =>
      c.price ? (
        <ChangedValue text={moneyChangeText(c.price)} large={c.price.large} />
      ) : (
        <Unchanged />
      ),
  },
  {
    id: 'offerPrice',
    header: t`Offer price`,
    isEmpty: (c) => !c.offerPrice,
    cell: (c) =>
      c.offerPrice ? (
        <ChangedValue text={moneyChangeText(c.offerPrice)} large={c.offerPrice.large} />
      ) : (
        <Unchanged />
      ),
  },
  {
    id: 'stock',
    header: t`Stock (shelf)`,
    isEmpty: (c) => !c.stock,
    cell: (c) =>
      c.stock ? (
        <ChangedValue text={countChangeText(c.stock)} large={c.stock.large} />
      ) : (
        <Unchanged />
      ),
  },
  {
    id: 'also',
    header: t`Also changes`,
    isEmpty: (c) => c.also.length === 0,
    cell: (c) =>
      c.also.length > 0 ? (
        <span className="flex flex-col gap-1">
          <span>{otherChangesText(c.also)}</span>
          {emptiedTexts(c.emptied).map((text) => (
            <span key={text} className="text-warning">
              {text}
            </span>
          ))}
        </span>
      ) : (
        <Unchanged />
      ),
  },
];

/**
 * The rows that change stored products, old → new for price, offer price and stock; rows
 * with a change over 50% come first (the API sorts them) and stand out.
 */
export function PriceListChanges({
  changes,
  total,
  large,
}: {
  changes: readonly PreviewChange[];
  /** Every row that changes a product, listed or not. */
  total: number;
  /** Rows with a change over 50%, listed or not. */
  large: number;
}) {
  const headingId = useId();
  const more = total - changes.length;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-medium">
        <Trans>Changes to products</Trans>
      </h3>
      {large > 0 ? (
        <p className="flex items-start gap-2 text-sm text-danger">
          <Icon glyph={alertGlyph} className="mt-0.5 size-4" />
          <span>
            <Plural
              value={large}
              one="# row changes a price or stock by over 50%, listed first. Check for typos (4.9 for 49, an extra zero) before applying."
              other="# rows change a price or stock by over 50%, listed first. Check for typos (4.9 for 49, an extra zero) before applying."
            />
          </span>
        </p>
      ) : null}
      <StackedTable
        labelledBy={headingId}
        columns={changeColumns()}
        rows={changes}
        getRowKey={(c) => c.id}
        // lg:border-l-4 again: the table layout's lg:border-0 would take the marker off.
        rowClassName={(c) =>
          isLargeChange(c) ? 'border-l-4 border-l-danger bg-danger-soft lg:border-l-4' : undefined
        }
      />
      {more > 0 ? (
        <p className="text-sm text-ink-muted">
          <Plural
            value={more}
            one="…and # more changed product, not listed here."
            other="…and # more changed products, not listed here."
          />
        </p>
      ) : null}
    </section>
  );
}
