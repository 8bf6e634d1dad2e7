import { Logo } from '@kirana/ui-kit/logo';
import {
  SidebarNav,
  sidebarNavBottomClearance,
  type SidebarNavItem,
} from '@kirana/ui-kit/sidebar-nav';
import { TopBar } from '@kirana/ui-kit/top-bar';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { renderLink } from '../../components/render-link.tsx';
import { paths } from '../../config/paths.ts';
import { useSellerSession } from '../../features/auth/api/get-seller-session.ts';
import { LogoutButton } from '../../features/auth/components/logout-button.tsx';
import { AccountLink } from '../../features/auth/components/account-link.tsx';
import { ChimeOffer } from '../../features/alerts/components/chime-offer.tsx';
import { OrderAlertsProvider } from '../../features/alerts/components/order-alerts-provider.tsx';
import { useOrderAlerts } from '../../lib/order-alerts-context.ts';
import { LanguageChoice } from './language-choice.tsx';
import {
  boxGlyph,
  chartGlyph,
  clipboardGlyph,
  listGlyph,
  plusSquareGlyph,
  searchGlyph,
  tagGlyph,
  truckGlyph,
  userGlyph,
} from '@kirana/ui-kit/glyphs';

// Descriptors, not strings: each label is looked up in the active language at render. The
// daily screens come first and are the phone's bottom bar (`phone`); the rest are under its
// "More" sheet there, and all in the side column from md up.
const navItems: readonly (Omit<SidebarNavItem, 'label'> & { label: MessageDescriptor })[] = [
  { href: paths.orders, label: msg`Orders`, icon: clipboardGlyph, phone: true },
  { href: paths.today, label: msg`Today`, icon: chartGlyph, phone: true },
  { href: paths.productList, label: msg`Product List`, icon: listGlyph, phone: true },
  { href: paths.addProduct, label: msg`Add Product`, icon: plusSquareGlyph },
  { href: paths.priceList, label: msg`Price List`, icon: tagGlyph },
  { href: paths.categories, label: msg`Categories`, icon: boxGlyph },
  { href: paths.searchWords, label: msg`Search words`, icon: searchGlyph },
  { href: paths.delivery, label: msg`Delivery`, icon: truckGlyph },
  { href: paths.shop, label: msg`Shop`, icon: userGlyph },
];

// Routes match case-insensitively and with a trailing slash, so the highlight must too.
const normalise = (path: string) => path.toLowerCase().replace(/(.)\/+$/, '$1');

/** A screen under an item (a slot's packing list under Orders) keeps the item lit. */
const isUnder = (current: string, href: string) =>
  current === normalise(href) || (href !== '/' && current.startsWith(`${normalise(href)}/`));

const waitingLabel = (count: number) =>
  plural(count, { one: '# order waiting to be packed', other: '# orders waiting to be packed' });

/** The signed-in seller's frame: top bar, navigation and the current screen. */
function ConsoleShell() {
  const { pathname } = useLocation();
  const current = normalise(pathname);
  const { waiting } = useOrderAlerts();
  const { t, i18n } = useLingui();
  const items: SidebarNavItem[] = navItems.map((item) => ({
    ...item,
    label: i18n._(item.label),
    ...(item.href === paths.orders
      ? { badge: { count: waiting, label: waitingLabel(waiting) } }
      : {}),
  }));
  return (
    <div className="flex min-h-dvh flex-col">
      {/* The kit's bar is padded for the storefront's centred pages; a console uses the
          full width, so its inner row gets tighter padding. */}
      <TopBar
        mainId="main"
        brand={
          <Link to={paths.orders} className="focus-ring rounded-control">
            <Logo size="sm" suffix={t`Seller`} />
          </Link>
        }
        actions={
          <>
            {/* On a phone the switch is here; from md up it is under the side column. */}
            <LanguageChoice compact className="md:hidden" />
            {/* A phone's bar has room for the actions, not the greeting. */}
            <p className="text-sm text-ink-muted max-sm:hidden sm:text-base">
              <Trans>Hi! Admin</Trans>
            </p>
            {/* In the top bar, not the bottom row: a ninth tab would not fit a phone. */}
            <AccountLink />
            <LogoutButton />
          </>
        }
        className="[&>div]:px-4 md:[&>div]:px-8 print:hidden"
      />
      <div className="flex flex-1">
        {/* From md up a side column; below md a bar fixed along the bottom of the screen.
            Paper (a slot's packing list) gets the screen's content alone. */}
        <SidebarNav
          label={t`Seller`}
          items={items}
          isActive={(item) => isUnder(current, item.href)}
          renderLink={renderLink}
          footer={<LanguageChoice />}
          moreLabel={t`More`}
          className="md:w-64 md:shrink-0 print:hidden"
        />
        <main
          id="main"
          tabIndex={-1}
          className={`min-w-0 flex-1 p-4 outline-none md:p-10 ${sidebarNavBottomClearance} print:p-0!`}
        >
          <ChimeOffer />
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/**
 * Checks the seller session at load. Visitors and shoppers go to the sign-in page, which
 * brings them back here afterwards; a check that could not be made says so.
 */
export function ConsoleLayout() {
  const { t } = useLingui();
  const session = useSellerSession();
  const location = useLocation();
  if (session.data)
    return (
      <OrderAlertsProvider>
        <ConsoleShell />
      </OrderAlertsProvider>
    );
  if (session.isPending) return <PageLoading label={t`Checking your session`} />;
  if (session.isError) {
    return (
      <main className="mx-auto max-w-lg p-6">
        <ErrorPanel
          title={t`We could not check your session`}
          message={session.error.message}
          onRetry={() => void session.refetch()}
        />
      </main>
    );
  }
  return (
    <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />
  );
}
