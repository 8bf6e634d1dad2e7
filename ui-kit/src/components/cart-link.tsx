import { plural } from '@lingui/core/macro';
import { cn } from '../lib/cn.ts';
import { renderAnchor, type RenderLink } from '../lib/render-link.ts';
import { Icon } from './icon.tsx';
import { cartGlyph } from './glyphs.tsx';

export interface CartLinkProps {
  /** Number of items in the cart. */
  count: number;
  href?: string;
  renderLink?: RenderLink;
  className?: string;
}

/** The top bar's cart icon with its item count. */
export function CartLink({
  count,
  href = '/cart',
  renderLink = renderAnchor,
  className,
}: CartLinkProps) {
  return renderLink({
    href,
    // The visible count alone would be read as just "3"; say what it counts.
    'aria-label': plural(count, { one: 'Cart, # item', other: 'Cart, # items' }),
    className: cn(
      'focus-ring relative inline-flex items-center justify-center rounded-full p-2.5 text-ink hover:text-primary-strong',
      className,
    ),
    children: (
      <>
        <Icon glyph={cartGlyph} className="size-6" />
        <span
          aria-hidden="true"
          className="absolute top-0 right-0 inline-flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-primary px-1 text-xs font-medium text-on-primary"
        >
          {count}
        </span>
      </>
    ),
  });
}
