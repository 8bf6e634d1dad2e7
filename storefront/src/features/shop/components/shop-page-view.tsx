import type { ShopPageSlug } from '@kirana/api/contract/shop-pages';
import { Button } from '@kirana/ui-kit/button';
import { MarkdownText } from '@kirana/ui-kit/markdown-text';
import { Skeleton } from '@kirana/ui-kit/skeleton';
import { useShopPage } from '../api/get-shop-page.ts';

/**
 * A page the shop wrote (Markdown, shown without raw HTML) under the page's own title, so
 * its headings start at h2; with loading and error states.
 */
export function ShopPageView({ slug }: { slug: ShopPageSlug }) {
  const page = useShopPage(slug);
  if (page.isPending) {
    return (
      <div
        aria-busy="true"
        aria-label="Loading the page"
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
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>This page could not be loaded: {page.error.message}</p>
        <Button variant="outline" onClick={() => void page.refetch()}>
          Try again
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
