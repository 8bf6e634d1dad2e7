import { orderStatuses } from '@kirana/api/contract/order-status';
import { Input } from '@kirana/ui-kit/input';
import { Select } from '@kirana/ui-kit/select';
import { useState } from 'react';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { SoundSwitch } from '../../features/alerts/components/sound-switch.tsx';
import { AWAITING_PAYMENT, type OrdersFilter } from '@kirana/api/client/order-queries';
import { useSellerOrders } from '../../features/orders/api/get-orders.ts';
import { OrdersTable } from '../../features/orders/components/orders-table.tsx';
import { findOrders } from '../../features/orders/lib/find-orders.ts';

const ALL = 'all';
const statusOptions = [
  { value: ALL, label: 'All statuses' },
  ...orderStatuses.map((status) => ({ value: status, label: status })),
  { value: AWAITING_PAYMENT, label: 'Awaiting payment' },
];

/**
 * Every order, filtered by status (on the server) and found by number or phone. New orders
 * and status changes appear by themselves (the live events refresh the list). Online
 * orders not paid yet are listed only under "Awaiting payment", with when they expire.
 */
export function OrdersRoute() {
  const [status, setStatus] = useState<string>(ALL);
  const [query, setQuery] = useState('');
  const orders = useSellerOrders(status === ALL ? undefined : (status as OrdersFilter));
  return (
    <>
      <PageTitle>Orders List</PageTitle>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Select
          aria-label="Status"
          size="sm"
          className="w-48"
          options={statusOptions}
          value={status}
          onValueChange={setStatus}
        />
        <Input
          type="search"
          aria-label="Find by order number or phone"
          placeholder="Order number or phone"
          className="h-8 w-56 max-w-full"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <SoundSwitch />
      </div>
      {orders.isPending ? (
        <PageLoading label="Loading orders" />
      ) : orders.isError ? (
        <ErrorPanel
          title="The orders could not be loaded"
          message={orders.error.message}
          onRetry={() => void orders.refetch()}
        />
      ) : (
        <OrdersTable
          orders={findOrders(orders.data, query)}
          emptyMessage={query || status !== ALL ? 'No orders match.' : 'No orders yet.'}
        />
      )}
    </>
  );
}
