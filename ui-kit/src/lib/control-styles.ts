// Shared by Input, Textarea, NumberInput and the Select trigger so every form control
// has the same border, focus ring, invalid and disabled look.
export const controlClasses =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- Tailwind class names, not words
  'focus-ring w-full rounded-control border border-line-strong bg-surface px-3 text-base text-ink ' +
  'placeholder:text-ink-subtle aria-invalid:border-danger aria-invalid:border-2 ' +
  'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-muted sm:text-sm';
