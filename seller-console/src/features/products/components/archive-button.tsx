import type { Product } from '@kirana/api/contract/product';
import { Button } from '@kirana/ui-kit/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@kirana/ui-kit/dialog';
import { toast } from '@kirana/ui-kit/toaster';
import { useState } from 'react';
import { useArchiveProduct } from '../api/archive-product.ts';
import { Trans, useLingui } from '@lingui/react/macro';

export interface ArchiveButtonProps {
  product: Pick<Product, '_id' | 'name' | 'archived'>;
}

/**
 * Archive (take off sale) or restore, after the seller confirms: archiving hides the
 * product from every shopper and stops new orders of it, so it is never one tap away.
 */
export function ArchiveButton({ product }: ArchiveButtonProps) {
  const [open, setOpen] = useState(false);
  const archive = useArchiveProduct();
  const restoring = product.archived;
  const { t } = useLingui();
  const { name } = product;
  // Whole messages per action, so each language words them its own way.
  const action = restoring ? t`Restore` : t`Archive`;

  function confirm() {
    archive.mutate(
      { id: product._id, archived: !restoring },
      {
        onSuccess: (response) => {
          toast.success(`${product.name}: ${response.message.toLowerCase()}`);
          setOpen(false);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={restoring ? t`Restore ${name}` : t`Archive ${name}`}
        >
          {action}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={restoring ? t`Restore ${name}?` : t`Archive ${name}?`}
        description={
          restoring
            ? t`It goes back on sale as it was, and shoppers can order it again.`
            : t`Shoppers will no longer see or order it. Past orders keep it, and you can restore it from Archived at any time.`
        }
      >
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline">
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <Button
            onClick={confirm}
            loading={archive.isPending}
            loadingText={restoring ? t`Restore…` : t`Archive…`}
          >
            {action}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
