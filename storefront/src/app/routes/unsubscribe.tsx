import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { UnsubscribeConfirmation } from '../../features/shop/components/unsubscribe-confirmation.tsx';
import { usePageTitle } from '../use-page-title.ts';

/** /unsubscribe?token=…: where every newsletter email's unsubscribe link leads. */
export default function UnsubscribePage() {
  const { t } = useLingui();
  usePageTitle(t`Unsubscribe`);
  const [params] = useSearchParams();
  return (
    <section aria-labelledby="unsubscribe-title" className="mt-10 max-w-2xl md:mt-16">
      <h1 id="unsubscribe-title" className="mb-4 text-2xl font-semibold md:text-3xl">
        <Trans>Newsletter</Trans>
      </h1>
      <UnsubscribeConfirmation token={params.get('token')} />
    </section>
  );
}
