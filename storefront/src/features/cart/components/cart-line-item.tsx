import { Badge } from '@kirana/ui-kit/badge';
import { Button } from '@kirana/ui-kit/button';
import { Icon } from '@kirana/ui-kit/icon';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { QuantitySelect } from '@kirana/ui-kit/quantity-select';
import { toPaise, toRupees } from '@kirana/api/contract/paise';
import { fewLeft, isPurchasable, maxOrderable } from '@kirana/api/contract/stock';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { CartLine } from '../lib/cart-items.ts';
import fallbackImage from '../../../assets/logo.svg';

export interface CartLineItemProps {
  line: CartLine;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/** One cart line: picture, name, weight, quantity select, subtotal, remove. */
export function CartLineItem({ line, onQuantityChange, onRemove }: CartLineItemProps) {
  const { product, quantity } = line;
  const limit = maxOrderable(product);
  const left = fewLeft(product);
  const subtotal = toRupees(toPaise(product.offerPrice) * quantity);
  return (
    <li className="grid grid-cols-[1fr_auto_auto] items-center gap-3 border-b border-line py-4 md:gap-6">
      <div className="flex items-center gap-3 md:gap-6">
        <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-card border border-line md:size-24">
          <img
            src={product.image[0] ?? fallbackImage}
            alt={product.name}
            width={96}
            height={96}
            loading="lazy"
            className="max-h-full object-contain"
          />
        </span>
        <div className="min-w-0 text-sm">
          <h2 className="truncate text-base font-medium">
            <Link
              to={paths.product(product.category, product._id)}
              className="focus-ring rounded-sm hover:underline"
            >
              {product.name}
            </Link>
          </h2>
          <p className="text-ink-muted">Weight: {product.weight ?? 'N/A'}</p>
          <div className="mt-1 flex items-center gap-2 text-ink-muted">
            <span aria-hidden="true">Qty:</span>
            <QuantitySelect
              value={quantity}
              max={limit}
              onValueChange={onQuantityChange}
              itemName={product.name}
            />
          </div>
          {!isPurchasable(product) ? (
            <Badge tone="danger" className="mt-1">
              Out of stock
            </Badge>
          ) : left !== undefined ? (
            <p className={quantity > left ? 'mt-1 font-medium text-danger' : 'mt-1 text-warning'}>
              Only {left} left{quantity > left ? ': please lower the quantity' : ''}
            </p>
          ) : null}
        </div>
      </div>
      <p className="text-right font-medium tabular-nums">
        <span className="sr-only">Subtotal </span>
        {formatPrice(subtotal)}
      </p>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Remove one ${product.name}`}
        onClick={onRemove}
        className="text-danger hover:bg-danger-soft"
      >
        <Icon name="trash" />
      </Button>
    </li>
  );
}
