import { useQuery } from '@tanstack/react-query';
import { shopQueries } from '../../../lib/api-client.ts';

/**
 * The shop's own details and time zone; nothing is asked until `enabled` (after hydration).
 * Silent: the footer keeps its placeholders on a failure, and a bill shows its own error.
 */
export const useShop = (enabled = true) =>
  useQuery({ ...shopQueries.profile(), enabled, meta: { silent: true } });
