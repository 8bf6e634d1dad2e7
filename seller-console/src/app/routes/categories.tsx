import { PageTitle } from '../../components/page-title.tsx';
import { CategoryManager } from '../../features/categories/components/category-manager.tsx';

/** The shop's categories: the home page's tiles and what products are sorted into. */
export function CategoriesRoute() {
  return (
    <>
      <PageTitle>Categories</PageTitle>
      <CategoryManager />
    </>
  );
}
