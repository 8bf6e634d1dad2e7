import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@kirana/ui-kit/badge';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { ProductImage } from '@kirana/ui-kit/product-image';
import { toPaise, toRupees } from '@kirana/api/contract/paise';
import { fewLeft, isPurchasable, maxOrderable } from '@kirana/api/contract/stock';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { pictureOf } from '../../../lib/picture.ts';
import type { CartLine } from '../../../lib/cart-context.ts';
import { CartLineControls } from './cart-line-controls.tsx';

export interface CartLineItemProps {
  line: CartLine;
  onQuantityChange: (quantity: number) => void;
  onAddOne: () => void;
  onRemoveOne: () => void;
  onRemoveLine: () => void;
}

/**
 * One cart line: picture, then name and subtotal on one row (a long name wraps, the amount
 * keeps its column), pack size, the controls and any stock warning under them.
 */
export function CartLineItem({
  line,
  onQuantityChange,
  onAddOne,
  onRemoveOne,
  onRemoveLine,
}: CartLineItemProps) {
  const { t } = useLingui();
  const { product, quantity } = line;
  const { weight } = product;
  const left = fewLeft(product);
  const subtotal = toRupees(toPaise(product.offerPrice) * quantity);
  return (
    <li className="flex gap-3 border-b border-line py-4 md:gap-6">
      <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-card border border-line sm:size-20 md:size-24">
        <ProductImage
          {...pictureOf(product.images[0])}
          alt={product.name}
          // The box above, less its border.
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, not words
          sizes="(min-width: 768px) 94px, (min-width: 640px) 78px, 62px"
        />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <div className="flex items-start justify-between gap-3">
          <h2 className="min-w-0 text-base font-medium break-words">
            <Link
              to={paths.product(product.category, product._id)}
              // At least 24 px tall: a target a thumb can hit (WCAG 2.5.8).
              className="focus-ring inline-block rounded-sm py-0.5 hover:underline"
            >
              {product.name}
            </Link>
          </h2>
          <p className="shrink-0 text-base font-medium tabular-nums">
            <span className="sr-only">{t`Subtotal`} </span>
            {formatPrice(subtotal)}
          </p>
        </div>
        {weight ? (
          <p className="text-ink-muted">
            <Trans>Pack size: {weight}</Trans>
          </p>
        ) : null}
        <div className="mt-1">
          <CartLineControls
            itemName={product.name}
            quantity={quantity}
            max={maxOrderable(product)}
            onQuantityChange={onQuantityChange}
            onAddOne={onAddOne}
            onRemoveOne={onRemoveOne}
            onRemoveLine={onRemoveLine}
          />
        </div>
        {!isPurchasable(product) ? (
          <Badge tone="danger" className="mt-1 self-start">
            <Trans>Out of stock</Trans>
          </Badge>
        ) : left !== undefined ? (
          <p className={quantity > left ? 'mt-1 font-medium text-danger' : 'mt-1 text-warning'}>
            {quantity > left ? (
              <Trans>Only {left} left: please lower the quantity</Trans>
            ) : (
              <Trans>Only {left} left</Trans>
            )}
          </p>
        ) : null}
      </div>
    </li>
  );
}
