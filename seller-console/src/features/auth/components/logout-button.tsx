import { Button } from '@kirana/ui-kit/button';
import { toast } from '@kirana/ui-kit/toaster';
import { useLogoutSeller } from '../api/logout.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/** The spec's console showed a success-style toast even when logout failed; not here. */
export function LogoutButton() {
  const logout = useLogoutSeller();
  const { t } = useLingui();
  return (
    <Button
      variant="outline"
      size="sm"
      className="rounded-full"
      loading={logout.isPending}
      loadingText={t`Logging out…`}
      onClick={() =>
        logout.mutate(undefined, {
          onSuccess: (response) => toast.success(response.message),
          onError: (error) => toast.error(error.message),
        })
      }
    >
      <Trans>Logout</Trans>
    </Button>
  );
}
