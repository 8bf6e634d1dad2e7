import { PageTitle } from '../../components/page-title.tsx';
import { AccountSecurity } from '../../features/auth/components/account-security.tsx';
import { useLingui } from '@lingui/react/macro';

/** The seller's own password and signed-in devices. */
export function AccountRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle>{t`Account`}</PageTitle>
      <AccountSecurity />
    </>
  );
}
