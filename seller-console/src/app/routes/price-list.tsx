import { PageTitle } from '../../components/page-title.tsx';
import { PriceListExport } from '../../features/products/components/price-list-export.tsx';
import { PriceListImport } from '../../features/products/components/price-list-import.tsx';
import { useLingui } from '@lingui/react/macro';

export function PriceListRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle>{t`Price List`}</PageTitle>
      <div className="flex flex-col gap-10">
        <PriceListExport />
        <PriceListImport />
      </div>
    </>
  );
}
