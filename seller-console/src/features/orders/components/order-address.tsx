import type { Order } from '@kirana/api/contract/order';
import { cn } from '@kirana/ui-kit/lib/cn';
import { EmailLink, PhoneLink } from './contact-links.tsx';

export interface OrderAddressProps {
  order: Order;
  /**
   * `table`: everything, muted beside the order; `door`: what the rider needs (name,
   * street, city and PIN code, phone), in full ink for a printed sheet.
   */
  look?: 'table' | 'door';
}

/** Where an order goes, from its address snapshot, with a way to call the customer. */
export function OrderAddress({ order, look = 'table' }: OrderAddressProps) {
  const { address } = order;
  const full = look === 'table';
  return (
    <address className={cn('flex flex-col not-italic', full && 'text-ink-muted')}>
      <span className={cn('font-medium', full && 'text-ink')}>
        {address.firstName} {address.lastName}
      </span>
      <span>{address.street}</span>
      {address.landmark ? <span>{address.landmark}</span> : null}
      <span>
        {address.city}, {address.state} {address.zipcode}
      </span>
      {full ? <span>{address.country}</span> : null}
      <PhoneLink phone={address.phone} className="self-start" />
      {full ? <EmailLink email={address.email} className="self-start" /> : null}
    </address>
  );
}
