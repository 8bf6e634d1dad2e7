import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { OrderAlertsContext, type OrderAlerts } from '../../../lib/order-alerts-context.ts';
import { useWaitingOrders } from '../api/get-waiting-orders.ts';
import { connectSellerEvents } from '../api/seller-events.ts';
import { playChime, unlockChime } from '../lib/chime.ts';

const SOUND_KEY = 'kirana.seller.new-order-sound';

/** 'on' or 'off' once the seller chose; null until then (the first order offers it). */
type SoundChoice = 'on' | 'off' | null;

const readSound = (): SoundChoice => {
  try {
    const stored = localStorage.getItem(SOUND_KEY);
    return stored === 'on' || stored === 'off' ? stored : null;
  } catch {
    return null;
  }
};

/**
 * Listens to the seller's live order events while the console is signed in: every event
 * refreshes the order lists and the count of orders waiting (the sidebar badge and the tab
 * title read it from the server, so a reload or another device agrees). A new order plays
 * a short sound if the seller turned it on, or offers it the first time.
 */
export function OrderAlertsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data: waiting = 0 } = useWaitingOrders();
  const [choice, setChoice] = useState<SoundChoice>(readSound);
  const [chimeOffered, setChimeOffered] = useState(false);
  const [latestOrder, setLatestOrder] = useState<OrderAlerts['latestOrder']>(null);
  const choiceRef = useRef(choice);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    return connectSellerEvents({
      onEvent(event) {
        void queryClient.invalidateQueries({ queryKey: ['orders'] });
        if (event.kind !== 'new') return;
        setLatestOrder({ id: event.orderId, number: event.number });
        if (choiceRef.current === 'on') playChime();
        else if (choiceRef.current === null) setChimeOffered(true);
      },
      onReconnect: () => void queryClient.invalidateQueries({ queryKey: ['orders'] }),
      onRefused: () => void queryClient.invalidateQueries({ queryKey: ['seller', 'session'] }),
    });
  }, [queryClient]);

  // Sound turned on in an earlier visit: browsers only allow it after the person interacts
  // with the page again, so the first click or key press readies it.
  useEffect(() => {
    if (choiceRef.current !== 'on') return;
    const unlock = () => {
      unlockChime();
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, []);

  const setSound = useCallback((on: boolean) => {
    if (on) unlockChime();
    const chosen = on ? 'on' : 'off';
    choiceRef.current = chosen;
    setChoice(chosen);
    setChimeOffered(false);
    try {
      localStorage.setItem(SOUND_KEY, chosen);
    } catch {
      // Private mode: the choice lasts until the tab closes.
    }
  }, []);

  const value = useMemo<OrderAlerts>(
    () => ({ waiting, sound: choice === 'on', setSound, chimeOffered, latestOrder }),
    [waiting, choice, setSound, chimeOffered, latestOrder],
  );
  return <OrderAlertsContext value={value}>{children}</OrderAlertsContext>;
}
