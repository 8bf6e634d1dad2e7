import { t } from '@lingui/core/macro';
import { useId, type FormEvent } from 'react';
import { cn } from '../lib/cn.ts';
import { Icon } from './icon.tsx';
import { searchGlyph } from './glyphs.tsx';

export interface SearchFieldProps {
  value?: string;
  defaultValue?: string;
  /** Called on every keystroke (the storefront searches as you type). */
  onValueChange?: (value: string) => void;
  /** Called on Enter or the search button. */
  onSearch?: (value: string) => void;
  label?: string;
  placeholder?: string;
  className?: string;
}

/** A search landmark with a labelled input and a submit button. */
export function SearchField({
  value,
  defaultValue,
  onValueChange,
  onSearch,
  label = t`Search products`,
  placeholder = t`Search products`,
  className,
}: SearchFieldProps) {
  const id = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('q');
    onSearch?.(input instanceof HTMLInputElement ? input.value : '');
  }

  return (
    <form
      role="search"
      onSubmit={handleSubmit}
      className={cn(
        'flex items-center gap-1 rounded-full border border-line-strong bg-surface pl-3 text-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
        className,
      )}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        value={value}
        defaultValue={defaultValue}
        onChange={(event) => onValueChange?.(event.target.value)}
        placeholder={placeholder}
        // The form draws the focus ring around the whole pill.
        className="h-9 w-full min-w-0 bg-transparent text-ink outline-none placeholder:text-ink-subtle"
      />
      <button
        type="submit"
        aria-label={t`Search`}
        className="inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink-muted hover:text-ink"
      >
        <Icon glyph={searchGlyph} className="size-4" />
      </button>
    </form>
  );
}
