import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@kirana/api/contract/product';
import { addedRateOf } from '@kirana/api/contract/cart-total';
import { fewLeft, isPurchasable } from '@kirana/api/contract/stock';
import { Badge } from '@kirana/ui-kit/badge';
import { Button } from '@kirana/ui-kit/button';
import { Price } from '@kirana/ui-kit/price';
import { StarRating } from '@kirana/ui-kit/star-rating';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCart } from '../../../lib/cart-context.ts';
import { useShowRatings } from '../../../lib/shop-home.ts';
import { useTaxMode } from '../../../lib/use-tax-mode.ts';
import { ProductGallery } from './product-gallery.tsx';

/** Pictures, prices, description bullets, Add to Cart and Buy now. */
export function ProductDetails({ product }: { product: Product }) {
  const { t } = useLingui();
  const cart = useCart();
  // The rate this product is taxed at when tax is added: its GST rate, else the spec's 2%.
  const taxPercent = addedRateOf(product);
  const navigate = useNavigate();
  const taxMode = useTaxMode();
  const inCart = cart.items[product._id] ?? 0;
  const available = isPurchasable(product);
  const left = fewLeft(product);
  const showRatings = useShowRatings();
  return (
    <div className="mt-6 flex flex-col gap-10 md:flex-row md:gap-16">
      <ProductGallery name={product.name} images={product.images} />
      <div className="w-full text-sm md:w-1/2">
        <h1 className="text-3xl font-medium">{product.name}</h1>
        {showRatings ? <StarRating className="mt-2" /> : null}
        <div className="mt-6">
          <Price price={product.price} offerPrice={product.offerPrice} size="lg" />
          {/* The page must say the same thing as the cart and the bill. */}
          <p className="text-ink-muted">
            {taxMode === 'included'
              ? t`Inclusive of all taxes`
              : t`Plus ${taxPercent}% tax, added at checkout`}
          </p>
        </div>
        <p className="mt-4 text-base">
          <span className="font-medium">
            <Trans>Pack size:</Trans>
          </span>{' '}
          {product.weight ?? t`N/A`}
        </p>
        {!available ? (
          <Badge tone="danger" className="mt-4">
            <Trans>Out of stock</Trans>
          </Badge>
        ) : null}
        {left !== undefined ? (
          <p className="mt-4 font-medium text-warning">
            <Trans>Only {left} left</Trans>
          </p>
        ) : null}
        <h2 className="mt-6 text-base font-medium">
          <Trans>About Product</Trans>
        </h2>
        <ul className="ml-4 list-disc text-ink-muted">
          {product.description.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {inCart > 0 ? (
          <p className="mt-6 text-ink-muted" role="status">
            <Trans>{inCart} in your cart</Trans>
          </p>
        ) : null}
        {/* On a phone the buttons stick to the bottom of the screen, in reach of a thumb,
            until the shopper scrolls past their place; sticky (not fixed) so they never
            cover the footer or related products. */}
        <div className="mt-6 flex gap-3 bg-surface text-base max-md:sticky max-md:bottom-0 max-md:z-30 max-md:-mx-4 max-md:border-t max-md:border-line max-md:px-4 max-md:py-3 md:gap-4">
          <Button
            variant="outline"
            size="lg"
            fullWidth
            disabled={!available}
            onClick={() => cart.add(product._id)}
          >
            <Trans>Add to Cart</Trans>
          </Button>
          <Button
            size="lg"
            fullWidth
            disabled={!available}
            onClick={() => {
              cart.add(product._id);
              void navigate(paths.cart);
            }}
          >
            <Trans>Buy now</Trans>
          </Button>
        </div>
      </div>
    </div>
  );
}
