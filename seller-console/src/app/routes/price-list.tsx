import { PageTitle } from '../../components/page-title.tsx';
import { PriceListExport } from '../../features/products/components/price-list-export.tsx';
import { PriceListImport } from '../../features/products/components/price-list-import.tsx';

export function PriceListRoute() {
  return (
    <>
      <PageTitle>Price List</PageTitle>
      <div className="flex flex-col gap-10">
        <PriceListExport />
        <PriceListImport />
      </div>
    </>
  );
}
