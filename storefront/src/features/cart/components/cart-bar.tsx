import { Plural, Trans } from '@lingui/react/macro';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { Icon } from '@kirana/ui-kit/icon';
import { toRupees } from '@kirana/api/contract/paise';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCart } from '../../../lib/cart-context.ts';
import { totalsOf } from '../lib/cart-items.ts';
import { arrowRightGlyph, cartGlyph } from '@kirana/ui-kit/glyphs';

/**
 * A phone's way to the cart while browsing: the count and the amount (before tax, as the
 * product prices are shown) at the bottom of the screen, one tap from the cart. Sticky at
 * the bottom of the page, so at the very end it rests above the footer instead of covering
 * it. Hidden from md up, where the top bar has room for everything.
 */
export function CartBar() {
  const cart = useCart();
  if (cart.count === 0 || !cart.lines) return null;
  const { subtotalPaise } = totalsOf(cart.lines);
  const amount = formatPrice(toRupees(subtotalPaise));
  const { count } = cart;
  return (
    <div className="sticky bottom-0 z-30 px-4 pb-3 md:hidden">
      <Link
        to={paths.cart}
        className="focus-ring flex items-center justify-between gap-3 rounded-card bg-primary px-4 py-3 font-medium text-on-primary shadow-popover"
      >
        <span className="flex items-center gap-2">
          <Icon glyph={cartGlyph} className="size-5" />
          <span>
            <Plural value={count} one="# item" other="# items" /> · {amount}
          </span>
        </span>
        <span className="flex items-center gap-1">
          <Trans>View cart</Trans>
          <Icon glyph={arrowRightGlyph} className="size-4" />
        </span>
      </Link>
    </div>
  );
}
