import { z } from 'zod';

/** An on/off environment variable: true/false, 1/0 or yes/no. */
export const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
