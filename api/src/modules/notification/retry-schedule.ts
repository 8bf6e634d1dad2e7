/** A message is given up (marked failed) once it has been trying for a day. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

const FIRST_RETRY_MS = 5_000;
const SECOND_RETRY_MS = 15_000;
const LONGEST_WAIT_MS = 60 * 60 * 1000;

/**
 * The wait before the next try after `failures` failed ones: 5 s, then 15 s (a server that
 * was restarting is usually back), then doubling (30 s, 1 min, 2 min, …) up to an hour.
 */
export function retryDelayMs(failures: number): number {
  if (failures <= 1) return FIRST_RETRY_MS;
  return Math.min(SECOND_RETRY_MS * 2 ** (failures - 2), LONGEST_WAIT_MS);
}
