import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { renderAnchor, type RenderLink } from '../lib/render-link.ts';
import { Icon } from './icon.tsx';
import { closeGlyph, menuGlyph, searchGlyph } from './glyphs.tsx';

export interface TopBarNavItem {
  href: string;
  label: string;
}

export interface TopBarProps {
  /** Usually the Logo inside a link home. */
  brand: ReactNode;
  navItems?: readonly TopBarNavItem[];
  activeHref?: string;
  renderLink?: RenderLink;
  /**
   * Shown inline from lg up (e.g. a SearchField); below lg a Search button opens it in a
   * row under the bar, so it is reachable at every width.
   */
  search?: ReactNode;
  /** Always visible on the right: cart, login button, profile menu. */
  actions?: ReactNode;
  /** After the main links, in the phone menu too: e.g. the language switch. */
  navExtra?: ReactNode;
  /** Id of the page's main element; adds a "Skip to content" link for keyboard users. */
  mainId?: string;
  /** Stays at the top of the screen while the page scrolls (the cart stays in reach). */
  sticky?: boolean;
  className?: string;
}

type Panel = 'menu' | 'search' | null;

const toggleClass =
  'focus-ring inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-control text-ink hover:bg-surface-muted';

/** The header both apps share: brand, main links, search and actions, with phone panels. */
export function TopBar({
  brand,
  navItems = [],
  activeHref,
  renderLink = renderAnchor,
  search,
  actions,
  navExtra,
  mainId,
  sticky = false,
  className,
}: TopBarProps) {
  const menuId = useId();
  const searchId = useId();
  // One panel at a time below the bar: the phone menu or the search row.
  const [open, setOpen] = useState<Panel>(null);
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  const searchToggleRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    if (open === 'search') searchRef.current?.querySelector('input')?.focus();
    const toggle = open === 'menu' ? menuToggleRef : searchToggleRef;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(null);
      toggle.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  const hasNav = navItems.length > 0;
  const flip = (panel: Exclude<Panel, null>) =>
    setOpen((current) => (current === panel ? null : panel));
  const panelClass =
    'absolute top-full right-0 left-0 z-40 border-b border-line bg-surface px-4 py-3 shadow-popover sm:px-6';

  return (
    <header
      className={cn(
        'relative border-b border-line bg-surface',
        sticky && 'sticky top-0 z-40',
        className,
      )}
    >
      {mainId ? (
        <a
          href={`#${mainId}`}
          className="focus-ring sr-only rounded-control bg-surface px-3 py-2 text-sm font-medium focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
        >
          {t`Skip to content`}
        </a>
      ) : null}
      <div className="flex items-center justify-between gap-2 px-4 py-3 sm:gap-4 sm:px-6 sm:py-4 md:px-16 lg:px-24 xl:px-32">
        {brand}
        <div className="flex items-center gap-2 sm:gap-4 lg:gap-8">
          {hasNav ? (
            <nav
              id={menuId}
              aria-label={t`Main`}
              className={cn(
                // One nav for both layouts: inline from sm up, a drop-down panel below.
                'sm:static sm:flex sm:border-0 sm:p-0 sm:shadow-none',
                open === 'menu' ? cn(panelClass, 'flex flex-col') : 'hidden',
              )}
            >
              <ul className="flex flex-col gap-3 text-ink sm:flex-row sm:items-center sm:gap-6 lg:gap-8">
                {navItems.map((item) => {
                  const active = item.href === activeHref;
                  return (
                    <li key={item.href}>
                      {renderLink({
                        href: item.href,
                        ...(active ? { 'aria-current': 'page' as const } : {}),
                        onClick: () => setOpen(null),
                        className: cn(
                          'focus-ring rounded-sm hover:text-primary-strong',
                          active && 'font-medium text-primary-strong',
                        ),
                        children: item.label,
                      })}
                    </li>
                  );
                })}
              </ul>
              {navExtra ? <div className="mt-3 sm:mt-0 sm:ml-6 lg:ml-8">{navExtra}</div> : null}
            </nav>
          ) : null}
          {search ? (
            <>
              <div
                id={searchId}
                ref={searchRef}
                // Rendered once: inline from lg up, the row under the bar when opened below.
                className={cn(
                  'lg:static lg:block lg:w-64 lg:border-0 lg:p-0 lg:shadow-none',
                  open === 'search' ? panelClass : 'hidden',
                )}
              >
                {search}
              </div>
              <button
                ref={searchToggleRef}
                type="button"
                aria-expanded={open === 'search'}
                aria-controls={searchId}
                aria-label={t`Search`}
                onClick={() => flip('search')}
                className={cn(toggleClass, 'lg:hidden')}
              >
                <Icon glyph={open === 'search' ? closeGlyph : searchGlyph} className="size-5" />
              </button>
            </>
          ) : null}
          {actions ? <div className="flex items-center gap-2 sm:gap-4">{actions}</div> : null}
          {hasNav ? (
            <button
              ref={menuToggleRef}
              type="button"
              aria-expanded={open === 'menu'}
              aria-controls={menuId}
              aria-label={t`Menu`}
              onClick={() => flip('menu')}
              className={cn(toggleClass, 'sm:hidden')}
            >
              <Icon glyph={open === 'menu' ? closeGlyph : menuGlyph} className="size-6" />
            </button>
          ) : null}
        </div>
      </div>
    </header>
  );
}
