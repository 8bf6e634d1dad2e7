import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { OrderAlertsContext, type OrderAlerts } from '../../../lib/order-alerts-context.ts';
import { connectSellerEvents } from '../api/seller-events.ts';
import { playChime, unlockChime } from '../lib/chime.ts';

const SOUND_KEY = 'kirana.seller.new-order-sound';

const readSound = () => {
  try {
    return localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
};

const isVisible = () => document.visibilityState === 'visible';

/**
 * Listens to the seller's live order events while the console is signed in: every event
 * refreshes the order lists, and a new order counts towards the sidebar badge and the tab
 * title until the seller looks at Orders (and, if turned on, plays a short sound).
 */
export function OrderAlertsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [unseen, setUnseen] = useState<ReadonlySet<string>>(new Set());
  const [sound, setSoundState] = useState(readSound);
  const soundRef = useRef(sound);
  const watchers = useRef(0);

  const seeAll = useCallback(() => setUnseen((s) => (s.size === 0 ? s : new Set())), []);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    return connectSellerEvents({
      onEvent(event) {
        void queryClient.invalidateQueries({ queryKey: ['orders'] });
        if (event.kind !== 'new') return;
        if (soundRef.current) playChime();
        // Seen already when Orders is on screen; a repeat of one order counts once.
        if (watchers.current > 0 && isVisible()) return;
        setUnseen((s) => (s.has(event.orderId) ? s : new Set(s).add(event.orderId)));
      },
      onReconnect: () => void queryClient.invalidateQueries({ queryKey: ['orders'] }),
      onRefused: () => void queryClient.invalidateQueries({ queryKey: ['seller', 'session'] }),
    });
  }, [queryClient]);

  // Sound turned on in an earlier visit: browsers only allow it after the person interacts
  // with the page again, so the first click or key press readies it.
  useEffect(() => {
    if (!soundRef.current) return;
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

  // Orders left open in a background tab: what came meanwhile is seen on coming back.
  useEffect(() => {
    const onVisible = () => {
      if (watchers.current > 0 && isVisible()) seeAll();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [seeAll]);

  const watchOrders = useCallback(() => {
    watchers.current += 1;
    if (isVisible()) seeAll();
    return () => {
      watchers.current -= 1;
    };
  }, [seeAll]);

  const setSound = useCallback((on: boolean) => {
    if (on) unlockChime();
    soundRef.current = on;
    setSoundState(on);
    try {
      localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
    } catch {
      // Private mode: the choice lasts until the tab closes.
    }
  }, []);

  const value = useMemo<OrderAlerts>(
    () => ({ newOrders: unseen.size, watchOrders, sound, setSound }),
    [unseen, watchOrders, sound, setSound],
  );
  return <OrderAlertsContext value={value}>{children}</OrderAlertsContext>;
}
