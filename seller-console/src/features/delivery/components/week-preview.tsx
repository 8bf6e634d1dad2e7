import type { CalendarDay, CalendarSlot } from '@kirana/api/contract/delivery';
import { Spinner } from '@kirana/ui-kit/spinner';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { calendarDay, shortClock, slotDay } from '../../../lib/delivery-slot.ts';
import { useDeliveryCalendar } from '../api/get-delivery-calendar.ts';

function SlotLine({ slot }: { slot: CalendarSlot }) {
  const { t } = useLingui();
  const { booked, capacity } = slot;
  const state = slot.closed ? ` · ${t`closed`}` : booked >= capacity ? ` · ${t`full`}` : '';
  return (
    <li className={slot.closed ? 'text-ink-muted tabular-nums' : 'tabular-nums'}>
      {shortClock(slot.start)}–{shortClock(slot.end)} ·{' '}
      <Trans>
        {booked}/{capacity} booked
      </Trans>
      {state ? <strong className="font-semibold">{state}</strong> : null}
    </li>
  );
}

function Day({ day, today }: { day: CalendarDay; today: string }) {
  const { t } = useLingui();
  const name = slotDay(day.date, today);
  // "Today · Fri 27 Nov": the relative name alone does not say the date.
  const title = name === calendarDay(day.date) ? name : `${name} · ${calendarDay(day.date)}`;
  return (
    <li className="rounded-card border border-line bg-surface p-3">
      <h3 className="font-medium text-ink">{title}</h3>
      {day.slots.length === 0 ? (
        <p className="text-sm text-ink-muted">
          <Trans>No slots</Trans>
        </p>
      ) : (
        <ul aria-label={t`Slots on ${title}`} className="mt-1 flex flex-col gap-1 text-sm">
          {day.slots.map((slot) => (
            <SlotLine key={slot.id} slot={slot} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The coming week as shoppers see it: each day's slots, booked against capacity. */
export function WeekPreview() {
  const { t } = useLingui();
  const calendar = useDeliveryCalendar();
  return (
    <section aria-labelledby="week-preview" aria-busy={calendar.isFetching}>
      <h2 id="week-preview" className="mb-3 text-lg font-semibold text-ink">
        <Trans>Next 7 days</Trans>
      </h2>
      {calendar.isPending ? (
        <Spinner label={t`Loading the week’s slots`} />
      ) : calendar.isError ? (
        <ErrorPanel
          title={t`The week’s slots could not be loaded`}
          message={calendar.error.message}
          onRetry={() => void calendar.refetch()}
        />
      ) : calendar.data.days.every((day) => day.slots.length === 0) ? (
        <p className="text-sm text-ink-muted">
          <Trans>No slots this week: orders are delivered without a chosen time.</Trans>
        </p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {calendar.data.days.map((day, _index, days) => (
            // The calendar starts today, in the shop's time zone.
            <Day key={day.date} day={day} today={days[0]?.date ?? day.date} />
          ))}
        </ol>
      )}
    </section>
  );
}
