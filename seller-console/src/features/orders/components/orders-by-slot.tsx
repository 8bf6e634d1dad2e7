import type { Order } from '@kirana/api/contract/order';
import { Button } from '@kirana/ui-kit/button';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import { packingListOf } from '../../../config/paths.ts';
import { slotLabel } from '../../../lib/delivery-slot.ts';
import { groupBySlot, type SlotGroup } from '../lib/slot-groups.ts';
import { OrdersTable } from './orders-table.tsx';

const ordersCount = (count: number) => plural(count, { one: '# order', other: '# orders' });

function SlotGroupSection({ group, today }: { group: SlotGroup; today?: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const name = group.slot ? slotLabel(group.slot, today) : t`No slot`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {name} · {ordersCount(group.orders.length)}
        </h2>
        {group.slot ? (
          <Button asChild size="sm" variant="outline">
            <Link to={packingListOf(group.slot)} aria-label={t`Packing list for ${name}`}>
              <Trans>Packing list</Trans>
            </Link>
          </Button>
        ) : null}
      </div>
      <OrdersTable
        orders={group.orders}
        caption={
          group.slot ? t`Orders for ${name}, newest first` : t`Orders without a slot, newest first`
        }
      />
    </section>
  );
}

export interface OrdersBySlotProps {
  orders: readonly Order[];
  /** The shop's today, to say "Today" and "Tomorrow"; undefined until known. */
  today?: string;
  emptyMessage?: string;
}

/**
 * Orders under their delivery slot, the slots in the order they go out, each with its
 * packing list. A shop without slots keeps the one table, newest first.
 */
export function OrdersBySlot({ orders, today, emptyMessage }: OrdersBySlotProps) {
  if (!orders.some((order) => order.slot !== null)) {
    return <OrdersTable orders={orders} emptyMessage={emptyMessage} />;
  }
  return (
    <div className="flex flex-col gap-8">
      {groupBySlot(orders, today).map((group) => (
        <SlotGroupSection key={group.key} group={group} today={today} />
      ))}
    </div>
  );
}
