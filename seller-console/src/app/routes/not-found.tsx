import { Button } from '@kirana/ui-kit/button';
import { EmptyState } from '@kirana/ui-kit/empty-state';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { paths } from '../../config/paths.ts';

export function NotFoundRoute() {
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <EmptyState
        titleAs="p"
        icon="search"
        title="This page does not exist in the seller console."
        action={
          <Button asChild>
            <Link to={paths.addProduct}>Go to Add Product</Link>
          </Button>
        }
      />
    </>
  );
}
