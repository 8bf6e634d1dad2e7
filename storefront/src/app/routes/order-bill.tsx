import { Trans, useLingui } from '@lingui/react/macro';
import { billOf } from '@kirana/api/contract/bill';
import { intlLocale } from '@kirana/ui-kit/lib/intl-locale';
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
import { alertGlyph, searchGlyph, userGlyph } from '@kirana/ui-kit/glyphs';

function BackLink() {
  return (
    <Link
      to={paths.myOrders}
      className="focus-ring rounded-sm text-sm text-primary-strong underline print:hidden"
    >
      <Trans>Back to My Orders</Trans>
    </Link>
  );
}

/** A bill for one of the shopper's own orders, to print. */
export default function OrderBillPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const session = useSession();
  const order = useMyOrder(id, Boolean(session.data));
  const shop = useShopProfile();
  const { openLogin } = useLoginDialog();
  const notFound = order.error instanceof ApiError && order.error.status === 404;
  usePageTitle(notFound ? t`Order not found` : t`Bill`);

  let body;
  if (session.isPending || (session.data && (order.isPending || shop.isPending))) {
    body = (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner size="lg" label={t`Loading the bill`} />
      </div>
    );
  } else if (!session.data) {
    body = (
      <EmptyState
        icon={userGlyph}
        title={t`Log in to see your bill`}
        action={
          <Button onClick={openLogin}>
            <Trans>Login</Trans>
          </Button>
        }
      />
    );
  } else if (notFound) {
    body = (
      <>
        <h1 className="text-2xl font-medium">
          <Trans>Order not found</Trans>
        </h1>
        <EmptyState
          icon={searchGlyph}
          title={t`This order is not one of yours, or it does not exist.`}
          titleAs="p"
        />
      </>
    );
  } else if (order.isError || shop.isError || !order.data || !shop.data) {
    body = (
      <EmptyState
        icon={alertGlyph}
        title={t`The bill could not be loaded.`}
        action={
          <Button
            variant="outline"
            onClick={() => void Promise.all([order.refetch(), shop.refetch()])}
          >
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <Button className="self-start print:hidden" onClick={() => window.print()}>
          <Trans>Print bill</Trans>
        </Button>
        <BillSheet
          bill={billOf(order.data, shop.data.shop, shop.data.timeZone, intlLocale())}
          shop={shop.data.shop}
        />
      </>
    );
  }
  return (
    <section className="mt-8 flex max-w-3xl flex-col gap-4 pb-8 print:m-0">
      <BackLink />
      {body}
    </section>
  );
}
