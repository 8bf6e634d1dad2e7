import type { Summary } from '@kirana/api/contract/summary';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';

interface Figure {
  label: string;
  value: (summary: Summary) => string;
  /** What the figure counts, for a seller reading it the first time. */
  hint: string;
  /** The same whatever the range (cash out with deliveries now): nothing to compare. */
  now?: boolean;
}

const count = (n: number) => n.toLocaleString('en-IN');

const FIGURES: readonly Figure[] = [
  { label: 'Takings', value: (s) => formatPrice(s.takings), hint: 'orders not cancelled' },
  { label: 'Orders', value: (s) => count(s.orders), hint: 'online ones once paid' },
  { label: 'Average order', value: (s) => formatPrice(s.averageOrder), hint: 'takings ÷ orders' },
  {
    label: 'Cash to collect',
    value: (s) => formatPrice(s.codToCollect),
    hint: 'cash orders out for delivery now',
    now: true,
  },
  {
    label: 'Cash collected',
    value: (s) => formatPrice(s.codCollected),
    hint: 'cash orders delivered',
  },
  { label: 'Cash on delivery', value: (s) => formatPrice(s.byPayment.cod), hint: 'of takings' },
  { label: 'Online', value: (s) => formatPrice(s.byPayment.online), hint: 'of takings, paid' },
  { label: 'Cancelled', value: (s) => count(s.cancelled), hint: 'orders' },
  { label: 'Refunded', value: (s) => formatPrice(s.refunded), hint: 'refunds issued' },
];

export interface SummaryFiguresProps {
  summary: Summary;
  /** Names the list ("Today"; "Last 7 days"). */
  label: string;
  /** Shown beside each figure (yesterday's, on the Today view), while it loads: "…". */
  compare?: { label: string; summary: Summary | undefined };
}

/** The range's figures as cards, two abreast on a phone; each may carry another day's. */
export function SummaryFigures({ summary, label, compare }: SummaryFiguresProps) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-5">
      {FIGURES.map((figure) => (
        <li
          key={figure.label}
          aria-label={figure.label}
          className={`rounded-card border p-3 ${
            figure.label === 'Cash to collect'
              ? 'border-warning bg-warning-soft'
              : 'border-line bg-surface'
          }`}
        >
          <p className="text-sm text-ink-muted">{figure.label}</p>
          <p className="text-xl font-semibold text-ink tabular-nums [overflow-wrap:anywhere]">
            {figure.value(summary)}
          </p>
          {compare && !figure.now ? (
            <p className="text-sm text-ink-muted tabular-nums">
              {compare.label}: {compare.summary ? figure.value(compare.summary) : '…'}
            </p>
          ) : (
            <p className="text-xs text-ink-muted">{figure.hint}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
