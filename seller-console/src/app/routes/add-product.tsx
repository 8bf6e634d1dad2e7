import { PageTitle } from '../../components/page-title.tsx';
import { ProductForm } from '../../features/products/components/product-form.tsx';
import { useLingui } from '@lingui/react/macro';

export function AddProductRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle>{t`Add Product`}</PageTitle>
      <ProductForm />
    </>
  );
}
