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
  });

  it('drops falsy values', () => {
    expect(cn('a', false, null, undefined, 'b')).toBe('a b');
  });
});
