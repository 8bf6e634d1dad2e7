import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useSellerOrders } from '../../features/orders/api/get-orders.ts';
import { OrdersTable } from '../../features/orders/components/orders-table.tsx';

export function OrdersRoute() {
  const orders = useSellerOrders();
  return (
    <>
      <PageTitle>Orders List</PageTitle>
      {orders.isPending ? (
        <PageLoading label="Loading orders" />
      ) : orders.isError ? (
        <ErrorPanel
          title="The orders could not be loaded"
          message={orders.error.message}
          onRetry={() => void orders.refetch()}
        />
      ) : (
        <OrdersTable orders={orders.data} />
      )}
    </>
  );
}
