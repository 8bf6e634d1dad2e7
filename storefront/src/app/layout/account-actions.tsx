import { Trans } from '@lingui/react/macro';
import { Button } from '@kirana/ui-kit/button';
import { Suspense } from 'react';
import { useSession } from '../../features/auth/api/get-session.ts';
import { useLoginDialog } from '../../features/auth/login-dialog-context.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { lazyWithWords } from '../../lib/lazy-with-words.ts';

// Only signed-in customers need the menu (and Radix's menu code).
const ProfileMenu = lazyWithWords(() => import('./profile-menu.tsx'));

const placeholder = <span aria-hidden="true" className="inline-block size-11" />;

/** Login for visitors, the profile menu for customers. */
export function AccountActions() {
  const session = useSession();
  const { openLogin } = useLoginDialog();
  const hydrated = useHydrated();
  // Keep the space while the session check runs so the bar does not jump (the prerendered
  // page, and its hydration, always show it: the answer may arrive mid-hydration).
  if (!hydrated || session.isPending) return placeholder;
  if (!session.data) {
    return (
      <Button variant="pill" className="h-11" onClick={openLogin}>
        <Trans>Login</Trans>
      </Button>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <ProfileMenu name={session.data.name} />
    </Suspense>
  );
}
