import { cn } from '@kirana/ui-kit/lib/cn';
import type { ReactNode } from 'react';

export interface StackedColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** True when the cell has nothing to say for this row: left out of the stacked card. */
  isEmpty?: (row: Row) => boolean;
  /** The card's title (the product) needs no column name above it. */
  hideStackedLabel?: boolean;
}

export interface StackedTableProps<Row> {
  /** The id of the heading that names the table. */
  labelledBy: string;
  columns: readonly StackedColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  rowClassName?: (row: Row) => string | undefined;
}

/**
 * A table whose rows become cards below `lg`, each value under its column's name, so
 * "old → new" stays readable on a phone without scrolling sideways (the ui-kit's DataTable
 * scrolls instead). The roles are stated because a table laid out as blocks loses them in
 * some browsers; the header row stays for screen readers when it is hidden.
 */
export function StackedTable<Row>({
  labelledBy,
  columns,
  rows,
  getRowKey,
  rowClassName,
}: StackedTableProps<Row>) {
  return (
    <div className="lg:overflow-x-auto lg:rounded-card lg:border lg:border-line">
      <table
        role="table"
        aria-labelledby={labelledBy}
        className="block w-full border-collapse text-left text-sm text-ink lg:table"
      >
        <thead role="rowgroup" className="bg-surface-muted text-ink-muted max-lg:sr-only">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.id}
                role="columnheader"
                scope="col"
                className="px-4 py-3 font-medium whitespace-nowrap"
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="flex flex-col gap-3 lg:table-row-group">
          {rows.map((row) => (
            <tr
              key={getRowKey(row)}
              role="row"
              className={cn(
                'flex flex-col gap-2 rounded-card border border-line bg-surface p-3',
                'lg:table-row lg:rounded-none lg:border-0 lg:border-t lg:p-0',
                rowClassName?.(row),
              )}
            >
              {columns.map((column) => (
                <td
                  key={column.id}
                  role="cell"
                  className={cn(
                    'flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1',
                    'lg:table-cell lg:px-4 lg:py-3 lg:align-top',
                    column.isEmpty?.(row) && 'max-lg:hidden',
                  )}
                >
                  {/* The header row says it to screen readers; this is for eyes on a phone. */}
                  {column.hideStackedLabel ? null : (
                    <span aria-hidden="true" className="text-xs text-ink-muted lg:hidden">
                      {column.header}
                    </span>
                  )}
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
