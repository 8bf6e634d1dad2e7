import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

// Literal class names so Tailwind's scanner sees them.
/* eslint-disable lingui/no-unlocalized-strings -- Tailwind classes, not words */
const hideBelowClasses = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

const alignClasses = {
  start: 'text-left',
  center: 'text-center',
  end: 'text-right',
} as const;

export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: keyof typeof alignClasses;
  /** Drop less important columns on narrow screens. */
  hideBelow?: keyof typeof hideBelowClasses;
  className?: string;
}

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  /** Names the table (and its scroll region) for screen readers. */
  caption: string;
  /** Keep the caption for screen readers only when a heading above already says it. */
  hideCaption?: boolean;
  emptyMessage?: ReactNode;
  className?: string;
}

/**
 * A plain, responsive table: columns can hide below a breakpoint, and on narrow
 * screens the rest scrolls sideways inside a focusable region keyboard users can scroll.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  hideCaption = true,
  emptyMessage = t`Nothing to show yet.`,
  className,
}: DataTableProps<Row>) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={cn(
        // relative: screen-reader-only text (absolutely positioned) inside a wide table must
        // scroll with it, not widen the page.
        'focus-ring relative w-full overflow-x-auto rounded-card border border-line bg-surface',
        className,
      )}
    >
      <table className="w-full border-collapse text-left text-sm text-ink">
        <caption className={cn('px-4 py-3 text-left font-medium', hideCaption && 'sr-only')}>
          {caption}
        </caption>
        <thead className="bg-surface-muted text-ink-muted">
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cn(
                  'px-4 py-3 font-medium whitespace-nowrap',
                  alignClasses[column.align ?? 'start'],
                  column.hideBelow && hideBelowClasses[column.hideBelow],
                  column.className,
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-ink-muted">
                {emptyMessage}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={getRowKey(row)} className="border-t border-line">
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={cn(
                      'px-4 py-3 align-middle',
                      alignClasses[column.align ?? 'start'],
                      column.hideBelow && hideBelowClasses[column.hideBelow],
                      column.className,
                    )}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
