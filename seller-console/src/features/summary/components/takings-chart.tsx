import type { SummaryDay } from '@kirana/api/contract/summary';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { calendarDay } from '../../../lib/delivery-slot.ts';

const BAR = 10;
const HEIGHT = 100;

/**
 * Takings per day as bars: an SVG with its own title and a description a screen reader
 * reads (the best day, the total), and the same numbers as a table beneath it. No charting
 * library: a few rectangles.
 */
export function TakingsChart({ days, title }: { days: readonly SummaryDay[]; title: string }) {
  const { t } = useLingui();
  const id = useId();
  const most = Math.max(0, ...days.map((d) => d.takings));
  const best = days.find((d) => d.takings === most);
  const total = days.reduce((sum, d) => sum + d.takings, 0);
  const count = days.length;
  const bestDay = best ? calendarDay(best.date) : '';
  const bestTakings = formatPrice(most);
  const totalTakings = formatPrice(total);
  const description =
    !best || most === 0
      ? t`No takings on any of the ${count} days.`
      : t`Best day ${bestDay} with ${bestTakings}; ${totalTakings} over ${count} days.`;
  const first = days[0];
  const last = days[days.length - 1];
  return (
    <figure className="flex flex-col gap-2">
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${days.length * BAR} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full rounded-card border border-line bg-surface"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {days.map((day, i) => {
          // A day with takings is never drawn flat: at least 2% of the height.
          const height = most === 0 ? 0 : Math.max(2, (day.takings / most) * (HEIGHT - 4));
          return (
            <rect
              key={day.date}
              x={i * BAR + 1.5}
              y={HEIGHT - height}
              width={BAR - 3}
              height={height}
              className="fill-primary"
            />
          );
        })}
      </svg>
      <figcaption className="flex justify-between text-xs text-ink-muted">
        <span>{first ? calendarDay(first.date) : ''}</span>
        <span>{last ? calendarDay(last.date) : ''}</span>
      </figcaption>
      <details className="text-sm">
        <summary className="focus-ring w-fit cursor-pointer rounded-control text-primary-strong">
          <Trans>Show as a table</Trans>
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full tabular-nums">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="text-left text-ink-muted">
                <th scope="col" className="py-1 font-medium">
                  <Trans>Day</Trans>
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  <Trans>Orders</Trans>
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  <Trans>Takings</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date} className="border-t border-line">
                  <th scope="row" className="py-1 text-left font-normal">
                    {calendarDay(day.date)}
                  </th>
                  <td className="py-1 text-right">{day.orders}</td>
                  <td className="py-1 text-right">{formatPrice(day.takings)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
