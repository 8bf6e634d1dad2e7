import { t } from '@lingui/core/macro';
import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn.ts';
import { formatPrice } from '../lib/format-price.ts';

const priceVariants = cva('inline-flex flex-wrap items-baseline gap-x-1.5 tabular-nums', {
  variants: {
    size: {
      sm: 'text-sm',
      md: 'text-base',
      lg: 'text-2xl',
    },
  },
  defaultVariants: { size: 'md' },
});

const amountVariants = cva('font-medium', {
  variants: {
    tone: {
      brand: 'text-primary-strong',
      ink: 'text-ink',
    },
  },
  defaultVariants: { tone: 'brand' },
});

export interface PriceProps
  extends
    Omit<HTMLAttributes<HTMLSpanElement>, 'children'>,
    VariantProps<typeof priceVariants>,
    VariantProps<typeof amountVariants> {
  /** The list price in rupees (up to two decimals, as the API sends it). */
  price: number;
  /** The selling price; when lower than `price`, `price` is shown struck through. */
  offerPrice?: number;
}

/** Rupee amounts as `Rs.1,23,456.50`: Indian grouping, always two decimals. */
export function Price({ price, offerPrice, size, tone, className, ...props }: PriceProps) {
  const hasOffer = offerPrice !== undefined && offerPrice < price;
  return (
    <span className={cn(priceVariants({ size }), className)} {...props}>
      {hasOffer ? (
        <>
          <span className={amountVariants({ tone })}>
            <span className="sr-only">{t`Offer price`} </span>
            {formatPrice(offerPrice)}
          </span>
          <s className="text-[0.8em] text-ink-subtle">
            <span className="sr-only">{t`Original price`} </span>
            {formatPrice(price)}
          </s>
        </>
      ) : (
        <span className={amountVariants({ tone })}>{formatPrice(offerPrice ?? price)}</span>
      )}
    </span>
  );
}
