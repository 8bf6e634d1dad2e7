import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';
import { Icon } from './icon.tsx';
import { checkGlyph, closeGlyph } from './glyphs.tsx';

export type TimelineState = 'done' | 'current' | 'upcoming' | 'stopped';

export interface TimelineStep {
  title: string;
  /** When it happened, already formatted ("23 Nov, 10:05 am"). */
  time?: string;
  /** A short extra line, e.g. "by the shop". */
  detail?: string;
  state: TimelineState;
}

const markerVariants = cva(
  'relative z-10 flex size-6 shrink-0 items-center justify-center rounded-full border-2',
  {
    variants: {
      state: {
        done: 'border-primary bg-primary text-on-primary',
        current: 'border-primary bg-surface text-primary-strong',
        upcoming: 'border-line-strong bg-surface text-ink-subtle',
        stopped: 'border-danger bg-danger text-surface',
      },
    },
  },
);

// Said after the title, so a screen reader hears where each step stands.
// Descriptors, read when rendered, so the words follow the language active then.
const stateWords: Record<TimelineState, MessageDescriptor> = {
  done: msg`done`,
  current: msg`now`,
  upcoming: msg`not yet`,
  stopped: msg`stopped here`,
};

export interface TimelineProps {
  /** Names the list, e.g. "History of order KR-10427". */
  label: string;
  steps: readonly TimelineStep[];
  className?: string;
}

/** Steps of a process, top to bottom, with what is done, what is now and what is ahead. */
export function Timeline({ label, steps, className }: TimelineProps) {
  return (
    <ol aria-label={label} className={cn('flex flex-col', className)}>
      {steps.map((step, index) => (
        <li
          key={`${step.title}-${index}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className="relative flex gap-3 pb-4 last:pb-0"
        >
          {index < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-6 bottom-0 left-3 w-0.5 -translate-x-1/2',
                step.state === 'done' ? 'bg-primary' : 'bg-line',
              )}
            />
          ) : null}
          <span aria-hidden="true" className={markerVariants({ state: step.state })}>
            {step.state === 'done' ? <Icon glyph={checkGlyph} className="size-3.5" /> : null}
            {step.state === 'stopped' ? <Icon glyph={closeGlyph} className="size-3.5" /> : null}
            {step.state === 'current' ? <span className="size-2 rounded-full bg-primary" /> : null}
          </span>
          <span className="flex min-w-0 flex-col text-sm">
            <span
              className={cn(
                'font-medium',
                step.state === 'upcoming' ? 'text-ink-muted' : 'text-ink',
                step.state === 'stopped' && 'text-danger',
              )}
            >
              {step.title}
              <span className="sr-only">{` (${i18n._(stateWords[step.state])})`}</span>
            </span>
            {step.time ? <span className="text-ink-muted">{step.time}</span> : null}
            {step.detail ? <span className="text-ink-muted">{step.detail}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
