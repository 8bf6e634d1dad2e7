import { Button } from '@kirana/ui-kit/button';
import { EmptyState } from '@kirana/ui-kit/empty-state';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { searchGlyph } from '@kirana/ui-kit/glyphs';

export function NotFoundRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle>{t`Page not found`}</PageTitle>
      <EmptyState
        titleAs="p"
        icon={searchGlyph}
        title={t`This page does not exist in the seller console.`}
        action={
          <Button asChild>
            <Link to={paths.addProduct}>
              <Trans>Go to Add Product</Trans>
            </Link>
          </Button>
        }
      />
    </>
  );
}
