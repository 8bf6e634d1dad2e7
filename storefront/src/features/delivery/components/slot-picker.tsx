import { Trans, useLingui } from '@lingui/react/macro';
import type { OpenSlot } from '@kirana/api/contract/delivery';
import { RadioGroup, Tabs } from 'radix-ui';
import { useId, useState } from 'react';
import { dayLabel, timeLabel } from '../../../lib/slot-label.ts';
import { slotKey } from '../use-cart-delivery.ts';

export interface SlotPickerProps {
  /** Open slots, soonest first. */
  slots: readonly OpenSlot[];
  /** Full ones, shown disabled. */
  fullSlots: readonly OpenSlot[];
  today: string;
  /** `slotKey` of the chosen slot. */
  value: string | undefined;
  onValueChange: (key: string) => void;
}

const tabClass =
  'focus-ring shrink-0 cursor-pointer rounded-control border border-line px-3 py-2 text-sm whitespace-nowrap data-[state=active]:border-primary data-[state=active]:bg-primary-soft data-[state=active]:font-medium';
const slotClass =
  'focus-ring flex min-h-11 w-full cursor-pointer items-center justify-between gap-3 rounded-control border border-line px-3 text-left text-sm data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft disabled:cursor-not-allowed disabled:text-ink-muted disabled:line-through';

/**
 * The delivery slot: days as tabs (arrow keys move between them), each day's slots as a
 * radio group with the places left; full ones are shown and cannot be chosen.
 */
export function SlotPicker({ slots, fullSlots, today, value, onValueChange }: SlotPickerProps) {
  const { t } = useLingui();
  const headingId = useId();
  const all = [...slots, ...fullSlots].sort(
    (a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start),
  );
  const dates = [...new Set(all.map((slot) => slot.date))];
  const chosenDate = all.find((slot) => slotKey(slot) === value)?.date;
  const [day, setDay] = useState<string>();
  const shownDay = day ?? chosenDate ?? slots[0]?.date ?? dates[0];
  if (dates.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <p id={headingId} className="font-medium text-ink">
        <Trans>Delivery slot</Trans>
      </p>
      <Tabs.Root value={shownDay} onValueChange={setDay}>
        <Tabs.List aria-labelledby={headingId} className="flex gap-2 overflow-x-auto pb-1">
          {dates.map((date) => (
            <Tabs.Trigger key={date} value={date} className={tabClass}>
              {dayLabel(date, today)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {dates.map((date) => {
          const dayName = dayLabel(date, today);
          return (
            <Tabs.Content key={date} value={date} className="mt-2 focus:outline-none">
              <RadioGroup.Root
                aria-label={t`Slots ${dayName}`}
                value={value ?? ''}
                onValueChange={onValueChange}
                className="flex flex-col gap-2"
              >
                {all
                  .filter((slot) => slot.date === date)
                  .map((slot) => {
                    const time = timeLabel(slot.start, slot.end);
                    const { left } = slot;
                    return (
                      <RadioGroup.Item
                        key={slotKey(slot)}
                        value={slotKey(slot)}
                        disabled={left === 0}
                        aria-label={left === 0 ? t`${time}, full` : t`${time}, ${left} left`}
                        className={slotClass}
                      >
                        <span>{time}</span>
                        <span className="text-ink-muted">
                          {left === 0 ? t`Full` : t`${left} left`}
                        </span>
                      </RadioGroup.Item>
                    );
                  })}
              </RadioGroup.Root>
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </div>
  );
}
