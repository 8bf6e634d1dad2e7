import { useLingui } from '@lingui/react/macro';
import { CartLink } from '@kirana/ui-kit/cart-link';
import { Logo } from '@kirana/ui-kit/logo';
import { SearchField } from '@kirana/ui-kit/search-field';
import { TopBar } from '@kirana/ui-kit/top-bar';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSearchBox } from '../../features/catalog/use-search-box.ts';
import { DeliverToButton } from '../../features/delivery/components/deliver-to-button.tsx';
import { useCart } from '../../lib/cart-context.ts';
import { renderLink } from '../../lib/render-link.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { AccountActions } from './account-actions.tsx';
import { LanguageChoice } from './language-choice.tsx';

export const MAIN_ID = 'main';

function activeNavHref(pathname: string): string | undefined {
  const path = pathname.toLowerCase();
  if (path === paths.home) return paths.home;
  if (path.startsWith(paths.products)) return paths.products;
  return undefined;
}

export function SiteHeader() {
  const { t } = useLingui();
  const navItems = [
    { href: paths.home, label: t`Home` },
    { href: paths.products, label: t`All Product` },
    { href: '#contact', label: t`Contact` },
  ];
  const { pathname } = useLocation();
  const { count } = useCart();
  // The stored cart is only in the browser: the prerendered bar (and its hydration) says 0.
  const shownCount = useHydrated() ? count : 0;
  const search = useSearchBox();
  return (
    <>
      <TopBar
        mainId={MAIN_ID}
        sticky
        className="print:hidden"
        brand={
          <Link
            to={paths.home}
            aria-label={t`Kirana home`}
            className="focus-ring inline-flex min-h-11 items-center rounded-sm"
          >
            {/* The link is named; under 360 px the wordmark gives its room to the search. */}
            <Logo size="sm" className="max-[359px]:[&>span]:sr-only" />
          </Link>
        }
        navItems={navItems}
        navExtra={<LanguageChoice />}
        activeHref={activeNavHref(pathname)}
        renderLink={renderLink}
        search={
          <SearchField value={search.text} onValueChange={search.change} onSearch={search.submit} />
        }
        actions={
          <>
            <DeliverToButton />
            <CartLink count={shownCount} href={paths.cart} renderLink={renderLink} />
            <AccountActions />
          </>
        }
      />
      <DeliverToButton look="strip" className="print:hidden" />
    </>
  );
}
