import { useQuery } from '@tanstack/react-query';
import { shopQueries } from '../../../lib/api-client.ts';

/** Every footer page as stored, or its default text. */
export const useShopPages = () => useQuery(shopQueries.pages());
