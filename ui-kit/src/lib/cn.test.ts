import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('lets a later class override an earlier one of the same kind', () => {
    expect(cn('px-3 text-sm', 'px-6')).toBe('text-sm px-6');
  });

  it('knows the kit tokens, so a caller can override radius and shadow', () => {
    expect(cn('rounded-control shadow-card', 'rounded-full shadow-popover')).toBe(
      'rounded-full shadow-popover',
    );
  });

  it('keeps colour and size utilities that share a prefix apart', () => {
    expect(cn('text-sm text-on-primary')).toBe('text-sm text-on-primary');
    expect(cn('text-sm text-ink', 'text-lg')).toBe('text-ink text-lg');
    expect(cn('text-ink text-left', 'text-danger')).toBe('text-left text-danger');
    expect(cn('border border-line', 'border-2')).toBe('border-line border-2');
    expect(cn('border-2 border-dashed border-line', 'border-primary')).toBe(
      'border-2 border-dashed border-primary',
    );
    expect(cn('font-medium', 'font-semibold')).toBe('font-semibold');
  });

  it('drops falsy values', () => {
    expect(cn('a', false, null, undefined, 'b')).toBe('a b');
  });

  it('overrides the kit defaults its callers do replace', () => {
    // Button size lg with the home banner's padding; the newsletter's joined button.
    expect(cn('h-12 px-8 text-base', 'px-6')).toBe('h-12 text-base px-6');
    expect(cn('rounded-control h-10 px-5 text-sm', 'h-full rounded-l-none px-6 md:px-12')).toBe(
      'rounded-control text-sm h-full rounded-l-none px-6 md:px-12',
    );
    expect(cn('size-5 shrink-0', 'size-4')).toBe('shrink-0 size-4');
    expect(cn('size-10 p-0', 'size-9')).toBe('p-0 size-9');
    expect(cn('h-4 w-full rounded-sm', 'w-1/3')).toBe('h-4 rounded-sm w-1/3');
    expect(cn('relative border-b', 'sticky top-0')).toBe('border-b sticky top-0');
    expect(cn('hidden', 'block')).toBe('block');
    expect(cn('gap-2 hover:bg-primary-soft', 'gap-1.5 hover:bg-danger-soft')).toBe(
      'gap-1.5 hover:bg-danger-soft',
    );
  });

  it('lets a side-wide class replace the sides it covers, not the other way round', () => {
    expect(cn('px-3 py-2', 'p-4')).toBe('p-4');
    expect(cn('p-4', 'px-3')).toBe('p-4 px-3');
    expect(cn('pt-1 pl-2', 'px-3')).toBe('pt-1 px-3');
    expect(cn('w-4 h-4', 'size-6')).toBe('size-6');
    expect(cn('rounded-t-lg', 'rounded-full')).toBe('rounded-full');
    expect(cn('border-t-4 border-t-line', 'border-0 border-ink')).toBe('border-0 border-ink');
  });

  it('compares classes only under the same variants and importance', () => {
    expect(cn('px-2 md:px-4', 'px-3')).toBe('md:px-4 px-3');
    expect(cn('md:px-4', 'md:px-6')).toBe('md:px-6');
    expect(cn('hover:text-ink', 'text-danger')).toBe('hover:text-ink text-danger');
    expect(cn('px-2', 'px-4!')).toBe('px-2 px-4!');
    expect(cn('[&_img]:size-16', 'sm:[&_img]:size-24', '[&_img]:size-20')).toBe(
      'sm:[&_img]:size-24 [&_img]:size-20',
    );
  });

  it('reads negative, fractional and arbitrary values', () => {
    expect(cn('my-2', '-my-1')).toBe('-my-1');
    expect(cn('w-full', 'w-[300px]')).toBe('w-[300px]');
    expect(cn('text-sm', 'text-[13px]')).toBe('text-[13px]');
    expect(cn('bg-surface', 'bg-ink/50')).toBe('bg-ink/50');
    expect(cn('min-w-0', 'max-w-full')).toBe('min-w-0 max-w-full');
  });

  it('keeps classes it does not know, such as the kit’s own utilities', () => {
    expect(cn('focus-ring px-2', 'focus-ring px-3')).toBe('focus-ring focus-ring px-3');
    expect(cn('group peer', 'motion-safe:animate-pulse')).toBe(
      'group peer motion-safe:animate-pulse',
    );
  });
});
