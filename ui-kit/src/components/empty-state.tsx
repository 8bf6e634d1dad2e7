import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { boxGlyph } from './glyphs.tsx';
import { Icon, type IconGlyph } from './icon.tsx';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  icon?: IconGlyph;
  /** A next step, usually a Button. */
  action?: ReactNode;
  /** The title's element; pick the level that fits the page's outline. */
  titleAs?: 'h2' | 'h3' | 'p';
}

/** What a list shows when it has nothing, e.g. "No Products found in this category." */
export function EmptyState({
  title,
  description,
  icon = boxGlyph,
  action,
  titleAs: Title = 'h2',
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      className={cn('flex flex-col items-center gap-3 px-6 py-12 text-center', className)}
      {...props}
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
        <Icon glyph={icon} className="size-7" />
      </span>
      <Title className="text-xl font-medium text-ink">{title}</Title>
      {description ? <p className="max-w-md text-sm text-ink-muted">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
