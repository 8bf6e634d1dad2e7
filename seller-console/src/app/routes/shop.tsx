import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { useShop } from '../../features/shop/api/get-shop.ts';
import { ShopForm } from '../../features/shop/components/shop-form.tsx';
import { newsletterCalls } from '../../lib/api-client.ts';

const linkClass =
  'focus-ring inline-flex h-9 items-center rounded-control border border-line-strong px-4 text-sm font-medium text-ink hover:bg-primary-soft';

/** Who the shop is: its name, numbers and licences, its prices' tax and its home page. */
export function ShopRoute() {
  const { t } = useLingui();
  const shop = useShop();
  return (
    <>
      <PageTitle>{t`Shop`}</PageTitle>
      <nav aria-label={t`More of the shop`} className="mb-8 flex flex-wrap gap-3">
        <Link to={paths.shopPages} className={linkClass}>
          <Trans>Edit footer pages</Trans>
        </Link>
        <a href={newsletterCalls.exportUrl()} download className={linkClass}>
          <Trans>Download subscribers (CSV)</Trans>
        </a>
      </nav>
      {shop.data ? (
        <ShopForm shop={shop.data.shop} />
      ) : shop.isError ? (
        <ErrorPanel
          title={t`The shop's details could not be loaded`}
          message={shop.error.message}
          onRetry={() => void shop.refetch()}
        />
      ) : (
        <PageLoading label={t`Loading the shop's details`} />
      )}
    </>
  );
}
