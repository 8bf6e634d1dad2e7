import { useQuery } from '@tanstack/react-query';
import { shopQueries } from '../../../lib/api-client.ts';

/** The shop's own details as stored, and its time zone. */
export const useShop = () => useQuery(shopQueries.profile());
