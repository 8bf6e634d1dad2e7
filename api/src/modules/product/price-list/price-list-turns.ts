import { setImmediate } from 'node:timers/promises';

/**
 * Long synchronous work done in turns: awaiting `take()` between steps lets the event loop
 * answer other requests once `budgetMs` of work have passed since the last turn, and costs
 * nothing before that.
 */
export function turns(budgetMs = 4): { take: () => Promise<void> } {
  let started = performance.now();
  return {
    async take() {
      if (performance.now() - started < budgetMs) return;
      await setImmediate();
      started = performance.now();
    },
  };
}
