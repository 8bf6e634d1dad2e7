import { billOf } from '@kirana/api/contract/bill';
import { Button } from '@kirana/ui-kit/button';
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
  const { id = '' } = useParams();
  const orders = useSellerOrders();
  const shop = useShop();
  const order = orders.data?.find((candidate) => candidate._id === id);

  const back = (
    <Button variant="outline" size="sm" asChild className="print:hidden">
      <Link to={paths.orders}>Back to orders</Link>
    </Button>
  );
  if (orders.isError || shop.isError) {
    return (
      <>
        <PageTitle>Bill</PageTitle>
        <ErrorPanel
          title="The bill could not be loaded"
          message={(orders.error ?? shop.error)?.message ?? ''}
          onRetry={() => void Promise.all([orders.refetch(), shop.refetch()])}
        />
      </>
    );
  }
  if (!orders.data || !shop.data) return <PageLoading label="Loading the bill" />;
  if (!order) {
    return (
      <>
        <PageTitle>Order not found</PageTitle>
        <p className="mb-4 text-ink-muted">No order of the shop has this address.</p>
        {back}
      </>
    );
  }
  const bill = billOf(order, shop.data.shop, shop.data.timeZone);
  return (
    <>
      <title>{`Bill ${bill.number} · Kirana Seller`}</title>
      <div className="mb-4 flex flex-wrap gap-2 print:hidden">
        {back}
        <PrintButton />
      </div>
      <BillSheet bill={bill} shop={shop.data.shop} />
    </>
  );
}
