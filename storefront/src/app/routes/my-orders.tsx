import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@kirana/ui-kit/button';
import { EmptyState } from '@kirana/ui-kit/empty-state';
import { Spinner } from '@kirana/ui-kit/spinner';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../features/auth/api/get-session.ts';
import { useLoginDialog } from '../../features/auth/login-dialog-context.ts';
import { useMyOrders } from '../../features/orders/api/get-orders.ts';
import { OrderCard } from '../../features/orders/components/order-card.tsx';
import { usePageTitle } from '../use-page-title.ts';
import { alertGlyph, userGlyph } from '@kirana/ui-kit/glyphs';

const loading = (label: string) => (
  <div className="flex min-h-[50vh] items-center justify-center">
    <Spinner size="lg" label={label} />
  </div>
);

export default function MyOrdersPage() {
  const { t } = useLingui();
  usePageTitle(t`My Orders`);
  const session = useSession();
  const orders = useMyOrders(Boolean(session.data));
  const { openLogin } = useLoginDialog();

  if (session.isPending) return loading(t`Loading`);
  return (
    <section aria-labelledby="orders-title" className="mt-12 pb-8">
      <h1 id="orders-title" className="text-2xl font-medium uppercase md:text-3xl">
        <Trans>My Orders</Trans>
      </h1>
      {session.data ? null : (
        <EmptyState
          icon={userGlyph}
          title={t`Log in to see your orders`}
          action={
            <Button onClick={openLogin}>
              <Trans>Login</Trans>
            </Button>
          }
        />
      )}
      <div className="mt-8 flex max-w-4xl flex-col gap-6">
        {orders.isPending ? loading(t`Loading your orders`) : null}
        {orders.isError ? (
          // The reason was shown as a toast; offer the way forward here.
          <EmptyState
            icon={alertGlyph}
            title={t`Your orders could not be loaded.`}
            action={
              <Button variant="outline" onClick={() => void orders.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            }
          />
        ) : null}
        {orders.data?.length === 0 ? (
          <EmptyState
            title={t`No orders yet`}
            description={t`Orders you place will show up here.`}
            action={
              <Button asChild>
                <Link to={paths.products}>
                  <Trans>Start shopping</Trans>
                </Link>
              </Button>
            }
          />
        ) : null}
        {orders.data?.map((order) => (
          <OrderCard key={order._id} order={order} />
        ))}
      </div>
    </section>
  );
}
