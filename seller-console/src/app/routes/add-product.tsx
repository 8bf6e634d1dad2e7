import { PageTitle } from '../../components/page-title.tsx';
import { AddProductForm } from '../../features/products/components/add-product-form.tsx';

export function AddProductRoute() {
  return (
    <>
      <PageTitle>Add Product</PageTitle>
      <AddProductForm />
    </>
  );
}
