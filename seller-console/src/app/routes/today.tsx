import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { calendarDay } from '../../lib/delivery-slot.ts';
import { useSummary } from '../../features/summary/api/get-summary.ts';
import { LowStock } from '../../features/summary/components/low-stock.tsx';
import { PeriodSwitch } from '../../features/summary/components/period-switch.tsx';
import { SummaryFigures } from '../../features/summary/components/summary-figures.tsx';
import { TakingsChart } from '../../features/summary/components/takings-chart.tsx';
import { TopProducts } from '../../features/summary/components/top-products.tsx';
import {
  periodOf,
  rangeLabelOf,
  rangeOf,
  takingsTitleOf,
  yesterdayOf,
  type Period,
} from '../../features/summary/lib/periods.ts';

/**
 * The seller's day: today's figures beside yesterday's, or the last 7 or 30 days with a
 * chart; best sellers, what is running low, and the cash still out with deliveries. The
 * shop's own today comes from the server (SHOP_TIME_ZONE), never the phone's clock.
 */
export function TodayRoute() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const period = periodOf(params.get('period'));
  const current = useSummary({});
  const today = current.data?.to;
  // Until the server says which day it is, the other queries wait (and ask for nothing).
  const days = useSummary(
    today ? rangeOf(period, today) : {},
    Boolean(today) && period !== 'today',
  );
  const yesterday = useSummary(
    today ? yesterdayOf(today) : {},
    Boolean(today) && period === 'today',
  );
  const shown = period === 'today' ? current : days;
  const failed = current.error ?? shown.error;
  const choose = (next: Period) =>
    setParams(next === 'today' ? {} : { period: next }, { replace: true });
  return (
    <>
      <PageTitle>{t`Today`}</PageTitle>
      <div className="flex flex-col gap-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <PeriodSwitch value={period} onChange={choose} />
          {today ? (
            <p className="text-sm text-ink-muted">
              {period === 'today'
                ? calendarDay(today)
                : `${calendarDay(rangeOf(period, today).from)} – ${calendarDay(today)}`}
            </p>
          ) : null}
        </div>
        {shown.data ? (
          <>
            <SummaryFigures
              summary={shown.data}
              label={rangeLabelOf(period)}
              compare={
                period === 'today' ? { label: t`Yesterday`, summary: yesterday.data } : undefined
              }
            />
            {period === 'today' ? null : (
              <TakingsChart days={shown.data.days} title={takingsTitleOf(period)} />
            )}
            <div className="grid gap-8 lg:grid-cols-2">
              <TopProducts products={shown.data.topProducts} />
              <LowStock products={shown.data.lowStock} />
            </div>
          </>
        ) : failed ? (
          <ErrorPanel
            title={t`The figures could not be loaded`}
            message={failed.message}
            onRetry={() => void (current.isError ? current.refetch() : shown.refetch())}
          />
        ) : (
          <PageLoading label={t`Adding up the orders`} />
        )}
      </div>
    </>
  );
}
