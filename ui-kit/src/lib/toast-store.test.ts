import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRESH_TOAST_MS, MAX_TOASTS, TOAST_DURATIONS, toast, toastStore } from './toast-store.ts';

afterEach(() => toast.dismiss());

describe('toast store', () => {
  it('queues toasts with the duration of their kind', () => {
    toast('Cart Updated');
    toast.success('Added to Cart');
    toast.error('Order failed');
    expect(toastStore.getSnapshot().map(({ kind, duration }) => [kind, duration])).toEqual([
      ['default', 4000],
      ['success', 2000],
      ['error', 4000],
    ]);
    expect(TOAST_DURATIONS).toEqual({ default: 4000, success: 2000, error: 4000 });
  });

  it('keeps only the newest 20', () => {
    for (let index = 1; index <= MAX_TOASTS + 3; index += 1) toast(`Message ${index}`);
    const messages = toastStore.getSnapshot().map((item) => item.message);
    expect(messages).toHaveLength(20);
    expect(messages[0]).toBe('Message 4');
  });

  it('replaces a toast shown again with the same id', () => {
    toast('Uploading…', { id: 'upload' });
    toast.success('Uploaded', { id: 'upload' });
    expect(toastStore.getSnapshot()).toMatchObject([{ id: 'upload', message: 'Uploaded' }]);
  });

  it('dismisses one toast by id or all of them', () => {
    const first = toast('One');
    toast('Two');
    toast.dismiss(first);
    expect(toastStore.getSnapshot().map((item) => item.message)).toEqual(['Two']);
    toast.dismiss();
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it('folds the same news into one toast with a count, newest last', () => {
    toast.success('Added to Cart');
    toast.error('Order failed');
    toast.success('Added to Cart');
    toast.success('Added to Cart');
    expect(toastStore.getSnapshot().map(({ message, count }) => [message, count])).toEqual([
      ['Order failed', 1],
      ['Added to Cart', 3],
    ]);
    // A different kind or description is different news.
    toast.error('Added to Cart');
    toast.success('Added to Cart', { description: 'Apples' });
    expect(toastStore.getSnapshot()).toHaveLength(4);
  });

  it('drops only toasts older than a second when told they are stale', () => {
    vi.useFakeTimers();
    try {
      toast('From the page before');
      vi.advanceTimersByTime(FRESH_TOAST_MS + 1);
      toast.success('Order Placed Successfully');
      toast.dismissStale();
      expect(toastStore.getSnapshot().map((item) => item.message)).toEqual([
        'Order Placed Successfully',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells subscribers about changes until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = toastStore.subscribe(listener);
    toast('One');
    unsubscribe();
    toast('Two');
    expect(listener).toHaveBeenCalledOnce();
  });
});
