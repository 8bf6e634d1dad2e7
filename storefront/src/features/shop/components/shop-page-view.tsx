import type { ShopPageSlug } from '@kirana/api/contract/shop-pages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@kirana/ui-kit/button';
import { MarkdownText } from '@kirana/ui-kit/markdown-text';
import { Skeleton } from '@kirana/ui-kit/skeleton';
import { useShopPage } from '../api/get-shop-page.ts';

/**
 * A page the shop wrote (Markdown, shown without raw HTML) under the page's own title, so
 * its headings start at h2; with loading and error states.
 */
export function ShopPageView({ slug }: { slug: ShopPageSlug }) {
  const { t } = useLingui();
  const page = useShopPage(slug);
  if (page.isPending) {
    return (
      <div
        aria-busy="true"
        aria-label={t`Loading the page`}
        role="group"
        className="flex flex-col gap-3"
      >
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="w-full" />
        <Skeleton className="w-5/6" />
      </div>
    );
  }
  if (page.isError) {
    const reason = page.error.message;
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>
          <Trans>This page could not be loaded: {reason}</Trans>
        </p>
        <Button variant="outline" onClick={() => void page.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return (
    <MarkdownText nested className="max-w-2xl text-base">
      {page.data.page.markdown}
    </MarkdownText>
  );
}
