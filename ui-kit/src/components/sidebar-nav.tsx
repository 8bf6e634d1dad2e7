import { cn } from '../lib/cn.ts';
import { renderAnchor, type RenderLink } from '../lib/render-link.ts';
import { Icon, type IconName } from './icon.tsx';

export interface SidebarNavItem {
  href: string;
  label: string;
  icon: IconName;
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
  className?: string;
}

/** The seller console's side navigation; icon-only below md, labels kept for screen readers. */
export function SidebarNav({
  items,
  activeHref,
  isActive,
  renderLink = renderAnchor,
  label = 'Seller',
  className,
}: SidebarNavProps) {
  return (
    <nav aria-label={label} className={cn('border-r border-line bg-surface pt-4', className)}>
      <ul className="flex flex-col">
        {items.map((item) => {
          const active = isActive ? isActive(item) : item.href === activeHref;
          return (
            <li key={item.href}>
              {renderLink({
                href: item.href,
                ...(active ? { 'aria-current': 'page' as const } : {}),
                className: cn(
                  'focus-ring flex items-center gap-3 border-r-4 px-4 py-3 text-ink md:border-r-[6px]',
                  active
                    ? 'border-primary bg-primary-soft font-medium text-primary-strong'
                    : 'border-transparent hover:bg-surface-muted',
                ),
                children: (
                  <>
                    <Icon name={item.icon} className="size-6" />
                    <span className="max-md:sr-only">{item.label}</span>
                  </>
                ),
              })}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
