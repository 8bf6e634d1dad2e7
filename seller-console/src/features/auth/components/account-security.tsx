import { newPasswordError } from '@kirana/api/contract/password';
import { MIN_PASSWORD_LENGTH } from '@kirana/api/contract/user';
import { AccountSecurity as AccountSecurityForm } from '@kirana/ui-kit/account-security';
import { useChangePassword, useEndOtherSessions } from '../api/password.ts';
import { useLingui } from '@lingui/react/macro';

/** The seller's password and signed-in devices (the form is ui-kit's, shared with the storefront). */
export function AccountSecurity() {
  const { t } = useLingui();
  const minLength = MIN_PASSWORD_LENGTH;
  return (
    <AccountSecurityForm
      change={useChangePassword()}
      endOthers={useEndOtherSessions()}
      checkNewPassword={newPasswordError}
      passwordHint={t`At least ${minLength} characters.`}
      devicesText={t`Signed in on a phone or computer you no longer use, or that someone else may have? End those sessions; this one stays.`}
    />
  );
}
