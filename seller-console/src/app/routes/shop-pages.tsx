import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { useShopPages } from '../../features/shop/api/get-pages.ts';
import { PagesEditor } from '../../features/shop/components/pages-editor.tsx';

/** The storefront footer's pages: delivery, returns, payment methods, contact, FAQs. */
export function ShopPagesRoute() {
  const { t } = useLingui();
  const pages = useShopPages();
  return (
    <>
      <PageTitle>{t`Footer pages`}</PageTitle>
      <p className="mb-6 text-sm text-ink-muted">
        <Trans>
          What shoppers read behind the footer’s links. Write in Markdown: # for a heading, - for a
          list, **bold**, [text](https://…) for a link. HTML is not shown.
        </Trans>{' '}
        <Link to={paths.shop} className="focus-ring rounded-sm text-primary-strong underline">
          <Trans>Back to Shop</Trans>
        </Link>
      </p>
      {pages.data ? (
        <PagesEditor pages={pages.data.pages} />
      ) : pages.isError ? (
        <ErrorPanel
          title={t`The pages could not be loaded`}
          message={pages.error.message}
          onRetry={() => void pages.refetch()}
        />
      ) : (
        <PageLoading label={t`Loading the pages`} />
      )}
    </>
  );
}
