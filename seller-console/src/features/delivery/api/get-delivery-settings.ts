import { useQuery } from '@tanstack/react-query';
import { deliveryQueries } from '../../../lib/api-client.ts';

/** The shop's rules as stored: PIN codes, amounts, slot templates and its time zone. */
export const useDeliverySettings = () => useQuery(deliveryQueries.settings());
