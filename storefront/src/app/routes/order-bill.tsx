import { billOf } from '@kirana/api/contract/bill';
import { ApiError } from '@kirana/api/client/api-client';
import { Button } from '@kirana/ui-kit/button';
import { EmptyState } from '@kirana/ui-kit/empty-state';
import { Spinner } from '@kirana/ui-kit/spinner';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../features/auth/api/get-session.ts';
import { useLoginDialog } from '../../features/auth/login-dialog-context.ts';
import { useMyOrder } from '../../features/orders/api/get-order.ts';
import { BillSheet } from '@kirana/ui-kit/bill-sheet';
import { useShopProfile } from '../../lib/shop-home.ts';
import { usePageTitle } from '../use-page-title.ts';

const backLink = (
  <Link
    to={paths.myOrders}
    className="focus-ring rounded-sm text-sm text-primary-strong underline print:hidden"
  >
    Back to My Orders
  </Link>
);

/** A bill for one of the shopper's own orders, to print. */
export default function OrderBillPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const order = useMyOrder(id, Boolean(session.data));
  const shop = useShopProfile();
  const { openLogin } = useLoginDialog();
  const notFound = order.error instanceof ApiError && order.error.status === 404;
  usePageTitle(notFound ? 'Order not found' : 'Bill');

  let body;
  if (session.isPending || (session.data && (order.isPending || shop.isPending))) {
    body = (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner size="lg" label="Loading the bill" />
      </div>
    );
  } else if (!session.data) {
    body = (
      <EmptyState
        icon="user"
        title="Log in to see your bill"
        action={<Button onClick={openLogin}>Login</Button>}
      />
    );
  } else if (notFound) {
    body = (
      <>
        <h1 className="text-2xl font-medium">Order not found</h1>
        <EmptyState
          icon="search"
          title="This order is not one of yours, or it does not exist."
          titleAs="p"
        />
      </>
    );
  } else if (order.isError || shop.isError || !order.data || !shop.data) {
    body = (
      <EmptyState
        icon="alert"
        title="The bill could not be loaded."
        action={
          <Button
            variant="outline"
            onClick={() => void Promise.all([order.refetch(), shop.refetch()])}
          >
            Try again
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <Button className="self-start print:hidden" onClick={() => window.print()}>
          Print bill
        </Button>
        <BillSheet
          bill={billOf(order.data, shop.data.shop, shop.data.timeZone)}
          shop={shop.data.shop}
        />
      </>
    );
  }
  return (
    <section className="mt-8 flex max-w-3xl flex-col gap-4 pb-8 print:m-0">
      {backLink}
      {body}
    </section>
  );
}
