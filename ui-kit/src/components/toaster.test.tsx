import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { toast, Toaster } from './toaster.tsx';

function notifications(): HTMLElement {
  return screen.getByRole('region', { name: /notifications/i });
}

function visibleMessages(): string[] {
  return within(notifications())
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    act(() => toast.dismiss());
    vi.useRealTimers();
  });

  it('has no axe violations with toasts showing', async () => {
    vi.useRealTimers();
    const { container } = render(<Toaster />);
    act(() => {
      toast.success('Added to Cart');
      toast.error('Order failed');
    });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('closes a success toast after 2 seconds', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Added to Cart');
    });
    expect(within(notifications()).getByText('Added to Cart')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1999));
    expect(within(notifications()).getByText('Added to Cart')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(notifications()).queryByText('Added to Cart')).not.toBeInTheDocument();
  });

  it('closes error and default toasts after 4 seconds', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Order failed');
      toast('Cart Updated');
    });
    act(() => vi.advanceTimersByTime(3999));
    expect(visibleMessages()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(visibleMessages()).toEqual([]);
  });

  it('honours a custom duration', () => {
    render(<Toaster />);
    act(() => {
      toast('Saved', { duration: 500 });
    });
    act(() => vi.advanceTimersByTime(500));
    expect(visibleMessages()).toEqual([]);
  });

  it('shows at most 20 toasts, dropping the oldest', () => {
    render(<Toaster />);
    act(() => {
      for (let index = 1; index <= 25; index += 1) toast(`Message ${index}`);
    });
    const shown = visibleMessages();
    expect(shown).toHaveLength(20);
    expect(shown[0]).toContain('Message 6');
    expect(shown.at(-1)).toContain('Message 25');
    expect(within(notifications()).queryByText('Message 5')).not.toBeInTheDocument();
  });

  it('shows the same news once with a count, and draws only the newest two on a phone', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Added to Cart');
      toast.success('Added to Cart');
      toast.success('Added to Cart');
    });
    expect(visibleMessages()).toEqual(['Success: Added to Cart×3(3 times)']);
    // Its timer starts again with each repeat: still there 1.9 s after the last one.
    act(() => vi.advanceTimersByTime(1900));
    act(() => toast.success('Added to Cart'));
    act(() => vi.advanceTimersByTime(1900));
    expect(visibleMessages()).toEqual(['Success: Added to Cart×4(4 times)']);
    expect(notifications().querySelector('ol')?.className).toContain(
      'max-md:[&>li:nth-last-child(n+3)]:hidden',
    );
  });

  it('announces success politely and errors assertively', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Added to Cart');
      toast.error('Order failed');
    });
    // Radix renders the announcement on the next animation frame.
    act(() => vi.advanceTimersByTime(50));

    const announcements = screen.getAllByRole('status');
    const success = announcements.find((node) => node.textContent?.includes('Added to Cart'));
    const error = announcements.find((node) => node.textContent?.includes('Order failed'));
    expect(success).toHaveAttribute('aria-live', 'polite');
    expect(success).toHaveTextContent('Success: Added to Cart');
    expect(error).toHaveAttribute('aria-live', 'assertive');
    expect(error).toHaveTextContent('Error: Order failed');
  });

  it('can be dismissed with its close button', () => {
    render(<Toaster />);
    act(() => {
      toast('Cart Updated');
    });
    act(() => {
      within(notifications()).getByRole('button', { name: 'Dismiss notification' }).click();
    });
    expect(visibleMessages()).toEqual([]);
  });

  it('accepts toasts queued before it mounts', () => {
    act(() => {
      toast.success('Welcome back');
    });
    render(<Toaster />);
    expect(within(notifications()).getByText('Welcome back')).toBeInTheDocument();
  });
});
