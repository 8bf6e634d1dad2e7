import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@kirana/ui-kit/button';
import { EmptyState } from '@kirana/ui-kit/empty-state';
import { Spinner } from '@kirana/ui-kit/spinner';
import { Link, Navigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAddresses } from '../../features/address/api/get-addresses.ts';
import { AddressBook } from '../../features/address/components/address-book.tsx';
import { useSession } from '../../features/auth/api/get-session.ts';
import { usePageTitle } from '../use-page-title.ts';
import { alertGlyph, mapPinGlyph } from '@kirana/ui-kit/glyphs';

/** The shopper's address book; visitors are sent home (addresses need an account). */
export default function AddressesPage() {
  const { t } = useLingui();
  usePageTitle(t`My Addresses`);
  const session = useSession();
  const addresses = useAddresses(Boolean(session.data));
  if (session.isPending || (session.data && addresses.isPending)) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner size="lg" label={t`Loading your addresses`} />
      </div>
    );
  }
  if (!session.data) return <Navigate to={paths.home} replace />;
  const add = (
    <Button asChild>
      <Link to={`${paths.addAddress}?from=addresses`}>
        <Trans>Add address</Trans>
      </Link>
    </Button>
  );
  return (
    <section aria-labelledby="addresses-title" className="mt-12 flex flex-col gap-6 pb-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="addresses-title" className="text-2xl font-medium md:text-3xl">
          <Trans>My Addresses</Trans>
        </h1>
        {addresses.data?.length ? add : null}
      </div>
      {addresses.isError ? (
        <EmptyState
          icon={alertGlyph}
          title={t`Your addresses could not be loaded.`}
          action={
            <Button variant="outline" onClick={() => void addresses.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : addresses.data?.length ? (
        <AddressBook addresses={addresses.data} />
      ) : (
        <EmptyState icon={mapPinGlyph} title={t`No saved addresses yet`} action={add} />
      )}
    </section>
  );
}
