import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { renderAnchor, type RenderLink } from '../lib/render-link.ts';
import { Price } from './price.tsx';
import { ProductImage, type PictureSource } from './product-image.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { StarRating } from './star-rating.tsx';

export interface ProductCardProps {
  name: string;
  category: string;
  /** The pack size or net quantity, e.g. "500 g", "1 L", "6 pcs"; shown under the name. */
  packSize?: string;
  /** The main picture: its files and size, e.g. from the API's `product.images[0]`. */
  image: PictureSource;
  /** Defaults to the product name. */
  imageAlt?: string;
  /**
   * How wide the card's square picture box is shown, as a `sizes` value. Only the page
   * knows its grid, so pass the real one; the default suits a two-column phone grid.
   */
  imageSizes?: string;
  /** For a card that holds the page's largest picture on first paint; lazy otherwise. */
  imagePriority?: boolean;
  price: number;
  offerPrice: number;
  /** This product's quantity in the cart (0 when not in it). */
  quantity: number;
  /** The most the shopper may have in the cart (few left): + stops there. */
  maxQuantity?: number;
  /** A short line under the price, e.g. "Only 2 left". */
  note?: ReactNode;
  onAdd: () => void;
  onIncrement: () => void;
  onDecrement: () => void;
  /** The product page, e.g. `/products/fruits/{_id}`. */
  href: string;
  /** Renders the product link with your router; defaults to a plain <a>. */
  renderLink?: RenderLink;
  /** The stars shown (the spec's fixed 4); null shows none, when the shop turned them off. */
  rating?: number | null;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function ProductCard({
  name,
  category,
  packSize,
  image,
  imageAlt,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a `sizes` media list, not words
  imageSizes = '(min-width: 768px) 12rem, 45vw',
  imagePriority = false,
  price,
  offerPrice,
  quantity,
  maxQuantity,
  note,
  onAdd,
  onIncrement,
  onDecrement,
  href,
  renderLink = renderAnchor,
  rating = 4,
  headingLevel = 3,
  className,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        // `relative` + the link's ::after make the whole card one click target while
        // keeping a single link per product for keyboard and screen-reader users.
        'group relative flex w-full flex-col rounded-card border border-line bg-surface p-3 shadow-card md:p-4',
        className,
      )}
    >
      {/* Padded all round so the picture's box is square: `imageSizes` describes it. */}
      <div className="aspect-square overflow-hidden p-2">
        <ProductImage
          {...image}
          alt={imageAlt ?? name}
          sizes={imageSizes}
          priority={imagePriority}
          className="transition-transform duration-200 motion-safe:group-hover:scale-105"
        />
      </div>
      <div className="mt-2 flex flex-1 flex-col gap-1 text-ink-muted">
        <p className="text-sm">{category}</p>
        <Heading id={headingId} className="truncate text-lg font-medium text-ink">
          {renderLink({
            href,
            className:
              'focus-ring rounded-sm after:absolute after:inset-0 after:rounded-card hover:underline',
            children: name,
          })}
        </Heading>
        {/* The line is kept when there is no size, so every card's price sits level. */}
        <p className="min-h-5 text-sm">{packSize ?? ''}</p>
        {rating === null ? null : <StarRating rating={rating} />}
        {note ? <p className="text-sm font-medium text-warning">{note}</p> : null}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2">
          <Price price={price} offerPrice={offerPrice} className="md:text-lg" />
          {/* Above the stretched link so it stays clickable. */}
          <div className="relative z-10">
            <QuantityStepper
              quantity={quantity}
              max={maxQuantity}
              itemName={name}
              onAdd={onAdd}
              onIncrement={onIncrement}
              onDecrement={onDecrement}
            />
          </div>
        </div>
      </div>
    </article>
  );
}
