import { PageTitle } from '../../components/page-title.tsx';
import { ProductForm } from '../../features/products/components/product-form.tsx';

export function AddProductRoute() {
  return (
    <>
      <PageTitle>Add Product</PageTitle>
      <ProductForm />
    </>
  );
}
