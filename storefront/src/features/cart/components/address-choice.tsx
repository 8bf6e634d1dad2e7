import type { Address } from '@kirana/api/contract/address';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@kirana/ui-kit/button';
import { Field } from '@kirana/ui-kit/field';
import { Select } from '@kirana/ui-kit/select';
import { Spinner } from '@kirana/ui-kit/spinner';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

export interface AddressChoiceProps {
  signedIn: boolean;
  addresses: readonly Address[] | undefined;
  loading: boolean;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  onLogin: () => void;
}

// Enough to tell one's addresses apart at a glance: who, the street, the PIN code, the phone.
const describe = (a: Address) =>
  [`${a.firstName} ${a.lastName}`.trim(), a.street, a.zipcode, a.phone].filter(Boolean).join(', ');

/** Where the order goes: one of the customer's addresses, or a way to add one. */
export function AddressChoice({
  signedIn,
  addresses,
  loading,
  selectedId,
  onSelect,
  onLogin,
}: AddressChoiceProps) {
  const { t } = useLingui();
  if (!signedIn) {
    return (
      <div className="flex flex-col gap-2 text-sm">
        <p className="font-medium text-ink">
          <Trans>Delivery Address</Trans>
        </p>
        <p className="text-ink-muted">
          <Trans>Log in to choose where we deliver.</Trans>
        </p>
        <Button variant="outline" size="sm" onClick={onLogin} className="self-start">
          <Trans>Login</Trans>
        </Button>
      </div>
    );
  }
  if (loading) return <Spinner size="sm" label={t`Loading your addresses`} />;
  const options = (addresses ?? []).map((address) => ({
    value: address._id,
    label: describe(address),
  }));
  return (
    <div className="flex flex-col gap-2">
      {options.length > 0 ? (
        <Field id="delivery-address" label={t`Delivery Address`}>
          <Select
            options={options}
            value={selectedId}
            onValueChange={onSelect}
            placeholder={t`Choose an address`}
            wrap
          />
        </Field>
      ) : (
        <p className="text-sm">
          <span className="block font-medium text-ink">
            <Trans>Delivery Address</Trans>
          </span>
          <span className="text-ink-muted">
            <Trans>No address found.</Trans>
          </span>
        </p>
      )}
      <div className="flex flex-wrap gap-x-4">
        <Link
          to={paths.addAddress}
          className="focus-ring self-start rounded-sm py-1 text-sm text-primary-strong hover:underline"
        >
          <Trans>Add address</Trans>
        </Link>
        {options.length > 0 ? (
          <Link
            to={paths.addresses}
            className="focus-ring self-start rounded-sm py-1 text-sm text-primary-strong hover:underline"
          >
            <Trans>Manage addresses</Trans>
          </Link>
        ) : null}
      </div>
    </div>
  );
}
