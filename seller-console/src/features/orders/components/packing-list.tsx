import type { Order } from '@kirana/api/contract/order';
import { DataTable, type DataTableColumn } from '@kirana/ui-kit/data-table';
import { EmptyState } from '@kirana/ui-kit/empty-state';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { SlotTime } from '../../../lib/delivery-slot.ts';
import { packingList, type PackedItem } from '../lib/packing-list.ts';
import { PackingOrder } from './packing-order.tsx';
import { boxGlyph } from '@kirana/ui-kit/glyphs';

// Built at render: the headers are words in the active language.
const itemColumns = (): readonly DataTableColumn<PackedItem>[] => [
  { id: 'name', header: t`Item`, cell: (item) => item.name },
  {
    id: 'quantity',
    header: t`Quantity`,
    align: 'end',
    className: 'tabular-nums',
    cell: (item) => item.quantity,
  },
];

export interface PackingListSheetProps {
  /** Every order the seller has; the slot's own are picked out. */
  orders: readonly Order[];
  slot: SlotTime;
  /** The slot as the page names it ("Today 07:00–09:00"). */
  name: string;
}

/**
 * One slot's packing list: everything to pack, summed over its orders (cancelled ones
 * left out), then each order with where it goes and what to collect. Printed black on
 * white (index.css, `data-print-sheet`).
 */
export function PackingListSheet({ orders, slot, name }: PackingListSheetProps) {
  const list = packingList(orders, slot);
  const count = list.orders.length;
  if (list.orders.length === 0) {
    return <EmptyState titleAs="p" icon={boxGlyph} title={t`No orders to pack for this slot.`} />;
  }
  return (
    <div data-print-sheet className="flex flex-col gap-8">
      <section aria-labelledby="packing-items" className="flex flex-col gap-3">
        <h2 id="packing-items" className="text-lg font-semibold text-ink">
          <Trans>Items to pack</Trans>
        </h2>
        <DataTable
          caption={t`Items to pack for ${name}`}
          columns={itemColumns()}
          rows={list.items}
          getRowKey={(item) => item.productId}
        />
      </section>
      <section aria-labelledby="packing-orders" className="flex flex-col gap-3">
        <h2 id="packing-orders" className="text-lg font-semibold text-ink">
          <Trans>Orders · {count}</Trans>
        </h2>
        <ol className="flex flex-col gap-3">
          {list.orders.map((order) => (
            <PackingOrder key={order._id} order={order} />
          ))}
        </ol>
      </section>
    </div>
  );
}
