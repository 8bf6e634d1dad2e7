import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@kirana/ui-kit/button';
import { EmptyState } from '@kirana/ui-kit/empty-state';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../use-page-title.ts';
import { searchGlyph } from '@kirana/ui-kit/glyphs';

export default function NotFoundPage() {
  const { t } = useLingui();
  usePageTitle(t`Page not found`);
  return (
    <section aria-labelledby="not-found-title" className="mt-12">
      <h1 id="not-found-title" className="text-center text-3xl font-medium">
        <Trans>Page not found</Trans>
      </h1>
      <EmptyState
        icon={searchGlyph}
        title={t`Nothing grows here.`}
        titleAs="p"
        description={t`The page you are looking for does not exist or has moved.`}
        action={
          <Button asChild>
            <Link to={paths.home}>
              <Trans>Back to the shop</Trans>
            </Link>
          </Button>
        }
      />
    </section>
  );
}
