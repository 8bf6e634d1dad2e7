import { t } from '@lingui/core/macro';
import { cn } from '../lib/cn.ts';
import type { RenderLink } from '../lib/render-link.ts';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './dialog.tsx';
import { menuGlyph } from './glyphs.tsx';
import { Icon } from './icon.tsx';
import type { SidebarNavItem } from './sidebar-nav.tsx';

/**
 * The phone bar's last button: a sheet with the screens that are not in the bar. While one
 * of them is open, the button is marked as the bar marks the current screen, and says which.
 */
export function MoreSheet({
  items,
  label,
  current,
  renderLink,
  isActive,
}: {
  items: readonly SidebarNavItem[];
  label: string;
  current: SidebarNavItem | undefined;
  renderLink: RenderLink;
  isActive: (item: SidebarNavItem) => boolean;
}) {
  const here = current?.label;
  return (
    <Dialog>
      <DialogTrigger
        className={cn(
          'focus-ring flex h-full w-full flex-col items-center gap-1 border-t-4 px-1 pt-1.5 pb-2 text-center text-xs leading-tight text-ink',
          current
            ? 'border-primary bg-primary-soft font-medium text-primary-strong'
            : 'border-transparent hover:bg-surface-muted',
        )}
      >
        <Icon glyph={menuGlyph} className="size-6" />
        <span className="max-w-full [overflow-wrap:anywhere]">
          {label}
          {here ? <span className="sr-only">{` (${t`now on ${here}`})`}</span> : null}
        </span>
      </DialogTrigger>
      <DialogContent title={label} className="max-md:top-auto max-md:bottom-4 max-md:translate-y-0">
        <ul className="mt-2 flex flex-col">
          {items.map((item) => {
            const active = isActive(item);
            return (
              <li key={item.href}>
                <DialogClose asChild>
                  {renderLink({
                    href: item.href,
                    ...(active ? { 'aria-current': 'page' as const } : {}),
                    className: cn(
                      'focus-ring flex min-h-12 items-center gap-3 rounded-control px-3 text-ink',
                      active
                        ? 'bg-primary-soft font-medium text-primary-strong'
                        : 'hover:bg-surface-muted',
                    ),
                    children: (
                      <>
                        <Icon glyph={item.icon} className="size-6 shrink-0" />
                        <span>{item.label}</span>
                      </>
                    ),
                  })}
                </DialogClose>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
