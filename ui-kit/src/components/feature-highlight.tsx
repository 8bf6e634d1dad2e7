import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn.ts';
import { Icon, type IconGlyph } from './icon.tsx';

export interface FeatureHighlightProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  icon: IconGlyph;
  title: string;
  description: string;
  headingLevel?: 2 | 3 | 4;
}

/** One "Why We Are The Best" point: icon, title, one line. */
export function FeatureHighlight({
  icon,
  title,
  description,
  headingLevel = 3,
  className,
  ...props
}: FeatureHighlightProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cn('flex items-center gap-4', className)} {...props}>
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
        <Icon glyph={icon} className="size-6" />
      </span>
      <div>
        <Heading className="text-lg font-semibold text-ink md:text-xl">{title}</Heading>
        <p className="text-sm text-ink-muted md:text-base">{description}</p>
      </div>
    </div>
  );
}
