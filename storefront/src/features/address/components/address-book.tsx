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
  const { remove, makeDefault } = useManageAddress();
  const [deleting, setDeleting] = useState<Address>();
  return (
    <>
      <ul aria-label="Saved addresses" className="grid gap-4 sm:grid-cols-2">
        {addresses.map((address) => (
          <li
            key={address._id}
            aria-label={`${address.street}, ${address.zipcode}`}
            className="flex flex-col gap-3 rounded-card border border-line p-4 text-sm"
          >
            {address.isDefault ? (
              <Badge tone="paid" className="self-start">
                Default
              </Badge>
            ) : null}
            <AddressLines address={address} />
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <Link to={paths.editAddress(address._id)} aria-label={`Edit ${address.street}`}>
                  Edit
                </Link>
              </Button>
              {address.isDefault ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Set as default: ${address.street}`}
                  loading={makeDefault.isPending && makeDefault.variables === address._id}
                  onClick={() => makeDefault.mutate(address._id)}
                >
                  Set as default
                </Button>
              )}
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete ${address.street}`}
                onClick={() => setDeleting(address)}
              >
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
      >
        {deleting ? (
          <DialogContent
            title="Delete this address?"
            description={`${deleting.street}, ${deleting.city} ${deleting.zipcode}. Orders already placed keep it.`}
          >
            <div className="mt-4 flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">Keep it</Button>
              </DialogClose>
              <Button
                variant="danger"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(deleting._id, { onSuccess: () => setDeleting(undefined) })
                }
              >
                Delete
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
