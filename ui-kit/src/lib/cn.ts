import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// tailwind-merge only knows Tailwind's default scale; without these it would read
// `shadow-card` as a shadow colour and `rounded-card` as an unknown class, and
// fail to let a caller's className override the kit's default.
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      shadow: ['card', 'popover'],
      radius: ['control', 'card', 'panel'],
    },
  },
});

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
