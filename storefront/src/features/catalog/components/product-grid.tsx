import { useLingui } from '@lingui/react/macro';
import type { Product } from '@kirana/api/contract/product';
import { fewLeft, maxOrderable } from '@kirana/api/contract/stock';
import { ProductCard } from '@kirana/ui-kit/product-card';
import { Skeleton } from '@kirana/ui-kit/skeleton';
import { paths } from '../../../config/paths.ts';
import { pictureOf } from '../../../lib/picture.ts';
import { renderLink } from '../../../lib/render-link.tsx';
import { useCart } from '../../../lib/cart-context.ts';
import { useCategoryLabel } from '../../../lib/category-label.ts';
import { useShowRatings } from '../../../lib/shop-home.ts';

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 md:gap-6 lg:grid-cols-5';

// The width of a card's square picture box at each breakpoint, so a phone fetches a file
// for ~140 px and not for the whole screen: the page's side padding (root-layout's `main`),
// the columns and gaps above, the card's border and padding (p-3, md:p-4) and the box's p-2.
// Change it with any of those.
const cardImageSizes = [
  '(min-width: 1280px) calc(20vw - 121px)',
  '(min-width: 1024px) calc(20vw - 108px)',
  '(min-width: 768px) calc(25vw - 100px)',
  '(min-width: 640px) calc(33.33vw - 66px)',
  'calc(50vw - 64px)',
].join(', ');

export interface ProductGridProps {
  products: readonly Product[];
  /** Names the list for screen readers, e.g. "Best Sellers". */
  label: string;
  /** The cards' heading level: one below the heading the grid sits under. */
  headingLevel?: 2 | 3;
}

/** Product cards wired to the cart: Add, then − n + on each card. */
export function ProductGrid({ products, label, headingLevel = 3 }: ProductGridProps) {
  const { t } = useLingui();
  const cart = useCart();
  const categoryLabel = useCategoryLabel();
  // The spec's fixed stars, unless the shop turned them off (null: none).
  const rating = useShowRatings() ? undefined : null;
  return (
    <ul aria-label={label} className={gridClass}>
      {products.map((product) => {
        const left = fewLeft(product);
        return (
          <li key={product._id} className="flex">
            <ProductCard
              name={product.name}
              category={categoryLabel(product.category)}
              packSize={product.weight}
              image={pictureOf(product.images[0])}
              imageSizes={cardImageSizes}
              price={product.price}
              offerPrice={product.offerPrice}
              quantity={cart.items[product._id] ?? 0}
              maxQuantity={maxOrderable(product)}
              note={left === undefined ? undefined : t`Only ${left} left`}
              onAdd={() => cart.add(product._id)}
              onIncrement={() => cart.add(product._id)}
              onDecrement={() => cart.remove(product._id)}
              href={paths.product(product.category, product._id)}
              renderLink={renderLink}
              headingLevel={headingLevel}
              rating={rating}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** Placeholders of the cards' size while the catalogue loads, so nothing jumps. */
export function ProductGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div aria-busy="true" aria-label={label} role="group" className={gridClass}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex flex-col gap-2 rounded-card border border-line p-3 md:p-4">
          <Skeleton shape="block" className="aspect-square h-auto" />
          <Skeleton className="w-1/3" />
          <Skeleton className="w-3/4" />
          <Skeleton className="h-8 w-full" />
        </div>
      ))}
    </div>
  );
}
