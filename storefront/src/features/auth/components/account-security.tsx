import { useLingui } from '@lingui/react/macro';
import { AccountSecurity as AccountSecurityForm } from '@kirana/ui-kit/account-security';
import { useChangePassword, useEndOtherSessions } from '../api/password.ts';
import { passwordError, passwordHint } from './validate-login.ts';

/** The shopper's password and sessions (the form is ui-kit's, shared with the console). */
export function AccountSecurity() {
  const { t } = useLingui();
  return (
    <AccountSecurityForm
      change={useChangePassword()}
      endOthers={useEndOtherSessions()}
      checkNewPassword={passwordError}
      passwordHint={passwordHint()}
      devicesText={t`Signed in on a phone or computer you no longer use? End those sessions; this one stays.`}
    />
  );
}
