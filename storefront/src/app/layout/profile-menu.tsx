import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@kirana/ui-kit/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@kirana/ui-kit/dropdown-menu';
import { Icon } from '@kirana/ui-kit/icon';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useLogout } from '../../features/auth/api/logout.ts';

/** The signed-in customer's menu: My Orders, My Addresses, Account (password, devices) and Logout. */
export default function ProfileMenu({ name }: { name: string }) {
  const { t } = useLingui();
  const logout = useLogout();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t`Account menu`}
          className="size-11 rounded-full"
        >
          <Icon name="user" className="size-6" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <Trans>Hi, {name}</Trans>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.myOrders}>
            <Icon name="box" />
            <Trans>My Orders</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.addresses}>
            <Icon name="map-pin" />
            <Trans>My Addresses</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.account}>
            <Icon name="user" />
            <Trans>Account</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem tone="danger" onSelect={() => logout.mutate()}>
          <Icon name="logout" />
          <Trans>Logout</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
