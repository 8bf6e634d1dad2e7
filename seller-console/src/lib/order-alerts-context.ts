import { createContext, useContext } from 'react';

export interface OrderAlerts {
  /** Orders waiting to be packed, as the server counts them (0 until known). */
  waiting: number;
  /** A short sound for each new order (off until the seller turns it on). */
  sound: boolean;
  setSound(on: boolean): void;
  /** An order came in and the seller has not yet said whether it should make a sound. */
  chimeOffered: boolean;
  /** The last order the live stream announced as new (all an event says about it). */
  latestOrder: { id: string; number: string | null } | null;
}

/** Outside the signed-in console (and in tests that leave it out) nothing is live. */
export const OrderAlertsContext = createContext<OrderAlerts>({
  waiting: 0,
  sound: false,
  setSound: () => undefined,
  chimeOffered: false,
  latestOrder: null,
});

export const useOrderAlerts = () => useContext(OrderAlertsContext);
