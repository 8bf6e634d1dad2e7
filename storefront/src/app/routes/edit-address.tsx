import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@kirana/ui-kit/empty-state';
import { Spinner } from '@kirana/ui-kit/spinner';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAddresses } from '../../features/address/api/get-addresses.ts';
import { AddressForm } from '../../features/address/components/address-form.tsx';
import { useSession } from '../../features/auth/api/get-session.ts';
import { usePageTitle } from '../use-page-title.ts';
import { alertGlyph } from '@kirana/ui-kit/glyphs';

/** One saved address, edited; back to the address book once saved. */
export default function EditAddressPage() {
  const { t } = useLingui();
  usePageTitle(t`Edit Address`);
  const { id } = useParams();
  const session = useSession();
  const addresses = useAddresses(Boolean(session.data));
  const navigate = useNavigate();
  if (session.isPending || (session.data && addresses.isPending)) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner size="lg" />
      </div>
    );
  }
  if (!session.data) return <Navigate to={paths.home} replace />;
  const address = addresses.data?.find((a) => a._id === id);
  return (
    <div className="mt-12 pb-8">
      <h1 className="text-2xl font-medium md:text-3xl">
        <Trans>Edit Address</Trans>
      </h1>
      <div className="mt-8 w-full max-w-xl">
        {address ? (
          <AddressForm address={address} onSaved={() => void navigate(paths.addresses)} />
        ) : (
          <EmptyState icon={alertGlyph} title={t`This address was not found in your account.`} />
        )}
      </div>
    </div>
  );
}
