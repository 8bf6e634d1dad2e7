import { NewsletterForm } from '@kirana/ui-kit/newsletter-form';
import { BestSellers } from '../../features/catalog/components/best-sellers.tsx';
import { CategoryTiles } from '../../features/catalog/components/category-tiles.tsx';
import { HomeBanner } from '../../features/catalog/components/home-banner.tsx';
import { WhyWeAreBest } from '../../features/catalog/components/why-we-are-best.tsx';
import { newsletterCalls } from '../../lib/api-client.ts';
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
        // Thanks only once the server stored it; its refusal (a bad address, too many
        // tries) is shown under the box.
        onSubscribe={(email) =>
          newsletterCalls.subscribe({ email }).then((answer) => answer.message)
        }
      />
    </>
  );
}
