import { useQuery } from '@tanstack/react-query';
import { deliveryQueries } from '../../../lib/api-client.ts';

/** The coming 7 days (today first), each slot booked against its capacity. */
export const useDeliveryCalendar = () => useQuery(deliveryQueries.calendar());
