import type { Order } from '@kirana/api/contract/order';
import { Badge } from '@kirana/ui-kit/badge';
import { Trans } from '@lingui/react/macro';

/** "ONDC" on an order a buyer app on the network placed; nothing on the shop's own orders. */
export function ChannelBadge({ order }: { order: Pick<Order, 'channel'> }) {
  if (order.channel !== 'ondc') return null;
  return (
    <Badge tone="neutral">
      <Trans>ONDC</Trans>
    </Badge>
  );
}
