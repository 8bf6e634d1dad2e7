import type { Order } from '@kirana/api/contract/order';
import { Select } from '@kirana/ui-kit/select';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { slotLabel } from '../../../lib/delivery-slot.ts';
import { groupBySlot } from '../lib/slot-groups.ts';

export const ALL_SLOTS = 'all-slots';

/** "All slots", then each slot among the orders as they are grouped, then "No slot". */
export function slotOptions(orders: readonly Order[], today?: string) {
  return [
    { value: ALL_SLOTS, label: t`All slots` },
    ...groupBySlot(orders, today).map((group) => ({
      value: group.key,
      label: group.slot ? slotLabel(group.slot, today) : t`No slot`,
    })),
  ];
}

export interface SlotFilterProps {
  options: readonly { value: string; label: string }[];
  value: string;
  onValueChange: (value: string) => void;
}

/** Narrows the list to one delivery slot's orders (or to those without one). */
export function SlotFilter({ options, value, onValueChange }: SlotFilterProps) {
  const { i18n } = useLingui();
  return (
    <Select
      aria-label={i18n._(msg`Delivery slot`)}
      size="sm"
      className="w-56 max-w-full"
      options={options}
      value={value}
      onValueChange={onValueChange}
    />
  );
}
