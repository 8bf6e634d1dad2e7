import { useQuery } from '@tanstack/react-query';
import { shopQueries } from '../../../lib/api-client.ts';

/** The shop's tax mode (Shop screen), or undefined while the profile loads. */
export const useTaxMode = () =>
  useQuery({ ...shopQueries.profile(), select: (response) => response.shop.taxMode }).data;
