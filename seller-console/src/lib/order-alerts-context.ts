import { createContext, useContext, useEffect } from 'react';

export interface OrderAlerts {
  /** New orders that arrived live since the seller last looked at Orders. */
  newOrders: number;
  /** Called by the Orders screen while it is shown: what arrives counts as seen. */
  watchOrders(): () => void;
  /** A short sound for each new order (off until the seller turns it on). */
  sound: boolean;
  setSound(on: boolean): void;
}

/** Outside the signed-in console (and in tests that leave it out) nothing is live. */
export const OrderAlertsContext = createContext<OrderAlerts>({
  newOrders: 0,
  watchOrders: () => () => undefined,
  sound: false,
  setSound: () => undefined,
});

export const useOrderAlerts = () => useContext(OrderAlertsContext);

/** Marks new orders as seen for as long as the calling screen is mounted. */
export function useWatchOrders() {
  const { watchOrders } = useOrderAlerts();
  useEffect(() => watchOrders(), [watchOrders]);
}
