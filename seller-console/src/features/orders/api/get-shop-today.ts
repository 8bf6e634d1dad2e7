import { useQuery } from '@tanstack/react-query';
import { dateIn } from '../../../lib/delivery-slot.ts';
import { deliveryQueries } from '../../../lib/api-client.ts';

/**
 * Today in the shop's time zone (YYYY-MM-DD), to name slots "Today" and "Tomorrow";
 * undefined until the shop's settings say which zone that is.
 */
export function useShopToday(): string | undefined {
  const { data: timeZone } = useQuery({
    ...deliveryQueries.settings(),
    select: (response) => response.settings.timeZone,
  });
  return timeZone === undefined ? undefined : dateIn(timeZone);
}
