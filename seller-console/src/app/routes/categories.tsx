import { PageTitle } from '../../components/page-title.tsx';
import { CategoryManager } from '../../features/categories/components/category-manager.tsx';
import { useLingui } from '@lingui/react/macro';

/** The shop's categories: the home page's tiles and what products are sorted into. */
export function CategoriesRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle>{t`Categories`}</PageTitle>
      <CategoryManager />
    </>
  );
}
