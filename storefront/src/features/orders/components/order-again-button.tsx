import type { Order } from '@kirana/api/contract/order';
import { orderReference } from '@kirana/api/contract/order-reference';
import { t } from '@lingui/core/macro';
import { Button } from '@kirana/ui-kit/button';
import { toast } from '@kirana/ui-kit/lib/toast-store';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { productQueries } from '../../../lib/api-client.ts';
import { useCart } from '../../../lib/cart-context.ts';
import { planOrderAgain } from '../lib/order-again.ts';

/** Puts the order's products, as sold today, into the cart and opens it. */
export function OrderAgainButton({ order }: { order: Order }) {
  const cart = useCart();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function orderAgain() {
    setBusy(true);
    try {
      const ids = [...new Set(order.items.map((item) => item.product._id))];
      // Today's prices and stock, not whatever an earlier page cached.
      const { products } = await queryClient.fetchQuery({
        ...productQueries.byIds(ids),
        staleTime: 0,
      });
      const { lines, note } = planOrderAgain(order, products);
      if (lines.length === 0) {
        toast.error(note ?? t`Nothing from this order can be bought now.`);
        return;
      }
      cart.putAll(lines);
      if (note) toast.error(t`Added to your cart. ${note}`);
      else toast.success(t`Added to your cart at today’s prices`);
      void navigate(paths.cart);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t`Please try again.`);
    } finally {
      setBusy(false);
    }
  }

  const reference = orderReference(order.number, order._id);
  // Core `t`, not the React hook: order cards are also rendered without an I18nProvider.
  return (
    <Button
      variant="outline"
      size="sm"
      loading={busy}
      loadingText={t`Adding...`}
      aria-label={t`Order again: order ${reference}`}
      onClick={() => void orderAgain()}
    >
      {t`Order again`}
    </Button>
  );
}
