import { z } from 'zod';

const NICE_MESSAGE = 'must be a whole number from 0 to 19';

/** A Unix nice value for a child process (how much lower it runs): 0 to 19. */
export const niceSetting = z.coerce
  .number({ error: NICE_MESSAGE })
  .int({ error: NICE_MESSAGE })
  .min(0, { error: NICE_MESSAGE })
  .max(19, { error: NICE_MESSAGE });
