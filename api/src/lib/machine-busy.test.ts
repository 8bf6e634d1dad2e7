import { describe, expect, it } from 'vitest';
import { machineBusy } from './machine-busy.ts';

describe('machineBusy', () => {
  // Two cores over 1 s: 2,000 ms of core time between readings.
  const meter = (others: number[], own: number[]) => {
    let reading = 0;
    let clock = 0;
    const busy = machineBusy({
      above: 0.75,
      everyMs: 250,
      now: () => clock,
      readCores: () => {
        const total = 2_000 * reading;
        const used = others.slice(0, reading).reduce((a, b) => a + b, 0);
        const mine = own.slice(0, reading).reduce((a, b) => a + b, 0);
        return { total, idle: total - used - mine };
      },
      readOwn: () => own.slice(0, reading).reduce((a, b) => a + b, 0),
    });
    return () => {
      reading += 1;
      clock += 1_000;
      return busy();
    };
  };

  it('is busy when others use more than the share of every core, whatever this process uses', () => {
    const next = meter([1_700, 1_000, 1_400, 1_600], [0, 900, 600, 0]);
    expect(next()).toBe(true); // 85 %
    expect(next()).toBe(false); // 50 %, this process's 45 % left out
    expect(next()).toBe(false); // 70 %
    expect(next()).toBe(true); // 80 %
  });

  it('answers again from its last reading when asked sooner than everyMs', () => {
    let clock = 0;
    let reads = 0;
    const busy = machineBusy({
      above: 0.5,
      everyMs: 250,
      now: () => clock,
      readCores: () => {
        reads += 1;
        return { total: 2_000 * reads, idle: 0 };
      },
      readOwn: () => 0,
    });
    clock = 300;
    expect(busy()).toBe(true);
    clock = 400;
    expect(busy()).toBe(true);
    expect(reads).toBe(2);
  });
});
