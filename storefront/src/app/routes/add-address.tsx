import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '@kirana/ui-kit/spinner';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import picture from '../../assets/add-address.svg';
import { paths } from '../../config/paths.ts';
import { AddressForm } from '../../features/address/components/address-form.tsx';
import { useSession } from '../../features/auth/api/get-session.ts';
import { usePageTitle } from '../use-page-title.ts';

/** The address form; visitors are sent back to the cart (addresses need an account). */
export default function AddAddressPage() {
  const { t } = useLingui();
  usePageTitle(t`Add Address`);
  const session = useSession();
  const navigate = useNavigate();
  // From the address book, back there; otherwise to the cart with the new address chosen.
  const fromBook = useSearchParams()[0].get('from') === 'addresses';
  if (session.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner size="lg" />
      </div>
    );
  }
  if (!session.data) return <Navigate to={paths.cart} replace />;
  return (
    <div className="mt-12 pb-8">
      <h1 className="text-2xl text-ink-muted md:text-3xl">
        <Trans>
          Add Shipping <span className="font-semibold text-primary-strong">Address</span>
        </Trans>
      </h1>
      {/* On a phone the fields come first, the picture below them. */}
      <div className="mt-8 flex flex-col justify-between gap-10 md:flex-row">
        <div className="w-full max-w-xl">
          <AddressForm
            accountName={session.data.name}
            onSaved={(address) =>
              void navigate(fromBook ? paths.addresses : paths.cart, {
                state: { addressId: address._id },
              })
            }
          />
        </div>
        <img
          src={picture}
          alt={t`A delivery address marked on a map`}
          width={400}
          height={320}
          className="mx-auto w-48 md:mx-0 md:mr-16 md:w-80 md:self-start"
        />
      </div>
    </div>
  );
}
