import { t } from '@lingui/core/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { renderAnchor, type RenderLink } from '../lib/render-link.ts';
import { Icon, type IconGlyph } from './icon.tsx';
import { MoreSheet } from './sidebar-nav-more.tsx';

export interface SidebarNavItem {
  href: string;
  /** Shown beside the icon in the sidebar and under it in the phone bar: keep it short. */
  label: string;
  icon: IconGlyph;
  /**
   * A count to call attention to (e.g. new orders), hidden at 0. `label` is what a screen
   * reader hears after the item's name, e.g. "3 new orders".
   */
  badge?: { count: number; label: string };
  /**
   * In the phone's bottom bar. When some items say so, the others are reached from the bar's
   * "More" sheet on a phone, so nothing hides off-screen; from md up the column shows all.
   */
  phone?: boolean;
}

export interface SidebarNavProps {
  items: readonly SidebarNavItem[];
  /** The current path; the item with this exact href is marked active. */
  activeHref?: string;
  /** Overrides the exact-match rule, e.g. to treat sub-pages as active. */
  isActive?: (item: SidebarNavItem) => boolean;
  renderLink?: RenderLink;
  /** Names the navigation landmark. */
  label?: string;
  /** Under the items in the side column (md up), e.g. the language switch; not in the phone bar. */
  footer?: ReactNode;
  /** The phone bar's button for the items not in it (when some items are `phone`). */
  moreLabel?: string;
  className?: string;
}

/**
 * Below md the bar is fixed over the bottom of the page: pad the page's main content by this
 * much there so the bar never covers its end. It allows for labels wrapping to two lines and
 * for the home indicator of phones without a button.
 */
export const sidebarNavBottomClearance = 'max-md:pb-[calc(6rem+env(safe-area-inset-bottom))]';

/**
 * The seller console's navigation: a side column from md up, and below md a bar fixed to the
 * bottom with each item's icon over its visible label, where a thumb reaches. One element
 * restyled rather than two navs, so assistive technology meets one landmark in either layout.
 */
export function SidebarNav({
  items,
  activeHref,
  isActive,
  renderLink = renderAnchor,
  label = t`Seller`,
  footer,
  moreLabel = t`More`,
  className,
}: SidebarNavProps) {
  const split = items.some((item) => item.phone);
  const rest = split ? items.filter((item) => !item.phone) : [];
  const activeOf = (item: SidebarNavItem) => (isActive ? isActive(item) : item.href === activeHref);
  const restActive = rest.find(activeOf);
  const list = useRef<HTMLUListElement>(null);
  // In the phone's scrolling bar, the current screen's item is brought into view.
  useEffect(() => {
    const bar = list.current;
    if (!bar || bar.scrollWidth <= bar.clientWidth) return;
    const current = bar.querySelector<HTMLElement>('[aria-current="page"]');
    if (current) bar.scrollLeft = current.offsetLeft - (bar.clientWidth - current.offsetWidth) / 2;
  }, [activeHref, items]);
  return (
    <nav
      aria-label={label}
      className={cn(
        'bg-surface',
        'max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-30 max-md:border-t max-md:border-line max-md:pb-[env(safe-area-inset-bottom)]',
        'md:border-r md:border-line md:pt-4',
        className,
      )}
    >
      {/* More items than a phone's width holds scroll sideways in one row, each wide enough
          for its label on at most two lines, so the bar's height stays what pages allow for. */}
      <ul ref={list} className="flex max-md:overflow-x-auto md:flex-col">
        {items.map((item) => {
          const active = activeOf(item);
          return (
            <li
              key={item.href}
              className={cn(
                'min-w-0 flex-1 max-md:min-w-[4.75rem] md:flex-none',
                split && !item.phone && 'max-md:hidden',
              )}
            >
              {renderLink({
                href: item.href,
                ...(active ? { 'aria-current': 'page' as const } : {}),
                className: cn(
                  'focus-ring flex text-ink',
                  // Phone bar: the current item is marked along its top edge.
                  'max-md:h-full max-md:flex-col max-md:items-center max-md:gap-1 max-md:border-t-4 max-md:px-1 max-md:pt-1.5 max-md:pb-2 max-md:text-center max-md:text-xs max-md:leading-tight',
                  'md:items-center md:gap-3 md:border-r-[6px] md:px-4 md:py-3',
                  active
                    ? 'border-primary bg-primary-soft font-medium text-primary-strong'
                    : 'border-transparent hover:bg-surface-muted',
                ),
                children: (
                  <>
                    <span className="relative shrink-0">
                      <Icon glyph={item.icon} className="size-6" />
                      {item.badge && item.badge.count > 0 ? (
                        <span
                          aria-hidden="true"
                          className="absolute -top-2 -right-2.5 min-w-5 rounded-full bg-danger px-1 text-center text-xs leading-5 font-semibold text-white"
                        >
                          {item.badge.count > 99 ? '99+' : item.badge.count}
                        </span>
                      ) : null}
                    </span>
                    {/* Long words break rather than push the bar wider than a 320 px phone. */}
                    <span className="max-w-full [overflow-wrap:anywhere]">
                      {item.label}
                      {/* Inside the label's span, so the link is named "Orders (3 new orders)". */}
                      {item.badge && item.badge.count > 0 ? (
                        <span className="sr-only">{` (${item.badge.label})`}</span>
                      ) : null}
                    </span>
                  </>
                ),
              })}
            </li>
          );
        })}
        {split ? (
          <li className="min-w-0 flex-1 max-md:min-w-[4.75rem] md:hidden">
            <MoreSheet
              items={rest}
              label={moreLabel}
              current={restActive}
              renderLink={renderLink}
              isActive={activeOf}
            />
          </li>
        ) : null}
      </ul>
      {footer ? <div className="px-4 pt-6 max-md:hidden">{footer}</div> : null}
    </nav>
  );
}
