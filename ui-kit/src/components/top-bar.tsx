import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { renderAnchor, type RenderLink } from '../lib/render-link.ts';
import { Icon } from './icon.tsx';

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
  /** Shown inline from lg up (e.g. a SearchField). */
  search?: ReactNode;
  /** Always visible on the right: cart, login button, profile menu. */
  actions?: ReactNode;
  /** Id of the page's main element; adds a "Skip to content" link for keyboard users. */
  mainId?: string;
  className?: string;
}

/** The header both apps share: brand, main links, search and actions, with a phone menu. */
export function TopBar({
  brand,
  navItems = [],
  activeHref,
  renderLink = renderAnchor,
  search,
  actions,
  mainId,
  className,
}: TopBarProps) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  const hasNav = navItems.length > 0;

  return (
    <header className={cn('relative border-b border-line bg-surface', className)}>
      {mainId ? (
        <a
          href={`#${mainId}`}
          className="focus-ring sr-only rounded-control bg-surface px-3 py-2 text-sm font-medium focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
        >
          Skip to content
        </a>
      ) : null}
      <div className="flex items-center justify-between gap-4 px-6 py-4 md:px-16 lg:px-24 xl:px-32">
        {brand}
        <div className="flex items-center gap-6 lg:gap-8">
          {hasNav ? (
            <nav
              id={menuId}
              aria-label="Main"
              className={cn(
                // One nav for both layouts: inline from sm up, a drop-down panel below.
                'sm:static sm:flex sm:border-0 sm:p-0 sm:shadow-none',
                open
                  ? 'absolute top-full right-0 left-0 z-40 flex flex-col border-b border-line bg-surface px-6 py-4 shadow-popover'
                  : 'hidden',
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
                        onClick: () => setOpen(false),
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
            </nav>
          ) : null}
          {search ? <div className="hidden lg:block lg:w-64">{search}</div> : null}
          {actions ? <div className="flex items-center gap-4">{actions}</div> : null}
          {hasNav ? (
            <button
              ref={toggleRef}
              type="button"
              aria-expanded={open}
              aria-controls={menuId}
              aria-label="Menu"
              onClick={() => setOpen((current) => !current)}
              className="focus-ring inline-flex size-9 cursor-pointer items-center justify-center rounded-control text-ink hover:bg-surface-muted sm:hidden"
            >
              <Icon name={open ? 'close' : 'menu'} className="size-6" />
            </button>
          ) : null}
        </div>
      </div>
    </header>
  );
}
