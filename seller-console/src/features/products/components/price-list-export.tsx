import { Button } from '@kirana/ui-kit/button';
import { toast } from '@kirana/ui-kit/toaster';
import { useExportPriceList } from '../api/export-price-list.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/** Downloads every product on sale as a CSV the seller can edit in a spreadsheet. */
export function PriceListExport() {
  const exportList = useExportPriceList();
  const { t } = useLingui();
  return (
    <section aria-labelledby="price-list-export" className="flex max-w-2xl flex-col gap-3">
      <h2 id="price-list-export" className="text-lg font-medium">
        <Trans>Export</Trans>
      </h2>
      <p className="text-sm text-ink-muted">
        <Trans>
          A CSV file of every product on sale: SKU, name, category, prices, weight, stock (units on
          the shelf, those held for orders included), stockAtExport (the same count, to leave as it
          is), in stock and description. Open it in a spreadsheet, change prices or stock, and
          import it below.
        </Trans>
      </p>
      <div>
        <Button
          variant="outline"
          loading={exportList.isPending}
          loadingText={t`Preparing…`}
          onClick={() =>
            exportList.mutate(undefined, {
              onSuccess: (name) => toast.success(t`Downloaded ${name}`),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          <Trans>Download price list</Trans>
        </Button>
      </div>
    </section>
  );
}
