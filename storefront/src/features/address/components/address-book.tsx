import { Trans, useLingui } from '@lingui/react/macro';
import type { Address } from '@kirana/api/contract/address';
import { Badge } from '@kirana/ui-kit/badge';
import { Button } from '@kirana/ui-kit/button';
import { Dialog, DialogClose, DialogContent } from '@kirana/ui-kit/dialog';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useManageAddress } from '../api/manage-address.ts';
import { AddressLines } from './address-lines.tsx';

/** The shopper's saved addresses: edit, delete, and the default the cart starts with. */
export function AddressBook({ addresses }: { addresses: readonly Address[] }) {
  const { t } = useLingui();
  const { remove, makeDefault } = useManageAddress();
  const [deleting, setDeleting] = useState<Address>();
  // The address as on a parcel's label (shop data, not words to translate).
  const place = deleting ? `${deleting.street}, ${deleting.city} ${deleting.zipcode}` : '';
  return (
    <>
      <ul aria-label={t`Saved addresses`} className="grid gap-4 sm:grid-cols-2">
        {addresses.map((address) => {
          const { street, zipcode } = address;
          return (
            <li
              key={address._id}
              aria-label={`${street}, ${zipcode}`}
              className="flex flex-col gap-3 rounded-card border border-line p-4 text-sm"
            >
              {address.isDefault ? (
                <Badge tone="paid" className="self-start">
                  <Trans>Default</Trans>
                </Badge>
              ) : null}
              <AddressLines address={address} />
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="outline" size="sm">
                  <Link to={paths.editAddress(address._id)} aria-label={t`Edit ${street}`}>
                    <Trans>Edit</Trans>
                  </Link>
                </Button>
                {address.isDefault ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t`Set as default: ${street}`}
                    loading={makeDefault.isPending && makeDefault.variables === address._id}
                    onClick={() => makeDefault.mutate(address._id)}
                  >
                    <Trans>Set as default</Trans>
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t`Delete ${street}`}
                  onClick={() => setDeleting(address)}
                >
                  <Trans>Delete</Trans>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <Dialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
      >
        {deleting ? (
          <DialogContent
            title={t`Delete this address?`}
            description={t`${place}. Orders already placed keep it.`}
          >
            <div className="mt-4 flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">
                  <Trans>Keep it</Trans>
                </Button>
              </DialogClose>
              <Button
                variant="danger"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(deleting._id, { onSuccess: () => setDeleting(undefined) })
                }
              >
                <Trans>Delete</Trans>
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
