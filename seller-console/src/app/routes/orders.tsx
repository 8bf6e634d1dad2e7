import { orderStatuses } from '@kirana/api/contract/order-status';
import { Input } from '@kirana/ui-kit/input';
import { Select } from '@kirana/ui-kit/select';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '@kirana/ui-kit/button';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { SoundSwitch } from '../../features/alerts/components/sound-switch.tsx';
import { AWAITING_PAYMENT, type OrdersFilter } from '@kirana/api/client/order-queries';
import { useSellerOrders } from '../../features/orders/api/get-orders.ts';
import { useShopToday } from '../../features/orders/api/get-shop-today.ts';
import { OrdersBySlot } from '../../features/orders/components/orders-by-slot.tsx';
import { OrdersExport } from '../../features/orders/components/orders-export.tsx';
import {
  ALL_SLOTS,
  SlotFilter,
  slotOptions,
} from '../../features/orders/components/slot-filter.tsx';
import { findOrders } from '../../features/orders/lib/find-orders.ts';
import { orderSlotKey } from '../../features/orders/lib/slot-groups.ts';
import { awaitingPaymentLabel } from '../../features/orders/lib/order-words.ts';
import { statusLabel } from '@kirana/ui-kit/lib/order-words';

const ALL = 'all';

/**
 * Every order, filtered by status (on the server), by delivery slot, and found by number
 * or phone; once orders have slots they are grouped under them, each with its packing
 * list. New orders and status changes appear by themselves (the live events refresh the
 * list). Online orders not paid yet are listed only under "Awaiting payment".
 */
export function OrdersRoute() {
  const { t } = useLingui();
  // The values are the contract's; the labels are words in the active language.
  const statusOptions = [
    { value: ALL, label: t`All statuses` },
    ...orderStatuses.map((status) => ({ value: status, label: statusLabel(status) })),
    { value: AWAITING_PAYMENT, label: awaitingPaymentLabel() },
  ];
  const [status, setStatus] = useState<string>(ALL);
  const [slot, setSlot] = useState(ALL_SLOTS);
  const [query, setQuery] = useState('');
  const [toolsOpen, setToolsOpen] = useState(false);
  const toolsId = useId();
  const orders = useSellerOrders(status === ALL ? undefined : (status as OrdersFilter));
  const today = useShopToday();
  const slots = orders.data?.some((order) => order.slot !== null)
    ? slotOptions(orders.data, today)
    : [];
  // A slot chosen under another status may not be in this list: then every slot shows.
  const activeSlot = slots.some((option) => option.value === slot) ? slot : ALL_SLOTS;
  const filtered = status !== ALL || activeSlot !== ALL_SLOTS || query !== '';
  return (
    <>
      <PageTitle>{t`Orders List`}</PageTitle>
      {/* On a phone the first order shows without scrolling: export and filters fold away
          behind one button; from md up they are always shown. */}
      <Button
        variant="outline"
        size="sm"
        className="mb-3 md:hidden"
        aria-expanded={toolsOpen}
        aria-controls={toolsId}
        onClick={() => setToolsOpen((open) => !open)}
      >
        {filtered ? t`Export and filters · filtered` : t`Export and filters`}
      </Button>
      <div id={toolsId} className={toolsOpen ? undefined : 'max-md:hidden'}>
        <OrdersExport today={today} />
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <Select
            aria-label={t`Status`}
            size="sm"
            className="w-48"
            options={statusOptions}
            value={status}
            onValueChange={setStatus}
          />
          {slots.length > 0 ? (
            <SlotFilter options={slots} value={activeSlot} onValueChange={setSlot} />
          ) : null}
          <Input
            type="search"
            aria-label={t`Find by order number or phone`}
            placeholder={t`Order number or phone`}
            className="h-8 w-56 max-w-full"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <SoundSwitch />
        </div>
      </div>
      {orders.isPending ? (
        <PageLoading label={t`Loading orders`} />
      ) : orders.isError ? (
        <ErrorPanel
          title={t`The orders could not be loaded`}
          message={orders.error.message}
          onRetry={() => void orders.refetch()}
        />
      ) : (
        <OrdersBySlot
          orders={findOrders(orders.data, query).filter(
            (order) => activeSlot === ALL_SLOTS || orderSlotKey(order) === activeSlot,
          )}
          today={today}
          emptyMessage={
            query || status !== ALL || activeSlot !== ALL_SLOTS
              ? t`No orders match.`
              : t`No orders yet.`
          }
        />
      )}
    </>
  );
}
