import { z } from 'zod';

/** A throttle written as `count/window`, e.g. `10/15m`: ten per fifteen minutes. */
export interface RateLimit {
  count: number;
  windowSeconds: number;
}

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;
const PATTERN = /^(\d{1,6})\/(\d{1,6})(s|m|h|d)$/;

/** Parses `count/window` (window in s, m, h or d); for config, so errors name the format. */
export const rateLimitSetting = z
  .string()
  .trim()
  .transform((text, ctx): RateLimit => {
    const match = PATTERN.exec(text);
    const count = Number(match?.[1]);
    const windowSeconds = Number(match?.[2]) * UNIT_SECONDS[(match?.[3] ?? 's') as 's'];
    if (!match || count < 1 || windowSeconds < 1) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be count/window, such as 10/15m (window in s, m, h or d)',
      });
      return z.NEVER;
    }
    return { count, windowSeconds };
  });
