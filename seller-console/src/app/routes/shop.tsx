import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useShop } from '../../features/shop/api/get-shop.ts';
import { ShopForm } from '../../features/shop/components/shop-form.tsx';

/** Who the shop is: its name, address, numbers and licences. */
export function ShopRoute() {
  const shop = useShop();
  return (
    <>
      <PageTitle>Shop</PageTitle>
      {shop.data ? (
        <ShopForm shop={shop.data.shop} />
      ) : shop.isError ? (
        <ErrorPanel
          title="The shop's details could not be loaded"
          message={shop.error.message}
          onRetry={() => void shop.refetch()}
        />
      ) : (
        <PageLoading label="Loading the shop's details" />
      )}
    </>
  );
}
