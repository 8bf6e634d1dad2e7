import { PageTitle } from '../../components/page-title.tsx';
import { AccountSecurity } from '../../features/auth/components/account-security.tsx';

/** The seller's own password and signed-in devices. */
export function AccountRoute() {
  return (
    <>
      <PageTitle>Account</PageTitle>
      <AccountSecurity />
    </>
  );
}
