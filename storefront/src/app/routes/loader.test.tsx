import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { safeNext } from './loader.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('the /loader page', () => {
  it('spins, then goes to /{next} after five seconds', async () => {
    // Only timeouts are faked, and the clock still runs, so the API calls go on as usual.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { location } = renderApp('/loader?next=my-orders');
    expect(await screen.findByText('Finishing up, please wait…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(location()).toBe('/loader?next=my-orders');
    await act(() => vi.advanceTimersByTimeAsync(1100));
    await waitFor(() => expect(location()).toBe('/my-orders'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
  });

  it('stays on the spinner without next', async () => {
    renderApp('/loader');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Processing' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Finishing up, please wait…')).toBeNull();
  });
});

describe('safeNext', () => {
  it('keeps paths inside the shop', () => {
    expect(safeNext('my-orders')).toBe('/my-orders');
    expect(safeNext('/cart')).toBe('/cart');
    expect(safeNext('products/fruits')).toBe('/products/fruits');
  });

  it('refuses anything that could leave the shop', () => {
    expect(safeNext('//evil.example')).toBeNull();
    expect(safeNext('https://evil.example')).toBeNull();
    expect(safeNext('javascript:alert(1)')).toBeNull();
    expect(safeNext('')).toBeNull();
    expect(safeNext(null)).toBeNull();
  });
});
