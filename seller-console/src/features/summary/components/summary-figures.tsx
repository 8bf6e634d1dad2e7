import type { Summary } from '@kirana/api/contract/summary';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { formatCount } from '@kirana/ui-kit/lib/intl-locale';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

interface Figure {
  id: string;
  label: MessageDescriptor;
  value: (summary: Summary) => string;
  /** What the figure counts, for a seller reading it the first time. */
  hint: MessageDescriptor;
  /** The same whatever the range (cash out with deliveries now): nothing to compare. */
  now?: boolean;
  /** Shown only when this says so (the ONDC card, for a shop on the network). */
  shown?: (summary: Summary) => boolean;
}

// Descriptors, not strings: the words are looked up in the active language at render.
const FIGURES: readonly Figure[] = [
  {
    id: 'takings',
    label: msg`Takings`,
    value: (s) => formatPrice(s.takings),
    hint: msg`paid online, or cash collected`,
  },
  {
    id: 'booked',
    label: msg`Booked`,
    value: (s) => formatPrice(s.booked),
    hint: msg`orders not cancelled, paid or not`,
  },
  {
    id: 'orders',
    label: msg`Orders`,
    value: (s) => formatCount(s.orders),
    hint: msg`online ones once paid`,
  },
  {
    id: 'average',
    label: msg`Average order`,
    value: (s) => formatPrice(s.averageOrder),
    hint: msg`booked ÷ orders`,
  },
  {
    id: 'cod-to-collect',
    label: msg`Cash to collect`,
    value: (s) => formatPrice(s.codToCollect),
    hint: msg`cash orders out for delivery now`,
    now: true,
  },
  {
    id: 'cod-collected',
    label: msg`Cash collected`,
    value: (s) => formatPrice(s.codCollected),
    hint: msg`cash orders delivered`,
  },
  {
    id: 'cod',
    label: msg`Cash on delivery`,
    value: (s) => formatPrice(s.byPayment.cod),
    hint: msg`of takings`,
  },
  {
    id: 'online',
    label: msg`Online`,
    value: (s) => formatPrice(s.byPayment.online),
    hint: msg`of takings, paid`,
  },
  {
    id: 'ondc',
    label: msg`ONDC orders`,
    value: (s) => formatCount(s.ondcOrders),
    hint: msg`of orders, from buyer apps`,
    shown: (s) => s.ondcOn,
  },
  {
    id: 'cancelled',
    label: msg`Cancelled`,
    value: (s) => formatCount(s.cancelled),
    hint: msg`orders`,
  },
  {
    id: 'refunded',
    label: msg`Refunded`,
    value: (s) => formatPrice(s.refunded),
    hint: msg`refunds issued`,
  },
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
  const { i18n } = useLingui();
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-5">
      {FIGURES.filter((figure) => figure.shown?.(summary) ?? true).map((figure) => (
        <li
          key={figure.id}
          aria-label={i18n._(figure.label)}
          className={`rounded-card border p-3 ${
            figure.id === 'cod-to-collect'
              ? 'border-warning bg-warning-soft'
              : 'border-line bg-surface'
          }`}
        >
          <p className="text-sm text-ink-muted">{i18n._(figure.label)}</p>
          <p className="text-xl font-semibold text-ink tabular-nums [overflow-wrap:anywhere]">
            {figure.value(summary)}
          </p>
          {compare && !figure.now ? (
            <p className="text-sm text-ink-muted tabular-nums">
              {compare.label}: {compare.summary ? figure.value(compare.summary) : '…'}
            </p>
          ) : (
            <p className="text-xs text-ink-muted">{i18n._(figure.hint)}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
