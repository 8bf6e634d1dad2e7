import { Button } from '@kirana/ui-kit/button';
import { EmptyState } from '@kirana/ui-kit/empty-state';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { slotDateLabel, slotLabel, type SlotTime } from '../../lib/delivery-slot.ts';
import { useSellerOrders } from '../../features/orders/api/get-orders.ts';
import { useShopToday } from '../../features/orders/api/get-shop-today.ts';
import { PackingListSheet } from '../../features/orders/components/packing-list.tsx';
import { PrintButton } from '../../features/orders/components/print-button.tsx';
import { slotFromParams } from '../../features/orders/lib/packing-list.ts';
import { clipboardGlyph } from '@kirana/ui-kit/glyphs';

function SlotPackingList({ slot }: { slot: SlotTime }) {
  const { t } = useLingui();
  const orders = useSellerOrders();
  const name = slotLabel(slot, useShopToday());
  // Paper outlives "Today": the sheet also says the date.
  const date = slotDateLabel(slot);
  return (
    <>
      <PageTitle>{t`Packing list · ${name}`}</PageTitle>
      <div className="-mt-4 mb-6 flex flex-wrap items-center gap-3">
        <p className="text-ink-muted print:text-black">{date}</p>
        <div className="flex gap-2 print:hidden">
          {orders.data ? <PrintButton /> : null}
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.orders}>
              <Trans>Back to Orders</Trans>
            </Link>
          </Button>
        </div>
      </div>
      {orders.isPending ? (
        <PageLoading label={t`Loading the slot’s orders`} />
      ) : orders.isError ? (
        <ErrorPanel
          title={t`The orders could not be loaded`}
          message={orders.error.message}
          onRetry={() => void orders.refetch()}
        />
      ) : (
        <PackingListSheet orders={orders.data} slot={slot} name={name} />
      )}
    </>
  );
}

/** `/orders/packing?date=2026-11-27&start=07:00&end=09:00`: one slot's sheet to pack by. */
export function PackingListRoute() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const slot = slotFromParams(params);
  if (slot) return <SlotPackingList slot={slot} />;
  return (
    <>
      <PageTitle>{t`Packing list`}</PageTitle>
      <EmptyState
        titleAs="p"
        icon={clipboardGlyph}
        title={t`Open a packing list from a slot on the Orders screen.`}
        action={
          <Button asChild>
            <Link to={paths.orders}>
              <Trans>Go to Orders</Trans>
            </Link>
          </Button>
        }
      />
    </>
  );
}
