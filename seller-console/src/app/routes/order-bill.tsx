import { billOf } from '@kirana/api/contract/bill';
import { intlLocale } from '@kirana/ui-kit/lib/intl-locale';
import { Button } from '@kirana/ui-kit/button';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { useSellerOrders } from '../../features/orders/api/get-orders.ts';
import { BillSheet } from '@kirana/ui-kit/bill-sheet';
import { PrintButton } from '../../features/orders/components/print-button.tsx';
import { useShop } from '../../features/shop/api/get-shop.ts';

/** One order's bill, to print for the customer (read from the seller's list of orders). */
export function OrderBillRoute() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const orders = useSellerOrders();
  const shop = useShop();
  const order = orders.data?.find((candidate) => candidate._id === id);

  const back = (
    <Button variant="outline" size="sm" asChild className="print:hidden">
      <Link to={paths.orders}>
        <Trans>Back to orders</Trans>
      </Link>
    </Button>
  );
  if (orders.isError || shop.isError) {
    return (
      <>
        <PageTitle>{t`Bill`}</PageTitle>
        <ErrorPanel
          title={t`The bill could not be loaded`}
          message={(orders.error ?? shop.error)?.message ?? ''}
          onRetry={() => void Promise.all([orders.refetch(), shop.refetch()])}
        />
      </>
    );
  }
  if (!orders.data || !shop.data) return <PageLoading label={t`Loading the bill`} />;
  if (!order) {
    return (
      <>
        <PageTitle>{t`Order not found`}</PageTitle>
        <p className="mb-4 text-ink-muted">
          <Trans>No order of the shop has this address.</Trans>
        </p>
        {back}
      </>
    );
  }
  const bill = billOf(order, shop.data.shop, shop.data.timeZone, intlLocale());
  const { number } = bill;
  return (
    <>
      <title>{t`Bill ${number} · Kirana Seller`}</title>
      <div className="mb-4 flex flex-wrap gap-2 print:hidden">
        {back}
        <PrintButton />
      </div>
      <BillSheet bill={bill} shop={shop.data.shop} />
    </>
  );
}
