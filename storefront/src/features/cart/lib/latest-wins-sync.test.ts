import { describe, expect, it } from 'vitest';
import { createLatestWinsSync } from './latest-wins-sync.ts';

describe('sending the cart, latest wins', () => {
  it('sends one request at a time and skips carts overtaken while waiting', async () => {
    const sent: number[] = [];
    let release: () => void = () => undefined;
    const sync = createLatestWinsSync<number>(
      (value) =>
        new Promise<void>((resolve) => {
          sent.push(value);
          release = resolve;
        }),
      () => undefined,
    );
    void sync.push(1);
    void sync.push(2);
    void sync.push(3);
    expect(sent).toEqual([1]);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([1, 3]);
    release();
    await sync.idle();
    expect(sent).toEqual([1, 3]);
  });

  it('reports a failure and keeps going with the next cart', async () => {
    const errors: unknown[] = [];
    const sent: number[] = [];
    const sync = createLatestWinsSync<number>(
      async (value) => {
        sent.push(value);
        if (value === 1) throw new Error('offline');
      },
      (error) => errors.push(error),
    );
    await sync.push(1);
    await sync.push(2);
    expect(sent).toEqual([1, 2]);
    expect(errors).toEqual([new Error('offline')]);
  });
});
