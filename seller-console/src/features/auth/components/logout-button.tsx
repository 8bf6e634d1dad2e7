import { Button } from '@kirana/ui-kit/button';
import { toast } from '@kirana/ui-kit/toaster';
import { useLogoutSeller } from '../api/logout.ts';

/** The spec's console showed a success-style toast even when logout failed; not here. */
export function LogoutButton() {
  const logout = useLogoutSeller();
  return (
    <Button
      variant="outline"
      size="sm"
      className="rounded-full"
      loading={logout.isPending}
      loadingText="Logging out…"
      onClick={() =>
        logout.mutate(undefined, {
          onSuccess: (response) => toast.success(response.message),
          onError: (error) => toast.error(error.message),
        })
      }
    >
      Logout
    </Button>
  );
}
