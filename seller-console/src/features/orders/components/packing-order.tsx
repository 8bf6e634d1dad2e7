import type { Order } from '@kirana/api/contract/order';
import { orderReference } from '@kirana/api/contract/order-reference';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { cashToCollect } from '../lib/packing-list.ts';
import { OrderAddress } from './order-address.tsx';

function CashLine({ order }: { order: Order }) {
  const cash = cashToCollect(order);
  const amount = cash.kind === 'collect' ? formatPrice(cash.amount) : '';
  return (
    <p className="font-semibold">
      {cash.kind === 'collect' ? (
        <Trans>Cash to collect: {amount}</Trans>
      ) : cash.kind === 'paid' ? (
        <Trans>Paid</Trans>
      ) : (
        <Trans>Check the payment before handing over</Trans>
      )}
    </p>
  );
}

/** One order of the slot, as the rider needs it at the door; kept whole on one page. */
export function PackingOrder({ order }: { order: Order }) {
  const { t } = useLingui();
  const headingId = useId();
  const reference = orderReference(order.number, order._id);
  return (
    <li className="break-inside-avoid rounded-card border border-line bg-surface p-3">
      <article aria-labelledby={headingId} className="flex flex-col gap-2 text-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={headingId} className="text-base font-semibold text-ink">
            {reference}
          </h3>
          <CashLine order={order} />
        </div>
        <OrderAddress order={order} look="door" />
        <ul aria-label={t`Items of order ${reference}`}>
          {order.items.map((item) => (
            <li key={item.product._id}>
              {item.product.name} × {item.quantity}
            </li>
          ))}
        </ul>
      </article>
    </li>
  );
}
