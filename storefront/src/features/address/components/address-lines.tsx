import { Trans } from '@lingui/react/macro';
import type { Address } from '@kirana/api/contract/address';

/** An address as it is written on a parcel. */
export function AddressLines({ address: a }: { address: Address }) {
  const { phone } = a;
  return (
    <address className="not-italic">
      <span className="block font-medium">
        {a.firstName} {a.lastName}
      </span>
      <span className="block">{a.street}</span>
      {a.landmark ? <span className="block">{a.landmark}</span> : null}
      <span className="block">
        {a.city}, {a.state} {a.zipcode}
      </span>
      <span className="block">
        <Trans>Phone: {phone}</Trans>
      </span>
    </address>
  );
}
