import type { Product } from '@kirana/api/contract/product';
import { Switch } from '@kirana/ui-kit/switch';
import { toast } from '@kirana/ui-kit/toaster';
import { useUpdateStock } from '../api/update-stock.ts';
import { Trans, useLingui } from '@lingui/react/macro';

export interface StockSwitchProps {
  product: Pick<Product, '_id' | 'name' | 'inStock'>;
}

/** Shows the cached stock, which the mutation flips at once and puts back on a refusal. */
export function StockSwitch({ product }: StockSwitchProps) {
  const updateStock = useUpdateStock();
  const { t } = useLingui();
  const { name } = product;
  return (
    <span className="inline-flex items-center gap-3">
      <Switch
        checked={product.inStock}
        aria-label={t`${name} in stock`}
        onCheckedChange={(inStock) =>
          updateStock.mutate(
            { id: product._id, inStock },
            {
              onSuccess: (response) => toast.success(response.message),
              onError: (error) => toast.error(error.message),
            },
          )
        }
      />
      {/* The switch already announces its state; this is for the eye. */}
      <span aria-hidden="true" className="hidden w-20 text-sm text-ink-muted sm:inline">
        {product.inStock ? <Trans>In stock</Trans> : <Trans>Out of stock</Trans>}
      </span>
    </span>
  );
}
