import { shopPageSlugs, type ShopPageSlug } from '@kirana/api/contract/shop-pages';
import { useParams } from 'react-router';
import { shopPageTitle } from '../../config/shop-page-titles.ts';
import { ShopPageView } from '../../features/shop/components/shop-page-view.tsx';
import { usePageTitle } from '../use-page-title.ts';
import NotFoundPage from './not-found.tsx';

const isSlug = (text: string | undefined): text is ShopPageSlug =>
  (shopPageSlugs as readonly string[]).includes(text ?? '');

/** /pages/:slug: delivery, returns, payment methods, contact, FAQs, as the shop wrote them. */
export default function ShopPagePage() {
  const { slug } = useParams();
  if (!isSlug(slug)) return <NotFoundPage />;
  return <KnownPage slug={slug} />;
}

function KnownPage({ slug }: { slug: ShopPageSlug }) {
  const title = shopPageTitle(slug);
  usePageTitle(title);
  return (
    <article className="mt-10 md:mt-16" aria-labelledby="shop-page-title">
      <h1 id="shop-page-title" className="mb-6 text-3xl font-medium">
        {title}
      </h1>
      <ShopPageView slug={slug} />
    </article>
  );
}
