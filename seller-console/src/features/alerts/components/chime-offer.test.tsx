import type { Order } from '@kirana/api/contract/order';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppQueryClient } from '../../../app/query-client.ts';
import { deliveryQueries, orderQueries } from '../../../lib/api-client.ts';
import { dateIn } from '../../../lib/delivery-slot.ts';
import { OrderAlertsContext, type OrderAlerts } from '../../../lib/order-alerts-context.ts';
import { ChimeOffer } from './chime-offer.tsx';

const ORDER_ID = '0190a0b0-0000-7000-8000-000000000001';
const alerts: OrderAlerts = {
  waiting: 1,
  sound: false,
  setSound: () => undefined,
  chimeOffered: true,
  latestOrder: { id: ORDER_ID, number: 'KR-10427' },
};

// jsdom has no EventSource, so the live stream cannot run here (the browser journey
// e2e/live-orders.e2e.ts covers it): the alert is given what the stream would have said,
// and the cache what the refreshed Orders list would hold.
describe('the alert for a new order', () => {
  it('names the order, and its slot once the refreshed order list has it', async () => {
    const queryClient = createAppQueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <OrderAlertsContext value={alerts}>
          <ChimeOffer />
        </OrderAlertsContext>
      </QueryClientProvider>,
    );
    const offer = screen.getByRole('region', { name: /Play a sound when orders arrive/ });
    expect(offer).toHaveTextContent(
      /^A new order came in: KR-10427\. Play a sound when orders arrive\?/,
    );

    const timeZone = 'Asia/Kolkata';
    const today = dateIn(timeZone);
    const order = { _id: ORDER_ID, slot: { date: today, start: '07:00', end: '09:00' } };
    await act(async () => {
      queryClient.setQueryData(deliveryQueries.settings().queryKey, {
        success: true,
        settings: { pincodes: [], minOrder: 0, fee: 0, freeAbove: null, slots: [], timeZone },
      });
      queryClient.setQueryData(orderQueries.seller().queryKey, {
        success: true,
        orders: [order as unknown as Order],
      });
    });
    expect(offer).toHaveTextContent(
      /^A new order came in: KR-10427, for Today 07:00–09:00\. Play a sound/,
    );
  });
});
