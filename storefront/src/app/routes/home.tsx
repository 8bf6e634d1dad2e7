import { NewsletterForm } from '@kirana/ui-kit/newsletter-form';
import { toast } from '@kirana/ui-kit/lib/toast-store';
import { BestSellers } from '../../features/catalog/components/best-sellers.tsx';
import { CategoryTiles } from '../../features/catalog/components/category-tiles.tsx';
import { HomeBanner } from '../../features/catalog/components/home-banner.tsx';
import { WhyWeAreBest } from '../../features/catalog/components/why-we-are-best.tsx';
import { usePageTitle } from '../use-page-title.ts';

export default function HomePage() {
  usePageTitle(null);
  return (
    <>
      <HomeBanner />
      <CategoryTiles />
      <BestSellers />
      <WhyWeAreBest />
      <NewsletterForm
        className="mt-24"
        // The spec gives the box no server effect; say thanks so the click is not lost.
        onSubscribe={() => toast.success('Thanks for subscribing!')}
      />
    </>
  );
}
