import { cva, type VariantProps } from 'class-variance-authority';
import type { CSSProperties } from 'react';
import { cn } from '../lib/cn.ts';
import { renderAnchor, type RenderLink } from '../lib/render-link.ts';

const tileVariants = cva(
  'focus-ring group flex flex-col items-center justify-center gap-2 rounded-card px-3 py-5 text-center text-sm font-medium text-ink',
  {
    variants: {
      tone: {
        vegetables: 'bg-category-vegetables',
        fruits: 'bg-category-fruits',
        drinks: 'bg-category-drinks',
        instant: 'bg-category-instant',
        dairy: 'bg-category-dairy',
        bakery: 'bg-category-bakery',
        grains: 'bg-category-grains',
        neutral: 'bg-surface-muted',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export type CategoryTone = NonNullable<VariantProps<typeof tileVariants>['tone']>;

export interface CategoryTileProps extends VariantProps<typeof tileVariants> {
  /** Visible name, e.g. "Organic veggies"; it is also the link's name. */
  text: string;
  /** Without a picture the tile shows its name on its colour. */
  imageSrc?: string | null;
  /** e.g. `/products/vegetables`. */
  href: string;
  renderLink?: RenderLink;
  /** A colour from data, used when no `tone` fits (the Category entity's bgColor). */
  bgColor?: string;
  className?: string;
}

/** A category link on the home page: coloured tile, picture, name. */
export function CategoryTile({
  text,
  imageSrc,
  href,
  renderLink = renderAnchor,
  tone,
  bgColor,
  className,
}: CategoryTileProps) {
  const style: CSSProperties | undefined = bgColor ? { backgroundColor: bgColor } : undefined;
  return renderLink({
    href,
    className: cn(tileVariants({ tone }), className),
    ...(style ? { style } : {}),
    children: (
      <>
        {/* The picture illustrates the name next to it, so it is decorative. */}
        {imageSrc ? (
          <img
            src={imageSrc}
            alt=""
            loading="lazy"
            className="max-w-24 transition-transform duration-200 motion-safe:group-hover:scale-110"
          />
        ) : null}
        <span>{text}</span>
      </>
    ),
  });
}
